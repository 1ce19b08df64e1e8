/** Avatars: the list with the player's states, choosing one, share rewards. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { avatarList, earnAvatarNamed, selectAvatar } from '../../account/avatars';
import { route } from '../../http/route';
import { markAvatarsSeen } from '../../store/account/avatars';
import { param } from './params';

export function avatarRoutes(app: FastifyInstance): void {
  route(app, api.avatars, ({ ctx, userId }) => avatarList(ctx.db, userId, ctx.now()));

  route(app, api.selectAvatar, ({ ctx, userId, params }) => {
    selectAvatar(ctx.db, userId, param(params, 'avatarId'), ctx.now());
    return avatarList(ctx.db, userId, ctx.now());
  });

  route(app, api.avatarsSeen, ({ ctx, userId }) => {
    markAvatarsSeen(ctx.db, userId);
    return avatarList(ctx.db, userId, ctx.now());
  });

  route(app, api.awardAvatar, ({ ctx, userId, body }) => {
    const detail = earnAvatarNamed(ctx.db, userId, body.avatar_name, ctx.now());
    return detail ? { detail } : {};
  });
}
