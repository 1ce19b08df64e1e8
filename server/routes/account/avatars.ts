/** Avatars: the list with the player's states, choosing one, share rewards. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { avatarList, avatarsSeen, earnAvatarNamed, selectAvatar } from '../../account/avatars';
import { route } from '../../http/route';
import { boundedParam } from '../../http/path-params';

export function avatarRoutes(app: FastifyInstance): void {
  route(app, api.avatars, ({ ctx, userId }) => avatarList(ctx.db, userId, ctx.now()));
  route(app, api.selectAvatar, ({ ctx, userId, params }) => selectAvatar(ctx.db, userId, boundedParam(params.avatarId, 'avatarId'), ctx.now()));
  route(app, api.avatarsSeen, ({ ctx, userId }) => avatarsSeen(ctx.db, userId, ctx.now()));
  route(app, api.awardAvatar, ({ ctx, userId, body }) => earnAvatarNamed(ctx.db, userId, body.avatar_name, ctx.now()));
}
