/** The player's own account, and ratings. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { updateProfile } from '../account/profile';
import { rate } from '../account/ratings';
import { ownAccount } from '../account/user-view';
import { route } from '../http/route';

export function userRoutes(app: FastifyInstance): void {
  route(app, api.getUser, ({ ctx, userId }) => ownAccount(ctx.db, userId, ctx.now()));
  route(app, api.updateUser, ({ ctx, userId, body }) => updateProfile(ctx.db, userId, body, ctx.now()));
  route(app, api.rate, ({ ctx, userId, body }) => rate(ctx.db, userId, body, ctx.now()));
}
