import Dexie from 'dexie';
import { type Comment, type CommentList, THREAD_PAGE } from '../../src/contract';
import { type ChronicleDB, type CommentRow, type ThreadRef, threadKey } from '../../src/db';
import { describeFailure } from '../http/outcome';
import type { Result } from '../types';
import { pull, type PullSpec, type SyncContext } from './pull';
import { pendingReportedIds } from './reports';
import { replaceRows } from './same-rows';

/** A comment the server sent, as a row of its own thread. */
export const commentRow = (c: Comment): CommentRow => ({ ...c, thread: threadKey(c), depth: c.parent_id ? 1 : 0, pending: false, outbox_id: null });

/**
 * How many older pages a refresh fetches to join the newest page to what the device already holds; a
 * thread that grew by more than this since it was last read starts again from its newest comments.
 */
export const MAX_CATCH_UP_PAGES = 20;

// The outbox: a report still waiting keeps its comment out (sync/reports.ts).
const threadTables = (db: ChronicleDB) => [db.comments, db.threads, db.dungeons, db.chapters, db.outbox];

/** The syncState key of a thread's pull. */
export const threadResourceKey = (ref: ThreadRef): string => `thread:${threadKey(ref)}`;

/** The top-level comments the server sent before, newest first, from `from` (a created_at) up; pending ones are the player's. */
const heldSince = (db: ChronicleDB, thread: string, from: string) =>
  db.comments
    .where('[thread+depth+created_at]')
    .between([thread, 0, from], [thread, 0, Dexie.maxKey], true, true)
    .filter((c) => !c.pending);

/**
 * One page written: its comments upserted, and the top-level comments held here in the span the page
 * covers (from its oldest comment up to `upTo`) that the server no longer lists are dropped (blocked
 * authors, comments gone). The count, replies included, is the thread's, and where a count is kept
 * elsewhere too it follows: a Timeline's discussion_count, the chapters' comment_count.
 */
async function writePage(db: ChronicleDB, ref: ThreadRef, list: CommentList, upTo: string | null, listed: Set<string>): Promise<void> {
  const thread = threadKey(ref);
  const reported = await pendingReportedIds(db);
  const next = list.comments.filter((c) => !reported.has(c.comment_id)).map(commentRow);
  const onPage = new Set(next.map((c) => c.comment_id));
  const oldest = list.comments.at(-1)?.created_at ?? '';
  const held = (await heldSince(db, thread, oldest).toArray()).filter((c) => upTo === null || c.created_at <= upTo);
  // Held rows an earlier page listed stay as they are; the rest of the span becomes this page, writing
  // only what changed (same-rows.ts): a thread pulled again unchanged writes no comment.
  const current = held.filter((c) => onPage.has(c.comment_id) || !listed.has(c.comment_id));
  for (const id of onPage) listed.add(id);
  await replaceRows(db.comments, current, next, (c) => c.comment_id);
  await db.threads.update(thread, { comment_count: list.count });
  if (ref.kind === 'dungeon') await db.dungeons.update(ref.target_id, { discussion_count: list.count });
  if (ref.kind === 'adventure') {
    const counts = new Map(list.chapter_counts.map((c) => [c.chapter_num, c.count]));
    await db.chapters
      .where('adventure_id')
      .equals(ref.target_id)
      .modify((c) => {
        c.comment_count = counts.get(c.chapter_number) ?? 0;
      });
  }
}

/** Where a page leaves the device's copy: joined to what it held, complete, or with a gap below it. */
type Join = { kind: 'joined' } | { kind: 'gap'; before: string };

/**
 * Writes a page of a refresh (the first, or one fetched to close a gap below it). The page joins what
 * the device held when its oldest comment was already here; then `older` stays what it was. A page that
 * reaches the thread's first comment leaves nothing older to keep.
 */
async function writeRefreshPage(db: ChronicleDB, ref: ThreadRef, list: CommentList, upTo: string | null, listed: Set<string>, lastPage: boolean): Promise<Join> {
  const thread = threadKey(ref);
  const oldest = list.comments.at(-1);
  const held = oldest ? await db.comments.get(oldest.comment_id) : undefined;
  const joined = held !== undefined && !held.pending && !listed.has(held.comment_id);
  const before = (await db.threads.get(thread)) ?? { thread, comment_count: list.count };
  await db.threads.put({ ...before, comment_count: list.count });
  await writePage(db, ref, list, upTo, listed);

  const below = () => db.comments.where('[thread+depth+created_at]').between([thread, 0, Dexie.minKey], [thread, 0, oldest?.created_at ?? Dexie.maxKey], true, false).filter((c) => !c.pending && !listed.has(c.comment_id));
  if (list.next_before === null) {
    await below().delete();
    await db.threads.update(thread, { older: null });
    return { kind: 'joined' };
  }
  if (joined) {
    // A copy pulled before threads were paged holds the whole thread as it was then.
    if (before.older === undefined) await db.threads.update(thread, { older: null });
    return { kind: 'joined' };
  }
  const more = (await below().count()) > 0;
  if (more && !lastPage) return { kind: 'gap', before: list.next_before };
  // Nothing held below (or too far to join): the device's copy ends with this page.
  await below().delete();
  await db.threads.update(thread, { older: list.next_before });
  return { kind: 'joined' };
}

