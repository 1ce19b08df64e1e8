/**
 * A player's crawl of one dungeon and its append-only event history. The crawl's state is the engine's,
 * kept as JSON: the store never reads inside it (the dungeons domain parses it, server/dungeons/crawls.ts).
 */
import type { DungeonEvent } from '../../../src/contract';
import type { Db } from '../db';
import { countAll, iso, num, prepared } from '../query';

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

const COLUMNS = ['user_id', 'dungeon_id', 'attempt', 'seed', 'status', 'state_json', 'artifacts_json', 'free_resurrection_used', 'read_step', 'created_at', 'updated_at'] as const;
const rowOf = (r: Omit<CrawlRow, 'status' | 'seed'> & { status: string; seed: number | string }): CrawlRow => ({ ...r, status: r.status as CrawlStatus, seed: num(r.seed) });

const crawlOf = prepared((db, userId: string, dungeonId: string) => db.selectFrom('dungeon_crawls').select(COLUMNS).where('user_id', '=', userId).where('dungeon_id', '=', dungeonId));

export async function findCrawlRow(db: Db, userId: string, dungeonId: string): Promise<CrawlRow | undefined> {
  const [r] = await crawlOf(db, userId, dungeonId);
  return r && rowOf(r);
}

/** Creates the crawl, or replaces it on a restart (attempt + 1, a fresh free resurrection). */
export async function putCrawlRow(
  db: Db,
  userId: string,
  dungeonId: string,
  c: Pick<CrawlRow, 'attempt' | 'seed' | 'status' | 'state_json' | 'artifacts_json'>,
  now: number,
): Promise<void> {
  await db
    .insertInto('dungeon_crawls')
    .values({ user_id: userId, dungeon_id: dungeonId, ...c, created_at: iso(now), updated_at: iso(now) })
    .onConflict((oc) =>
      oc.columns(['user_id', 'dungeon_id']).doUpdateSet((eb) => ({
        attempt: eb.ref('excluded.attempt'),
        seed: eb.ref('excluded.seed'),
        status: eb.ref('excluded.status'),
        state_json: eb.ref('excluded.state_json'),
        artifacts_json: eb.ref('excluded.artifacts_json'),
        free_resurrection_used: 0,
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

const saveState = prepared((db, stateJson: string, status: CrawlStatus, at: string, userId: string, dungeonId: string) =>
  db.updateTable('dungeon_crawls').set({ state_json: stateJson, status, updated_at: at }).where('user_id', '=', userId).where('dungeon_id', '=', dungeonId),
);

/** Every turn's write. */
export async function saveStateJson(db: Db, userId: string, dungeonId: string, stateJson: string, status: CrawlStatus, now: number): Promise<void> {
  await saveState(db, stateJson, status, iso(now), userId, dungeonId);
}

export async function markFreeResurrectionUsed(db: Db, userId: string, dungeonId: string): Promise<void> {
  await db.updateTable('dungeon_crawls').set({ free_resurrection_used: 1 }).where('user_id', '=', userId).where('dungeon_id', '=', dungeonId).execute();
}

export async function setReadStep(db: Db, userId: string, dungeonId: string, step: number, now: number): Promise<void> {
  await db.updateTable('dungeon_crawls').set({ read_step: step, updated_at: iso(now) }).where('user_id', '=', userId).where('dungeon_id', '=', dungeonId).execute();
}

/** The primary key (user, dungeon, seq) refuses a second event of the same seq: a doubled turn fails whole. */
/** A turn's events, one prepared insert each (a turn plays a handful). */
const insertEvent = prepared((db, userId: string, dungeonId: string, seq: number, type: string, payloadJson: string, createdAt: string) =>
  db.insertInto('dungeon_events').values({ user_id: userId, dungeon_id: dungeonId, seq, type, payload_json: payloadJson, created_at: createdAt }),
);

export async function appendEvents(db: Db, userId: string, dungeonId: string, events: DungeonEvent[]): Promise<void> {
  for (const e of events) await insertEvent(db, userId, dungeonId, e.seq, e.type, JSON.stringify(e), e.created_at);
}

const eventOf = (r: { payload_json: string }): DungeonEvent => JSON.parse(r.payload_json) as DungeonEvent;

export async function eventsOf(db: Db, userId: string, dungeonId: string): Promise<DungeonEvent[]> {
  const rows = await db.selectFrom('dungeon_events').select('payload_json').where('user_id', '=', userId).where('dungeon_id', '=', dungeonId).orderBy('seq').execute();
  return rows.map(eventOf);
}

/** The events after `afterSeq`, by seq: a turn's answer to a client that holds the history up to it. */
export async function eventsAfter(db: Db, userId: string, dungeonId: string, afterSeq: number): Promise<DungeonEvent[]> {
  const rows = await db
    .selectFrom('dungeon_events')
    .select('payload_json')
    .where('user_id', '=', userId)
    .where('dungeon_id', '=', dungeonId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .execute();
  return rows.map(eventOf);
}

/** The engine names events 'ev-<seq>'. */
export async function findEvent(db: Db, userId: string, dungeonId: string, eventId: string): Promise<DungeonEvent | undefined> {
  const seq = /^ev-(\d+)$/.exec(eventId)?.[1];
  if (seq === undefined) return undefined;
  const row = await db
    .selectFrom('dungeon_events')
    .select('payload_json')
    .where('user_id', '=', userId)
    .where('dungeon_id', '=', dungeonId)
    .where('seq', '=', Number(seq))
    .executeTakeFirst();
  return row && eventOf(row);
}

/** Of a crawl, what home shows: which dungeon, how it stands and when it was last played (never its state). */
export type CrawlHead = Pick<CrawlRow, 'dungeon_id' | 'status' | 'updated_at'>;

const crawlHeads = prepared((db, userId: string) => db.selectFrom('dungeon_crawls').select(['dungeon_id', 'status', 'updated_at']).where('user_id', '=', userId).orderBy('updated_at', 'desc'));

/** Dungeons the player touched, the most recently played first: one read for home's every dungeon. */
export async function recentCrawls(db: Db, userId: string): Promise<CrawlHead[]> {
  return (await crawlHeads(db, userId)) as CrawlHead[];
}

export async function usersStarted(db: Db, dungeonId: string): Promise<number> {
  const r = await db.selectFrom('dungeon_crawls').select(countAll().as('n')).where('dungeon_id', '=', dungeonId).executeTakeFirstOrThrow();
  return num(r.n);
}
