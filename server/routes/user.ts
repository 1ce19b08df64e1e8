/** The player's own account, and ratings. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { fail } from '../http/errors';
import { route } from '../http/route';
import { findAdventure, findSeries, sagaExists } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { putRating, ratingSummary } from '../store/ratings';
import { findUser, isUsernameTaken, updateUser } from '../store/users';
import { userView } from '../account/user-view';

export function userRoutes(app: FastifyInstance): void {
  route(app, api.getUser, ({ ctx, userId }) => userView(findUser(ctx.db, userId)!, ctx.db, ctx.now()));

  route(app, api.updateUser, ({ ctx, userId, body }) => {
    if (body.username !== undefined && isUsernameTaken(ctx.db, body.username, userId)) {
      fail(400, 'That username is already taken.');
    }
    updateUser(ctx.db, userId, body);
    return userView(findUser(ctx.db, userId)!, ctx.db, ctx.now());
  });

  route(app, api.rate, ({ ctx, userId, body }) => {
    if (!targetExists(ctx.db, body.target_type, body.target_id)) fail(404, 'There is nothing to rate there.');
    putRating(ctx.db, { user_id: userId, ...body, comment: body.comment ?? null }, ctx.now());
    const summary = ratingSummary(ctx.db, body.target_type, body.target_id);
    return { target_type: body.target_type, target_id: body.target_id, rating: body.rating, ...summary };
  });
}

function targetExists(db: Db, type: 'saga' | 'series' | 'adventure' | 'dungeon', id: string): boolean {
  switch (type) {
    case 'saga':
      return sagaExists(db, id);
    case 'series':
      return !!findSeries(db, id);
    case 'adventure':
      return !!findAdventure(db, id);
    case 'dungeon':
      // Dungeons are not seeded yet (timelines come with their own engine); accept until they are.
      return true;
  }
}
