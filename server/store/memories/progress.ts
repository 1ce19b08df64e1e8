/** A player's progress through adventures and the choices made at each moment. */
import type { Db } from '../db';
import { iso, prepared } from '../query';

export interface ProgressRow {
  user_id: string;
  adventure_id: string;
  series_id: string;
  current_chapter: number;
  status: 'in_progress' | 'ended';
  started_at: string;
  updated_at: string;
}

export interface ChoiceRow {
  chapter: number;
  choice: string;
  branch_key: string;
}

export async function findProgress(db: Db, userId: string, adventureId: string): Promise<ProgressRow | undefined> {
  return (await db.selectFrom('adventure_progress').selectAll().where('user_id', '=', userId).where('adventure_id', '=', adventureId).executeTakeFirst()) as
    | ProgressRow
    | undefined;
}

const seriesProgress = prepared((db, userId: string, seriesId: string) => db.selectFrom('adventure_progress').selectAll().where('user_id', '=', userId).where('series_id', '=', seriesId));

export async function progressInSeries(db: Db, userId: string, seriesId: string): Promise<ProgressRow[]> {
  return (await seriesProgress(db, userId, seriesId)) as ProgressRow[];
}

/** Of a progress row, what a series' card on home needs. */
export type SeriesProgressRow = Pick<ProgressRow, 'series_id' | 'status' | 'updated_at'>;

const playerProgress = prepared((db, userId: string) => db.selectFrom('adventure_progress').select(['series_id', 'status', 'updated_at']).where('user_id', '=', userId));

/** The player's progress in every series at once: home's cards, one read however many series there are. */
export async function progressOfPlayer(db: Db, userId: string): Promise<SeriesProgressRow[]> {
  return (await playerProgress(db, userId)) as SeriesProgressRow[];
}

const seriesByRecency = prepared((db, userId: string) =>
  db
    .selectFrom('adventure_progress')
    .select((eb) => ['series_id', eb.fn.max('updated_at').as('updated_at')])
    .where('user_id', '=', userId)
    .groupBy('series_id')
    .orderBy((eb) => eb.fn.max('updated_at'), 'desc'),
);

/** The series the player touched, the most recently played first. */
export async function recentSeries(db: Db, userId: string): Promise<{ series_id: string; updated_at: string }[]> {
  return seriesByRecency(db, userId);
}

export async function startProgress(db: Db, userId: string, adventureId: string, seriesId: string, now: number): Promise<ProgressRow> {
  await db
    .insertInto('adventure_progress')
    .values({ user_id: userId, adventure_id: adventureId, series_id: seriesId, current_chapter: 1, status: 'in_progress', started_at: iso(now), updated_at: iso(now) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await findProgress(db, userId, adventureId))!;
}

export async function touchProgress(db: Db, userId: string, adventureId: string, now: number): Promise<void> {
  await db.updateTable('adventure_progress').set({ updated_at: iso(now) }).where('user_id', '=', userId).where('adventure_id', '=', adventureId).execute();
}

export async function advanceProgress(db: Db, p: Pick<ProgressRow, 'user_id' | 'adventure_id' | 'current_chapter' | 'status'>, now: number): Promise<void> {
  await db
    .updateTable('adventure_progress')
    .set({ current_chapter: p.current_chapter, status: p.status, updated_at: iso(now) })
    .where('user_id', '=', p.user_id)
    .where('adventure_id', '=', p.adventure_id)
    .execute();
}

export async function choicesOf(db: Db, userId: string, adventureId: string): Promise<ChoiceRow[]> {
  return db.selectFrom('adventure_choices').select(['chapter', 'choice', 'branch_key']).where('user_id', '=', userId).where('adventure_id', '=', adventureId).orderBy('chapter').execute();
}

export async function recordChoice(db: Db, userId: string, adventureId: string, c: ChoiceRow, now: number): Promise<void> {
  await db.insertInto('adventure_choices').values({ user_id: userId, adventure_id: adventureId, ...c, created_at: iso(now) }).execute();
}

/** A choice of the seeded world: kept as first seeded (a restart of the server changes nothing). */
export async function seedChoice(db: Db, userId: string, adventureId: string, c: ChoiceRow, at: number): Promise<void> {
  await db
    .insertInto('adventure_choices')
    .values({ user_id: userId, adventure_id: adventureId, chapter: c.chapter, choice: c.choice, branch_key: c.branch_key, created_at: iso(at) })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The latest choices other players typed at one moment: offered to the player as suggestions. */
export async function othersChoices(db: Db, adventureId: string, chapter: number, exceptUserId: string, limit: number) {
  return db
    .selectFrom('adventure_choices')
    .select(['user_id', 'choice', 'branch_key'])
    .where('adventure_id', '=', adventureId)
    .where('chapter', '=', chapter)
    .where('user_id', '<>', exceptUserId)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}

/** The branch an identical choice took at this moment before (an offered choice tapped), if any. */
export async function branchOfChoice(db: Db, adventureId: string, chapter: number, choice: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('adventure_choices')
    .select('branch_key')
    .where('adventure_id', '=', adventureId)
    .where('chapter', '=', chapter)
    .where('choice', '=', choice)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  return row?.branch_key;
}

/** Restart (reread): the player's progress and choices of one adventure go, so it starts again at chapter 1. */
export async function clearProgress(db: Db, userId: string, adventureId: string): Promise<void> {
  await db.deleteFrom('adventure_choices').where('user_id', '=', userId).where('adventure_id', '=', adventureId).execute();
  await db.deleteFrom('adventure_progress').where('user_id', '=', userId).where('adventure_id', '=', adventureId).execute();
}

export interface SeriesChoiceRow {
  id: number;
  user_id: string;
  choice: string;
  adventure_id: string;
  name: string;
  username: string | null;
}

/** The latest choices other players typed in a series' adventures, newest first (a series saga's echoes). */
export async function latestChoicesInSeries(db: Db, seriesId: string, exceptUserId: string, limit: number): Promise<SeriesChoiceRow[]> {
  return db
    .selectFrom('adventure_choices as c')
    .innerJoin('adventures as a', 'a.adventure_id', 'c.adventure_id')
    .innerJoin('users as u', 'u.user_id', 'c.user_id')
    .select(['c.seq as id', 'c.user_id', 'c.choice', 'c.adventure_id', 'a.name', 'u.username'])
    .where('a.series_id', '=', seriesId)
    .where('c.user_id', '<>', exceptUserId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.seq', 'desc')
    .limit(limit)
    .execute();
}

/** The first of these adventures the player has not finished (not started counts as not finished). */
export async function firstUnfinished<A extends { adventure_id: string }>(db: Db, userId: string, adventures: readonly A[]): Promise<A | undefined> {
  for (const a of adventures) if ((await findProgress(db, userId, a.adventure_id))?.status !== 'ended') return a;
  return undefined;
}
