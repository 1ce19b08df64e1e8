/**
 * A player's crawl of one dungeon and its append-only event history. The crawl's state is the engine's,
 * kept as JSON: the store never reads inside it (the dungeons domain parses it, server/dungeons/crawls.ts).
 */
import type { DungeonEvent } from '../../../src/contract';
import type { Db } from '../db';
import { iso, stmt } from '../stmt';

export type CrawlStatus = 'active' | 'game_over' | 'victory';

export interface CrawlRow {
  user_id: string;
  dungeon_id: string;
  attempt: number;
  seed: number;
  status: CrawlStatus;
  state_json: string;
  artifacts_json: string;
  free_resurrection_used: number;
  read_step: number;
  created_at: string;
  updated_at: string;
}

export function findCrawlRow(db: Db, userId: string, dungeonId: string): CrawlRow | undefined {
  return stmt(db, 'SELECT * FROM dungeon_crawls WHERE user_id = ? AND dungeon_id = ?').get(userId, dungeonId) as CrawlRow | undefined;
}

/** Creates the crawl, or replaces it on a restart (attempt + 1, a fresh free resurrection). */
export function putCrawlRow(
  db: Db,
  userId: string,
  dungeonId: string,
  c: Pick<CrawlRow, 'attempt' | 'seed' | 'status' | 'state_json' | 'artifacts_json'>,
  now: number,
): void {
  stmt(
    db,
    `INSERT INTO dungeon_crawls (user_id, dungeon_id, attempt, seed, status, state_json, artifacts_json, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, dungeon_id) DO UPDATE SET attempt = excluded.attempt, seed = excluded.seed,
       status = excluded.status, state_json = excluded.state_json, artifacts_json = excluded.artifacts_json,
       free_resurrection_used = 0, updated_at = excluded.updated_at`,
  ).run(userId, dungeonId, c.attempt, c.seed, c.status, c.state_json, c.artifacts_json, iso(now), iso(now));
}

export function saveStateJson(db: Db, userId: string, dungeonId: string, stateJson: string, status: CrawlStatus, now: number): void {
  stmt(db, 'UPDATE dungeon_crawls SET state_json = ?, status = ?, updated_at = ? WHERE user_id = ? AND dungeon_id = ?').run(
    stateJson, status, iso(now), userId, dungeonId,
  );
}

export function markFreeResurrectionUsed(db: Db, userId: string, dungeonId: string): void {
  stmt(db, 'UPDATE dungeon_crawls SET free_resurrection_used = 1 WHERE user_id = ? AND dungeon_id = ?').run(userId, dungeonId);
}

export function setReadStep(db: Db, userId: string, dungeonId: string, step: number, now: number): void {
  stmt(db, 'UPDATE dungeon_crawls SET read_step = ?, updated_at = ? WHERE user_id = ? AND dungeon_id = ?').run(step, iso(now), userId, dungeonId);
}

export function appendEvents(db: Db, userId: string, dungeonId: string, events: DungeonEvent[]): void {
  const insert = stmt(db, 'INSERT INTO dungeon_events (user_id, dungeon_id, seq, type, payload_json, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const e of events) insert.run(userId, dungeonId, e.seq, e.type, JSON.stringify(e), e.created_at);
}

export function eventsOf(db: Db, userId: string, dungeonId: string): DungeonEvent[] {
  const rows = stmt(db, 'SELECT payload_json FROM dungeon_events WHERE user_id = ? AND dungeon_id = ? ORDER BY seq').all(userId, dungeonId) as {
    payload_json: string;
  }[];
  return rows.map((r) => JSON.parse(r.payload_json) as DungeonEvent);
}

/** The events after `afterSeq`, by seq: a turn's answer to a client that holds the history up to it. */
export function eventsAfter(db: Db, userId: string, dungeonId: string, afterSeq: number): DungeonEvent[] {
  const rows = stmt(db, 'SELECT payload_json FROM dungeon_events WHERE user_id = ? AND dungeon_id = ? AND seq > ? ORDER BY seq').all(userId, dungeonId, afterSeq) as {
    payload_json: string;
  }[];
  return rows.map((r) => JSON.parse(r.payload_json) as DungeonEvent);
}

/** The engine names events 'ev-<seq>'. */
export function findEvent(db: Db, userId: string, dungeonId: string, eventId: string): DungeonEvent | undefined {
  const seq = /^ev-(\d+)$/.exec(eventId)?.[1];
  if (seq === undefined) return undefined;
  const row = stmt(db, 'SELECT payload_json FROM dungeon_events WHERE user_id = ? AND dungeon_id = ? AND seq = ?').get(userId, dungeonId, Number(seq)) as
    | { payload_json: string }
    | undefined;
  return row && (JSON.parse(row.payload_json) as DungeonEvent);
}

/** Dungeons the player touched, the most recently played first. */
export function recentCrawls(db: Db, userId: string): CrawlRow[] {
  return stmt(db, 'SELECT * FROM dungeon_crawls WHERE user_id = ? ORDER BY updated_at DESC').all(userId) as CrawlRow[];
}

export function usersStarted(db: Db, dungeonId: string): number {
  return (stmt(db, 'SELECT count(*) AS n FROM dungeon_crawls WHERE dungeon_id = ?').get(dungeonId) as { n: number }).n;
}
