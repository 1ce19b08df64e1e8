/**
 * Every thread's comments in one table: a saga's, a dungeon's and an adventure's chapters. A reply names
 * its parent (one level deep) and is in its parent's thread and chapter. `hidden` lists authors the reader
 * must not see (whom they blocked): they are left out of lists and counts alike.
 */
import type { Db } from './db';
import { stmt } from './stmt';

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

const VISIBLE = (alias: string): string => `${alias}.user_id NOT IN (SELECT value FROM json_each(@hidden))`;
/** What a count counts: a visible comment, and not a reply under a hidden one (the thread never shows it). */
const COUNTED = (alias: string): string =>
  `${VISIBLE(alias)} AND (${alias}.parent_id IS NULL OR (SELECT p.user_id FROM comments p WHERE p.comment_id = ${alias}.parent_id) NOT IN (SELECT value FROM json_each(@hidden)))`;

// reply_count is one indexed lookup per comment (comments_parent), so a long thread's list stays cheap.
const COLUMNS = `c.comment_id, c.kind, c.target_id, c.chapter, c.parent_id, c.user_id, u.username, c.text, c.is_spoiler,
  c.created_at, (SELECT count(*) FROM comments r WHERE r.parent_id = c.comment_id AND ${VISIBLE('r')}) AS reply_count`;
const SELECT = `SELECT ${COLUMNS} FROM comments c JOIN users u ON u.user_id = c.user_id`;

const json = (ids: readonly string[]): string => JSON.stringify(ids);

/** Where a page of a thread starts: the comment before which it lists (by time, then insertion order). */
export interface PageCursor {
  created_at: string;
  rowid: number;
}

/** The position of a comment in its thread, for `before`; undefined when no such comment exists. */
export function cursorOf(db: Db, commentId: string): PageCursor | undefined {
  return stmt(db, 'SELECT created_at, rowid FROM comments WHERE comment_id = ?').get(commentId) as PageCursor | undefined;
}

/** Which top-level comments of a thread: one chapter's (or, for sagas and dungeons, chapter null), or every chapter's. */
export type ChapterScope = { chapter: number | null } | 'every chapter';

// INDEXED BY: without statistics the planner may walk comments_parent (every top-level comment of every thread).
const TOP = (scope: ChapterScope, before: boolean): string =>
  `SELECT ${COLUMNS} FROM comments c INDEXED BY comments_list JOIN users u ON u.user_id = c.user_id WHERE c.kind = @kind AND c.target_id = @target ${scope === 'every chapter' ? '' : 'AND c.chapter IS @chapter'}
   AND c.parent_id IS NULL AND ${VISIBLE('c')}
   ${before ? 'AND c.created_at <= @before_at AND (c.created_at < @before_at OR c.rowid < @before_rowid)' : ''}
   ORDER BY c.created_at DESC, c.rowid DESC LIMIT @limit`;

/**
 * A page of a thread's top-level comments, newest first, older than `before` when given. The page is
 * read from comments_list in order, so a deep page of a long thread costs what the first one does.
 */
export function listThreadPage(
  db: Db,
  thread: ThreadRef,
  scope: ChapterScope,
  hidden: readonly string[],
  before: PageCursor | null,
  limit: number,
): CommentRow[] {
  const params = {
    kind: thread.kind,
    target: thread.target_id,
    hidden: json(hidden),
    limit,
    ...(scope === 'every chapter' ? {} : { chapter: scope.chapter }),
    ...(before ? { before_at: before.created_at, before_rowid: before.rowid } : {}),
  };
  return stmt(db, TOP(scope, before !== null)).all(params) as CommentRow[];
}

/** A comment's replies, oldest first: they read as a conversation. */
export function listReplies(db: Db, parentId: string, hidden: readonly string[]): CommentRow[] {
  return stmt(db, `${SELECT} WHERE c.parent_id = @parent AND ${VISIBLE('c')} ORDER BY c.created_at, c.rowid`).all({
    parent: parentId,
    hidden: json(hidden),
  }) as CommentRow[];
}

export function findComment(db: Db, commentId: string, hidden: readonly string[] = []): CommentRow | undefined {
  return stmt(db, `${SELECT} WHERE c.comment_id = @id`).get({ id: commentId, hidden: json(hidden) }) as CommentRow | undefined;
}

export function insertComment(db: Db, c: NewComment): void {
  stmt(
    db,
    `INSERT INTO comments (comment_id, kind, target_id, chapter, parent_id, user_id, text, is_spoiler, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(c.comment_id, c.kind, c.target_id, c.chapter, c.parent_id, c.user_id, c.text, c.is_spoiler ? 1 : 0, c.created_at);
}

/** Every comment of a thread the reader can see, replies included, per chapter (one row with chapter null outside adventures). */
export function countByChapter(db: Db, thread: ThreadRef, hidden: readonly string[]): { chapter: number | null; count: number }[] {
  return stmt(
    db,
    `SELECT c.chapter, count(*) AS count FROM comments c WHERE c.kind = @kind AND c.target_id = @target AND ${COUNTED('c')}
     GROUP BY c.chapter ORDER BY c.chapter`,
  ).all({ kind: thread.kind, target: thread.target_id, hidden: json(hidden) }) as { chapter: number | null; count: number }[];
}

/** A series' discussion: its saga's comments and every chapter comment of its adventures. */
export function countSeriesComments(db: Db, seriesId: string, hidden: readonly string[]): number {
  return stmt(
    db,
    `SELECT count(*) FROM comments c WHERE ${COUNTED('c')} AND (
       (c.kind = 'saga' AND c.target_id = (SELECT saga_id FROM series WHERE series_id = @series))
       OR (c.kind = 'adventure' AND c.target_id IN (SELECT adventure_id FROM adventures WHERE series_id = @series)))`,
  )
    .pluck()
    .get({ series: seriesId, hidden: json(hidden) }) as number;
}

/** Whether a player ever commented, in any thread (the post_comment bonus). */
export function hasCommented(db: Db, userId: string): boolean {
  return !!stmt(db, 'SELECT 1 FROM comments WHERE user_id = ? LIMIT 1').get(userId);
}
