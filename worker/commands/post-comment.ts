import { AddComment, AddDiscussionComment, type PublicUser } from '../../src/contract';
import { type ChronicleDB, type CommentRow, type OutboxRow, dungeonThread } from '../../src/db';
import { enqueue } from '../outbox/enqueue';
import type { Result } from '../types';
import { type CommandContext, done, invalid, notSaved, snippet } from './context';

export interface CommentOptions {
  parentId?: string;
  isSpoiler?: boolean;
}

async function currentAuthor(db: ChronicleDB): Promise<PublicUser> {
  const me = await db.user.get('me');
  return { user_id: me?.user_id ?? 'me', username: me?.username ?? 'You', avatar_url: me?.avatar?.image_url ?? null, rank_title: null };
}

type Body = { text: string; parent_id?: string | null; is_spoiler?: boolean };

/** Enqueue a comment and show it at once as a pending row of `thread` (its comments-table key). */
async function enqueueComment(
  ctx: CommandContext,
  thread: string,
  body: Body,
  write: Pick<OutboxRow, 'kind' | 'scope' | 'request'>,
): Promise<Result> {
  const { db, clock } = ctx;
  const user = await currentAuthor(db);
  try {
    await enqueue(db, clock, { ...write, label: `Comment: “${snippet(body.text)}”` }, [db.comments], async (outbox_id) => {
      const row: CommentRow = {
        comment_id: `local:${crypto.randomUUID()}`,
        saga_id: thread,
        parent_id: body.parent_id ?? null,
        user,
        text: body.text,
        is_spoiler: body.is_spoiler ?? false,
        created_at: new Date(clock.now()).toISOString(),
        reply_count: 0,
        pending: true,
        outbox_id,
      };
      await db.comments.add(row);
    });
  } catch (e) {
    return notSaved(e);
  }
  void ctx.outbox.kick();
  return done;
}

/** A pending comment shows at once under a local id; the server's comment replaces it when sent. */
export async function postComment(ctx: CommandContext, sagaId: string, text: string, opts: CommentOptions = {}): Promise<Result> {
  const body = AddComment.safeParse({ text, parent_id: opts.parentId, is_spoiler: opts.isSpoiler });
  if (!body.success) return invalid(body.error);
  return enqueueComment(ctx, sagaId, body.data, {
    kind: 'comment',
    scope: `thread:${sagaId}`,
    request: { endpoint: 'sagaAddComment', params: { sagaId }, body: body.data },
  });
}

/** A comment on a Timeline's discussion (POST /dungeon/:id/add-comment/), pending under thread dungeon:ID. */
export async function postDungeonComment(ctx: CommandContext, dungeonId: string, text: string, opts: CommentOptions = {}): Promise<Result> {
  const body = AddDiscussionComment.safeParse({ text, parent_id: opts.parentId, is_spoiler: opts.isSpoiler });
  if (!body.success) return invalid(body.error);
  const thread = dungeonThread(dungeonId);
  return enqueueComment(ctx, thread, body.data, {
    kind: 'dungeonComment',
    scope: `thread:${thread}`,
    request: { endpoint: 'dungeonAddComment', params: { dungeonId }, body: body.data },
  });
}
