import * as z from 'zod/mini';
import { AddChapterComment, AddComment, type Comment, Id, type PublicUser, type RequestOf } from '../../src/contract';
import { type ChronicleDB, threadKey } from '../../src/db';
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

/**
 * One more comment in its thread: the thread's count (when the thread was pulled), its parent's replies,
 * and the count its Timeline or chapter keeps.
 */
async function countOneMore(db: ChronicleDB, c: Comment): Promise<void> {
  await db.threads
    .where('thread')
    .equals(threadKey(c))
    .modify((t) => {
      t.comment_count += 1;
    });
  if (c.parent_id) {
    await db.comments
      .where('comment_id')
      .equals(c.parent_id)
      .modify((p) => {
        p.reply_count += 1;
      });
  }
  if (c.kind === 'dungeon') {
    await db.dungeons
      .where('dungeon_id')
      .equals(c.target_id)
      .modify((d) => {
        d.discussion_count += 1;
      });
  }
  if (c.kind === 'adventure' && c.chapter !== null) {
    await db.chapters
      .where('[adventure_id+chapter_number]')
      .equals([c.target_id, c.chapter])
      .modify((ch) => {
        ch.comment_count += 1;
      });
  }
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

  // A pull may already have brought the comment (the first answer was lost): then its counts include it.
  async apply(db, row, comment) {
    await db.comments.where('outbox_id').equals(row.id).delete();
    const known = await db.comments.get(comment.comment_id);
    await db.comments.put(commentRow(comment));
    if (!known) await countOneMore(db, comment);
  },

  async rollback(db, row) {
    await db.comments.where('outbox_id').equals(row.id).delete();
  },
});