type PageWrite = (db: ChronicleDB, list: CommentList) => Promise<void>;

const pageQuery = (before: string | null): Record<string, string> => ({ limit: String(THREAD_PAGE), ...(before ? { before } : {}) });

/** Each thread's list call: its newest page, through `pull` (freshness and ETag are the thread's). */
function pullFirstPage(ctx: SyncContext, ref: ThreadRef, write: PageWrite): Promise<Result> {
  const base = { key: threadResourceKey(ref), tables: threadTables, write, query: pageQuery(null) };
  switch (ref.kind) {
    case 'saga':
      return pull(ctx, { ...base, endpoint: 'sagaComments', params: { sagaId: ref.target_id } });
    case 'dungeon':
      return pull(ctx, { ...base, endpoint: 'dungeonComments', params: { dungeonId: ref.target_id } });
    case 'adventure':
      return pull(ctx, { ...base, endpoint: 'adventureComments', params: { id: ref.target_id }, query: { ...base.query, chapter: String(ref.chapter) } });
  }
}

/** The page of a thread older than `before`, fetched outside `pull` (freshness and ETag are the first page's). */
async function fetchPage(ctx: SyncContext, ref: ThreadRef, before: string): Promise<{ ok: true; list: CommentList } | { ok: false; message: string }> {
  const query = pageQuery(before);
  const out = await (() => {
    switch (ref.kind) {
      case 'saga':
        return ctx.http.call('sagaComments', { params: { sagaId: ref.target_id }, query });
      case 'dungeon':
        return ctx.http.call('dungeonComments', { params: { dungeonId: ref.target_id }, query });
      case 'adventure':
        return ctx.http.call('adventureComments', { params: { id: ref.target_id }, query: { ...query, chapter: String(ref.chapter) } });
    }
  })();
  if (out.kind === 'ok') return { ok: true, list: out.data };
  return { ok: false, message: describeFailure(out) };
}

/**
 * GET a thread's newest top-level comments: a saga's, a Timeline's or an adventure chapter's. They replace
 * what the server sent before in their span; the player's pending comments stay. When the thread grew by
 * more than a page since the device last read it, older pages follow until they join what it holds, so
 * the device's copy has no hole and every comment it held stays readable offline.
 */
export async function pullThread(ctx: SyncContext, ref: ThreadRef): Promise<Result> {
  const listed = new Set<string>();
  let join = { kind: 'joined' } as Join;
  let newest: string | null = null;
  const first = await pullFirstPage(ctx, ref, async (db, list) => {
    newest = list.comments[0]?.created_at ?? null;
    join = await writeRefreshPage(db, ref, list, null, listed, false);
  });
  for (let page = 1; first.ok && join.kind === 'gap' && page <= MAX_CATCH_UP_PAGES; page++) {
    const next = await fetchPage(ctx, ref, join.before);
    if (!next.ok) return first;
    const { db } = ctx;
    const upTo = newest;
    join = await db.transaction('rw', threadTables(db), () => writeRefreshPage(db, ref, next.list, upTo, listed, page === MAX_CATCH_UP_PAGES));
  }
  return first;
}

/** The syncState key of a thread's older pages. */
export const olderResourceKey = (ref: ThreadRef): string => `threadOlder:${threadKey(ref)}`;

/**
 * GET the page after the oldest top-level comment the device holds (the thread's `older`), as the reader
 * scrolls past it; nothing to do when the device holds the thread down to its first comment.
 */
export async function pullOlder(ctx: SyncContext, ref: ThreadRef): Promise<Result> {
  const { db } = ctx;
  const thread = threadKey(ref);
  const row = await db.threads.get(thread);
  if (!row?.older) return { ok: true, value: undefined };
  const cursor = row.older;
  const page = await fetchPage(ctx, ref, cursor);
  if (!page.ok) return page;
  await db.transaction('rw', threadTables(db), async () => {
    // Another pull may have moved the end of the copy meanwhile: this page then belongs to it no more.
    if ((await db.threads.get(thread))?.older !== cursor) return;
    const upTo = (await db.comments.get(cursor))?.created_at ?? null;
    await writePage(db, ref, page.list, upTo, new Set([cursor]));
    await db.threads.update(thread, { older: page.list.next_before });
  });
  return { ok: true, value: undefined };
}

/**
 * GET a comment's replies, oldest first: they replace the replies the server sent before (pending ones
 * stay), each under its thread, and the parent's reply_count follows.
 */
export const repliesSpec = (commentId: string): PullSpec<'commentReplies'> => ({
  key: `replies:${commentId}`,
  endpoint: 'commentReplies',
  params: { commentId },
  tables: (db) => [db.comments, db.outbox],
  write: async (db, list) => {
    const current = (await db.comments.where('parent_id').equals(commentId).toArray()).filter((c) => !c.pending);
    const reported = await pendingReportedIds(db);
    await replaceRows(db.comments, current, list.comments.filter((c) => !reported.has(c.comment_id)).map(commentRow), (c) => c.comment_id);
    await db.comments.update(commentId, { reply_count: list.count });
  },
});
