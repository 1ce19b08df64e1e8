import * as z from 'zod/mini';
import { AddChapterComment, AddComment, type Comment, Id, type PublicUser, type RequestOf } from '../../src/contract';
import { type ChronicleDB, threadKey } from '../../src/db';
import type { Answered } from '../outbox/delivery';
import { commentRow } from '../sync/threads';
import { defineWrite, snippet } from './define';

/**
 * Which thread, and the comment: a saga's or a Timeline's thread, or an adventure chapter's. `local_id`
 * names the optimistic row (local:ID), so a page that showed the comment at once can tell it is here.
 */
const Local = { local_id: z.optional(z.uuid()) };
const CommentPostInput = z.discriminatedUnion('kind', [
  z.extend(AddComment, { kind: z.literal('saga'), target_id: Id, ...Local }),
  z.extend(AddComment, { kind: z.literal('dungeon'), target_id: Id, ...Local }),
  z.extend(AddChapterComment, { kind: z.literal('adventure'), target_id: Id, ...Local }),
]);
type CommentPostInput = z.output<typeof CommentPostInput>;

type CommentRequest = RequestOf<'sagaAddComment' | 'dungeonAddComment' | 'adventureAddComment'>;

/** Each thread's own add-comment call. */
function requestOf(input: CommentPostInput): CommentRequest {
  switch (input.kind) {
    case 'saga': {
      const { kind: _k, target_id, local_id: _l, ...body } = input;
      return { endpoint: 'sagaAddComment', params: { sagaId: target_id }, body };
    }
    case 'dungeon': {
      const { kind: _k, target_id, local_id: _l, ...body } = input;
      return { endpoint: 'dungeonAddComment', params: { dungeonId: target_id }, body };
    }
    case 'adventure': {
      const { kind: _k, target_id, local_id: _l, ...body } = input;
      return { endpoint: 'adventureAddComment', params: { id: target_id }, body };
    }
  }
}

async function currentAuthor(db: ChronicleDB): Promise<PublicUser> {
  const me = await db.user.get('me');
  return { user_id: me?.user_id ?? 'me', username: me?.username ?? 'You', avatar_url: me?.avatar?.image_url ?? null, rank_title: null };
}

/** How many of `comments` each key gathers (comments a key does not apply to give null). */
function tally<T>(comments: Comment[], keyOf: (c: Comment) => T | null): { key: T; n: number }[] {
  const counts = new Map<string, { key: T; n: number }>();
  for (const c of comments) {
    const key = keyOf(c);
    if (key === null) continue;
    const id = JSON.stringify(key);
    const seen = counts.get(id);
    if (seen) seen.n++;
    else counts.set(id, { key, n: 1 });
  }
  return [...counts.values()];
}

/**
 * New comments in their threads: each thread's count (when the thread was pulled), each parent's replies,
 * and the count each Timeline or chapter keeps; one change per row, however many comments it gains.
 */
async function countMore(db: ChronicleDB, comments: Comment[]): Promise<void> {
  for (const { key, n } of tally(comments, threadKey)) {
    await db.threads
      .where('thread')
      .equals(key)
      .modify((t) => {
        t.comment_count += n;
      });
  }
  for (const { key, n } of tally(comments, (c) => c.parent_id)) {
    await db.comments
      .where('comment_id')
      .equals(key)
      .modify((p) => {
        p.reply_count += n;
      });
  }
  for (const { key, n } of tally(comments, (c) => (c.kind === 'dungeon' ? c.target_id : null))) {
    await db.dungeons
      .where('dungeon_id')
      .equals(key)
      .modify((d) => {
        d.discussion_count += n;
      });
  }
  for (const { key, n } of tally(comments, (c) => (c.kind === 'adventure' && c.chapter !== null ? ([c.target_id, c.chapter] as [string, number]) : null))) {
    await db.chapters
      .where('[adventure_id+chapter_number]')
      .equals(key)
      .modify((ch) => {
        ch.comment_count += n;
      });
  }
}

/**
 * The server's comments replace the pending ones, and the counts go up by those new here: a pull may
 * already have brought a comment (its first answer was lost), and then its counts include it.
 */
async function storeComments(db: ChronicleDB, answered: Answered<'commentPost'>[]): Promise<void> {
  const pending = await db.comments.where('outbox_id').anyOf(answered.map((a) => a.row.id)).primaryKeys();
  await db.comments.bulkDelete(pending);
  const known = await db.comments.bulkGet(answered.map((a) => a.answer.comment_id));
  await db.comments.bulkPut(answered.map((a) => commentRow(a.answer)));
  await countMore(
    db,
    answered.filter((_, i) => !known[i]).map((a) => a.answer),
  );
}

/**
 * A comment or a reply in any thread: pending at once under a local id in its thread, sent in order with
 * the thread's other comments; the server's comment replaces it, and the counts go up once.
 */
export const commentPost = defineWrite({
  kind: 'commentPost',
  input: CommentPostInput,
  tables: (db) => [db.comments, db.threads, db.dungeons, db.chapters],

  async prepare({ db, clock }, input) {
    const thread = threadKey(input);
    const request = requestOf(input);
    const user = await currentAuthor(db);
    return {
      scope: `thread:${thread}`,
      label: `Comment: “${snippet(input.text)}”`,
      async optimistic({ outboxId }) {
        await db.comments.add({
          comment_id: `local:${input.local_id ?? crypto.randomUUID()}`,
          kind: input.kind,
          target_id: input.target_id,
          chapter: input.kind === 'adventure' ? input.chapter : null,
          thread,
          parent_id: input.parent_id ?? null,
          depth: input.parent_id ? 1 : 0,
          user,
          text: input.text,
          is_spoiler: input.is_spoiler ?? false,
          created_at: new Date(clock.now()).toISOString(),
          reply_count: 0,
          pending: true,
          outbox_id: outboxId,
        });
        return { kind: 'commentPost', request };
      },
    };
  },

  apply: (db, row, answer) => storeComments(db, [{ row, answer }]),
  applyAll: storeComments,

  async rollback(db, row) {
    await db.comments.where('outbox_id').equals(row.id).delete();
  },
});
