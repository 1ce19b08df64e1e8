/** A player's crawl with the engine's state read back from the store, and the state written back. */
import type { CrawlState } from '../engine/dungeon';
import type { Db } from '../store/db';
import { type CrawlRow, findCrawlRow, putCrawlRow, saveStateJson } from '../store/dungeons/crawls';

export interface Crawl extends CrawlRow {
  state: CrawlState;
  artifacts: string[];
}

export async function findCrawl(db: Db, userId: string, dungeonId: string): Promise<Crawl | undefined> {
  const row = await findCrawlRow(db, userId, dungeonId);
  return row && { ...row, state: JSON.parse(row.state_json) as CrawlState, artifacts: JSON.parse(row.artifacts_json) as string[] };
}

/** Creates the crawl, or replaces it on a restart (attempt + 1, a fresh free resurrection). */
export async function putCrawl(db: Db, userId: string, dungeonId: string, c: { attempt: number; state: CrawlState }, now: number): Promise<void> {
  const { state } = c;
  await putCrawlRow(db, userId, dungeonId, { attempt: c.attempt, seed: state.seed, status: state.status, state_json: JSON.stringify(state), artifacts_json: JSON.stringify(state.artifacts) }, now);
}

export const saveState = (db: Db, userId: string, dungeonId: string, state: CrawlState, now: number): Promise<void> =>
  saveStateJson(db, userId, dungeonId, JSON.stringify(state), state.status, now);
