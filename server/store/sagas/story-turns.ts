/** The turns of a custom story: turn n opens chapter n (the player's text, then the narrator's blocks). */
import { sql } from 'kysely';
import type { StoryBlock } from '../../../src/contract';
import type { Db } from '../db';
import { iso, prepared } from '../query';

export interface TurnRow {
  turn_id: string;
  saga_id: string;
  turn_number: number;
  player_text: string | null;
  blocks_json: string;
  generation: number;
  created_at: string;
}

export const blocksOf = (t: Pick<TurnRow, 'blocks_json'>): StoryBlock[] => JSON.parse(t.blocks_json) as StoryBlock[];

const TURN = ['turn_id', 'saga_id', 'turn_number', 'player_text', 'blocks_json', 'generation', 'created_at'] as const;

export async function listTurns(db: Db, sagaId: string): Promise<TurnRow[]> {
  return db.selectFrom('story_turns').select(TURN).where('saga_id', '=', sagaId).orderBy('turn_number').execute();
}

const lastTurns = prepared((db, ownerId: string) =>
  db
    .selectFrom('story_turns as t')
    .innerJoin('custom_sagas as s', 's.saga_id', 't.saga_id')
    .select(['t.saga_id', 't.blocks_json'])
    .where('s.owner_id', '=', ownerId)
    .where('s.deleted_at', 'is', null)
    .where('t.turn_number', '=', (eb) => eb.selectFrom('story_turns as l').select((l) => l.fn.max('l.turn_number').as('last')).whereRef('l.saga_id', '=', 't.saga_id')),
);

/** The last turn of each of a player's stories they still have, by saga: one read for home's every story. */
export async function lastTurnsOf(db: Db, ownerId: string): Promise<Map<string, Pick<TurnRow, 'blocks_json'>>> {
  return new Map((await lastTurns(db, ownerId)).map((t) => [t.saga_id, t]));
}

export async function findTurn(db: Db, turnId: string): Promise<TurnRow | undefined> {
  return db.selectFrom('story_turns').select(TURN).where('turn_id', '=', turnId).executeTakeFirst();
}

/** The primary key and (saga, turn_number) refuse a second turn of the same number: two racing turns make one. */
export async function insertTurn(db: Db, t: Omit<TurnRow, 'blocks_json' | 'created_at'> & { blocks: StoryBlock[] }, now: number): Promise<void> {
  await db
    .insertInto('story_turns')
    .values({
      turn_id: t.turn_id,
      saga_id: t.saga_id,
      turn_number: t.turn_number,
      player_text: t.player_text,
      blocks_json: JSON.stringify(t.blocks),
      generation: t.generation,
      created_at: iso(now),
    })
    .execute();
}

/** Refresh: the same turn told again. */
export async function retellTurn(db: Db, turnId: string, blocks: StoryBlock[], generation: number): Promise<void> {
  await db.updateTable('story_turns').set({ blocks_json: JSON.stringify(blocks), generation }).where('turn_id', '=', turnId).execute();
}

/** Restart: everything after the opening goes, with the echoes picked along the way. */
export async function deleteTurnsAfter(db: Db, sagaId: string, turnNumber: number): Promise<void> {
  await db.deleteFrom('echo_picks').where('saga_id', '=', sagaId).where('turn_number', '>=', turnNumber).execute();
  await db.deleteFrom('echo_rerolls').where('saga_id', '=', sagaId).where('turn_number', '>=', turnNumber).execute();
  await db.deleteFrom('story_turns').where('saga_id', '=', sagaId).where('turn_number', '>', turnNumber).execute();
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
export async function echoSources(db: Db, sagaId: string, ownerId: string, turnNumber: number, limit: number): Promise<EchoSource[]> {
  return db
    .selectFrom('story_turns as t')
    .innerJoin('custom_sagas as s', 's.saga_id', 't.saga_id')
    .innerJoin('users as u', 'u.user_id', 's.owner_id')
    .select(['t.turn_id', 't.saga_id', 't.turn_number', 't.player_text', 't.blocks_json', 't.generation', 't.created_at', 's.title', 's.owner_id', 'u.username'])
    .where('t.player_text', 'is not', null)
    .where('t.saga_id', '<>', sagaId)
    .where('s.owner_id', '<>', ownerId)
    .where('s.deleted_at', 'is', null)
    .orderBy(sql`abs(t.turn_number - ${turnNumber})`)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.seq', 'desc')
    .limit(limit)
    .execute();
}
