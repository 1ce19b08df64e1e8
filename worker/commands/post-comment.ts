import { AddComment, type PublicUser } from '../../src/contract';
import type { ChronicleDB } from '../../src/db';
import { enqueue } from '../outbox/enqueue';
import type { Result } from '../types';
import { type CommandContext, done, invalid, notSaved, snippet } from './context';

async function currentAuthor(db: ChronicleDB): Promise<PublicUser> {
  const me = await db.user.get('me');
  return { user_id: me?.user_id ?? 'me', username: me?.username ?? 'You', avatar_url: me?.avatar?.image_url ?? null, rank_title: null };
}

/** A pending comment shows at once under a local id; the server's comment replaces it when sent. */
export async function postComment(
  ctx: CommandContext,
  sagaId: string,
  text: string,
  opts: { parentId?: string; isSpoiler?: boolean } = {},
): Promise<Result> {
  const body = AddComment.safeParse({ text, parent_id: opts.parentId, is_spoiler: opts.isSpoiler });
  if (!body.success) return invalid(body.error);
  const { db, clock } = ctx;
  const user = await currentAuthor(db);

  try {
    await enqueue(
      db,
      clock,
      {
        kind: 'comment',
        scope: `thread:${sagaId}`,
        request: { endpoint: 'sagaAddComment', params: { sagaId }, body: body.data },
        label: `Comment: “${snippet(body.data.text)}”`,
      },
      [db.comments],
      async (outbox_id) => {
        await db.comments.add({
          comment_id: `local:${crypto.randomUUID()}`,
          saga_id: sagaId,
          parent_id: body.data.parent_id ?? null,
          user,
          text: body.data.text,
          is_spoiler: body.data.is_spoiler ?? false,
          created_at: new Date(clock.now()).toISOString(),
          reply_count: 0,
          pending: true,
          outbox_id,
        });
      },
    );
  } catch (e) {
    return notSaved(e);
  }
  void ctx.outbox.kick();
  return done;
}
