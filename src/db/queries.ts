/**
 * Read queries of the UI: pure reads, each answering null (not undefined) when the row is absent,
 * so a live query's undefined always means "not read yet".
 */
import { db } from './index';
import type { ChapterRow, CommentRow, HomeRow, OutboxRow, RatingRow } from './rows';

export const getSession = async () => (await db.session.get('current')) ?? null;
export const getMe = async () => (await db.user.get('me')) ?? null;
export const getInit = async () => (await db.settings.get('init'))?.value ?? null;
export const getSyncState = async (resource: string) => (await db.syncState.get(resource)) ?? null;

export const listFeatured = (): Promise<HomeRow[]> => db.featured.orderBy('position').toArray();
export const firstRecent = async (): Promise<HomeRow | null> => (await db.recents.orderBy('position').first()) ?? null;

export const getSeries = async (seriesId: string) => (await db.series.get(seriesId)) ?? null;
export const getAdventure = async (adventureId: string) => (await db.adventures.get(adventureId)) ?? null;
export const listAdventuresOfSeries = (seriesId: string) => db.adventures.where('series_id').equals(seriesId).toArray();

export const listChapters = (adventureId: string): Promise<ChapterRow[]> =>
  db.chapters.where('adventure_id').equals(adventureId).sortBy('chapter_number');

/** Top-level comments of a saga, newest first (replies live under their parent). */
export const listComments = async (sagaId: string): Promise<CommentRow[]> => {
  const rows = await db.comments
    .where('[saga_id+created_at]')
    .between([sagaId, ''], [sagaId, '\uffff'])
    .reverse()
    .toArray();
  return rows.filter((c) => c.parent_id === null);
};
/** A saga's comment count, or a Timeline discussion's (key dungeonThread(id)). */
export const getSaga = async (sagaId: string) => (await db.sagas.get(sagaId)) ?? null;
export const getDungeon = async (dungeonId: string) => (await db.dungeons.get(dungeonId)) ?? null;
export const findSeriesBySaga = async (sagaId: string) =>
  (await db.series.filter((s) => s.saga_id === sagaId).first()) ?? null;

export const getRating = async (targetType: RatingRow['target_type'], targetId: string): Promise<RatingRow | null> =>
  (await db.ratings.get([targetType, targetId])) ?? null;

export const listOutbox = (): Promise<OutboxRow[]> => db.outbox.orderBy('seq').toArray();
export const getOutboxRow = async (id: string) => (await db.outbox.get(id)) ?? null;

/** The adventure of a series to open without the network: the one asked for, else one in progress. */
export const findLocalAdventure = async (seriesId: string, preferId?: string) => {
  const all = await listAdventuresOfSeries(seriesId);
  return all.find((a) => a.adventure_id === preferId) ?? all.find((a) => a.status === 'in_progress') ?? null;
};
