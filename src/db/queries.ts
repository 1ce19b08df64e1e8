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

/** A thread's top-level comments (key threadKey), newest first; replies live under their parent. */
export const listComments = async (thread: string): Promise<CommentRow[]> => {
  const rows = await db.comments
    .where('[thread+created_at]')
    .between([thread, ''], [thread, '\uffff'])
    .reverse()
    .toArray();
  return rows.filter((c) => c.parent_id === null);
};
/** A comment's replies, oldest first. */
export const listReplies = (commentId: string): Promise<CommentRow[]> => db.comments.where('parent_id').equals(commentId).sortBy('created_at');
/** A thread's comment count (key threadKey); null until the thread was pulled. */
export const getThread = async (thread: string) => (await db.threads.get(thread)) ?? null;
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
