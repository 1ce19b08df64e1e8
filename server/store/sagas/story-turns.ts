/** The turns of a custom story: turn n opens chapter n (the player's text, then the narrator's blocks). */
import type { StoryBlock } from '../../../src/contract';
import type { Db } from '../db';
import { iso, stmt } from '../stmt';

export interface TurnRow {
  turn_id: string;
  saga_id: string;
  turn_number: number;
  player_text: string | null;
  blocks_json: string;
  generation: number;
  created_at: string;
}

export const blocksOf = (t: TurnRow): StoryBlock[] => JSON.parse(t.blocks_json) as StoryBlock[];

export function listTurns(db: Db, sagaId: string): TurnRow[] {
  return stmt(db, 'SELECT * FROM story_turns WHERE saga_id = ? ORDER BY turn_number').all(sagaId) as TurnRow[];
}

export function findTurn(db: Db, turnId: string): TurnRow | undefined {
  return stmt(db, 'SELECT * FROM story_turns WHERE turn_id = ?').get(turnId) as TurnRow | undefined;
}

export function insertTurn(db: Db, t: Omit<TurnRow, 'blocks_json' | 'created_at'> & { blocks: StoryBlock[] }, now: number): void {
  stmt(
    db,
    `INSERT INTO story_turns (turn_id, saga_id, turn_number, player_text, blocks_json, generation, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(t.turn_id, t.saga_id, t.turn_number, t.player_text, JSON.stringify(t.blocks), t.generation, iso(now));
}

/** Refresh: the same turn told again. */
export function retellTurn(db: Db, turnId: string, blocks: StoryBlock[], generation: number): void {
  stmt(db, 'UPDATE story_turns SET blocks_json = ?, generation = ? WHERE turn_id = ?').run(JSON.stringify(blocks), generation, turnId);
}

/** Restart: everything after the opening goes, with the echoes picked along the way. */
export function deleteTurnsAfter(db: Db, sagaId: string, turnNumber: number): void {
  stmt(db, 'DELETE FROM echo_picks WHERE saga_id = ? AND turn_number >= ?').run(sagaId, turnNumber);
  stmt(db, 'DELETE FROM echo_rerolls WHERE saga_id = ? AND turn_number >= ?').run(sagaId, turnNumber);
  stmt(db, 'DELETE FROM story_turns WHERE saga_id = ? AND turn_number > ?').run(sagaId, turnNumber);
}

export interface EchoSource extends TurnRow {
  title: string;
  owner_id: string;
  username: string | null;
}

/**
 * Candidate echoes for a story about to write turn `turnNumber`: what other owners typed in their own
 * stories, nearest turn number first (a similar point of a story), then the most recent. Deleted stories excluded.
 */
export function echoSources(db: Db, sagaId: string, ownerId: string, turnNumber: number, limit: number): EchoSource[] {
  return stmt(
    db,
    `SELECT t.*, s.title, s.owner_id, u.username FROM story_turns t
       JOIN custom_sagas s ON s.saga_id = t.saga_id JOIN users u ON u.user_id = s.owner_id
     WHERE t.player_text IS NOT NULL AND t.saga_id <> ? AND s.owner_id <> ? AND s.deleted_at IS NULL
     ORDER BY abs(t.turn_number - ?), t.created_at DESC, t.rowid DESC LIMIT ?`,
  ).all(sagaId, ownerId, turnNumber, limit) as EchoSource[];
}
