/** Dungeon and adventure-chapter discussions, and the replies of any comment. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { dungeonSeedById } from '../../content/dungeons';
import type { ServerContext } from '../../http/server-context';
import { fail } from '../../http/errors';
import { route } from '../../http/route';
import { type DiscussionTarget, findDiscussionComment, insertDiscussionComment } from '../../store/discussion-comments';
import { iso } from '../../store/stmt';
import { discussionList, discussionView, repliesOf } from '../../comments/discussions';
import { playableAdventure } from '../../sagas/saga-access';

const dungeonOr404 = (id: string | undefined): string => (dungeonSeedById(id ?? '') ? id! : fail(404, 'That dungeon does not exist.'));

interface NewComment {
  text: string;
  parent_id?: string | null;
  is_spoiler?: boolean;
  chapter?: number;
}

function addComment(ctx: ServerContext, userId: string, kind: DiscussionTarget, targetId: string, body: NewComment) {
  const parentId = body.parent_id ?? null;
  const parent = parentId ? findDiscussionComment(ctx.db, parentId) : undefined;
  if (parentId && (parent?.kind !== kind || parent.target_id !== targetId)) fail(400, 'The comment you are replying to does not exist.');
  const commentId = randomUUID();
  insertDiscussionComment(ctx.db, {
    comment_id: commentId,
    kind,
    target_id: targetId,
    // A reply belongs to its parent's chapter, whatever chapter the app sent.
    chapter: kind === 'adventure' ? (parent?.chapter ?? body.chapter ?? null) : null,
    parent_id: parentId,
    user_id: userId,
    text: body.text,
    is_spoiler: body.is_spoiler ?? false,
    created_at: iso(ctx.now()),
  });
  return discussionView(findDiscussionComment(ctx.db, commentId)!);
}

export function discussionRoutes(app: FastifyInstance): void {
  route(app, api.commentReplies, ({ ctx, userId, params }) => repliesOf(ctx.db, userId, params.commentId ?? '') ?? fail(404, 'That comment does not exist.'));

  route(app, api.dungeonComments, ({ ctx, userId, params }) => discussionList(ctx.db, userId, 'dungeon', dungeonOr404(params.dungeonId), null));
  route(app, api.dungeonAddComment, ({ ctx, userId, params, body }) => addComment(ctx, userId, 'dungeon', dungeonOr404(params.dungeonId), body));

  route(app, api.adventureComments, ({ ctx, userId, params, query }) => {
    const { adventure } = playableAdventure(ctx, userId, params.id);
    return discussionList(ctx.db, userId, 'adventure', adventure.adventure_id, query.chapter ?? null);
  });
  route(app, api.adventureAddComment, ({ ctx, userId, params, body }) => {
    const { adventure } = playableAdventure(ctx, userId, params.id);
    if (body.chapter > adventure.chapters.length) fail(400, `This adventure has ${adventure.chapters.length} chapters.`);
    return addComment(ctx, userId, 'adventure', adventure.adventure_id, body);
  });
}
