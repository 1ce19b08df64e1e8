/**
 * Every thread's comments in one table: a saga's, a dungeon's and an adventure's chapters. A reply names
 * its parent (one level deep) and is in its parent's thread and chapter. `hidden` lists authors the reader
 * must not see (whom they blocked): they are left out of lists and counts alike.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from './db';
import { countAll, num } from './query';
import type { Database } from './schema';

export type ThreadKind = 'saga' | 'dungeon' | 'adventure';

/** A thread: what it is about. An adventure's thread holds every chapter's comments. */
export interface ThreadRef {
  kind: ThreadKind;
  target_id: string;
}

export interface CommentRow extends ThreadRef {
  comment_id: string;
  chapter: number | null;
  parent_id: string | null;
  user_id: string;
  username: string | null;
  text: string;
  is_spoiler: number;
  created_at: string;
  /** Replies the reader can see. */
  reply_count: number;
}

export type NewComment = Omit<CommentRow, 'username' | 'reply_count' | 'is_spoiler'> & { is_spoiler: boolean };

type CommentsAsC = ExpressionBuilder<Database & { c: Database['comments'] }, 'c'>;
const TRUE = sql<SqlBool>`1 = 1`;

/** The author is not one the reader hides. */
const visible = (author: 'c.user_id' | 'r.user_id', hidden: readonly string[]): Expression<SqlBool> =>
  hidden.length === 0 ? TRUE : sql<SqlBool>`${sql.ref(author)} not in (${sql.join(hidden)})`;

/** What a count counts: a visible comment, and not a reply under a hidden one (the thread never shows it). */
const counted = (eb: CommentsAsC, hidden: readonly string[]): Expression<SqlBool> =>
  hidden.length === 0
    ? TRUE
    : eb.and([
        visible('c.user_id', hidden),
        eb.or([eb('c.parent_id', 'is', null), eb(eb.selectFrom('comments as p').select('p.user_id').whereRef('p.comment_id', '=', 'c.parent_id'), 'not in', hidden)]),
      ]);

// reply_count is one indexed lookup per comment (comments_parent), so a long thread's list stays cheap.
function selectComments(db: Db, hidden: readonly string[]) {
  return db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.user_id', 'c.user_id')
    .select((eb) => [
      'c.comment_id',
      'c.kind',
      'c.target_id',
      'c.chapter',
      'c.parent_id',
      'c.user_id',
      'u.username',
      'c.text',
      'c.is_spoiler',
      'c.created_at',
      eb
        .selectFrom('comments as r')
        .select(countAll().as('n'))
        .whereRef('r.parent_id', '=', 'c.comment_id')
        .where(visible('r.user_id', hidden))
        .as('reply_count'),
    ]);
}

type Selected = Omit<CommentRow, 'reply_count' | 'kind'> & { kind: string; reply_count: number | string | null };
const rowOf = (r: Selected): CommentRow => ({ ...r, kind: r.kind as ThreadKind, reply_count: num(r.reply_count) });

/** Where a page of a thread starts: the comment before which it lists (by time, then insertion order). */
export interface PageCursor {
  created_at: string;
  seq: number;
}

/** The position of a comment in its thread, for `before`; undefined when no such comment exists. */
export async function cursorOf(db: Db, commentId: string): Promise<PageCursor | undefined> {
  const r = await db.selectFrom('comments').select(['created_at', 'seq']).where('comment_id', '=', commentId).executeTakeFirst();
  return r && { created_at: r.created_at, seq: num(r.seq) };
}

/** Which top-level comments of a thread: one chapter's (or, for sagas and dungeons, chapter null), or every chapter's. */
export type ChapterScope = { chapter: number | null } | 'every chapter';

/**
 * A page of a thread's top-level comments, newest first, older than `before` when given. The page is
 * read from comments_list in order, so a deep page of a long thread costs what the first one does.
 */
export async function listThreadPage(
  db: Db,
  thread: ThreadRef,
  scope: ChapterScope,
  hidden: readonly string[],
  before: PageCursor | null,
  limit: number,
): Promise<CommentRow[]> {
  let q = selectComments(db, hidden)
    .where('c.kind', '=', thread.kind)
    .where('c.target_id', '=', thread.target_id)
    .where('c.parent_id', 'is', null)
    .where(visible('c.user_id', hidden));
  if (scope !== 'every chapter') q = q.where('c.chapter', scope.chapter === null ? 'is' : '=', scope.chapter);
  if (before) {
    q = q
      .where('c.created_at', '<=', before.created_at)
      .where((eb) => eb.or([eb('c.created_at', '<', before.created_at), eb('c.seq', '<', before.seq)]));
  }
  const rows = await q.orderBy('c.created_at', 'desc').orderBy('c.seq', 'desc').limit(limit).execute();
  return rows.map(rowOf);
}

/** A comment's replies, oldest first: they read as a conversation. */
export async function listReplies(db: Db, parentId: string, hidden: readonly string[]): Promise<CommentRow[]> {
  const rows = await selectComments(db, hidden)
    .where('c.parent_id', '=', parentId)
    .where(visible('c.user_id', hidden))
    .orderBy('c.created_at')
    .orderBy('c.seq')
    .execute();
  return rows.map(rowOf);
}

export async function findComment(db: Db, commentId: string, hidden: readonly string[] = []): Promise<CommentRow | undefined> {
  const r = await selectComments(db, hidden).where('c.comment_id', '=', commentId).executeTakeFirst();
  return r && rowOf(r);
}

export async function insertComment(db: Db, c: NewComment): Promise<void> {
  await db.insertInto('comments').values({ ...c, is_spoiler: c.is_spoiler ? 1 : 0 }).execute();
}

/** Every comment of a thread the reader can see, replies included, per chapter (one row with chapter null outside adventures). */
export async function countByChapter(db: Db, thread: ThreadRef, hidden: readonly string[]): Promise<{ chapter: number | null; count: number }[]> {
  const rows = await db
    .selectFrom('comments as c')
    .select(['c.chapter', countAll().as('count')])
    .where('c.kind', '=', thread.kind)
    .where('c.target_id', '=', thread.target_id)
    .where((eb) => counted(eb, hidden))
    .groupBy('c.chapter')
    .orderBy('c.chapter')
    .execute();
  return rows.map((r) => ({ chapter: r.chapter, count: num(r.count) }));
}

/** A series' discussion: its saga's comments and every chapter comment of its adventures. */
export async function countSeriesComments(db: Db, seriesId: string, hidden: readonly string[]): Promise<number> {
  const r = await db
    .selectFrom('comments as c')
    .select(countAll().as('n'))
    .where((eb) => counted(eb, hidden))
    .where((eb) =>
      eb.or([
        eb.and([eb('c.kind', '=', 'saga'), eb('c.target_id', '=', eb.selectFrom('series').select('saga_id').where('series_id', '=', seriesId))]),
        eb.and([eb('c.kind', '=', 'adventure'), eb('c.target_id', 'in', eb.selectFrom('adventures').select('adventure_id').where('series_id', '=', seriesId))]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return num(r.n);
}

/** Whether a player ever commented, in any thread (the post_comment bonus). */
export async function hasCommented(db: Db, userId: string): Promise<boolean> {
  return (await db.selectFrom('comments').select('comment_id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
}
