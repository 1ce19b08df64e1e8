/** Creators and following, search, the player's group and blocked players. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { creatorList, creatorPage, followCreator, followingFeed, followingList, search, unfollowCreator } from '../../account/creators';
import { addToGroup, blockPlayer, friendsOf, unblockPlayer } from '../../account/friends';
import { route } from '../../http/route';
import { boundedParam } from '../../http/path-params';

export function socialRoutes(app: FastifyInstance): void {
  route(app, api.creators, ({ ctx, userId }) => creatorList(ctx.db, userId));
  route(app, api.creatorPage, ({ ctx, userId, params }) => creatorPage(ctx.db, userId, boundedParam(params.name, 'name', 100)));
  route(app, api.following, ({ ctx, userId }) => followingList(ctx.db, userId));
  route(app, api.followingFeed, ({ ctx, userId }) => followingFeed(ctx.db, userId));
  route(app, api.search, ({ ctx, userId, query }) => search(ctx.db, userId, query.q));
  route(app, api.follow, ({ ctx, userId, params }) => followCreator(ctx.db, userId, boundedParam(params.name, 'name', 100), ctx.now()));
  route(app, api.unfollow, ({ ctx, userId, params }) => unfollowCreator(ctx.db, userId, boundedParam(params.name, 'name', 100)));
  route(app, api.friends, ({ ctx, userId }) => friendsOf(ctx.db, userId));
  route(app, api.addFriend, ({ ctx, userId, body }) => addToGroup(ctx.db, userId, body.query, ctx.now()), { limit: 'lookup', account: true });
  route(app, api.blockUser, ({ ctx, userId, params }) => blockPlayer(ctx.db, userId, boundedParam(params.userId, 'userId'), ctx.now()));
  route(app, api.unblockUser, ({ ctx, userId, params }) => unblockPlayer(ctx.db, userId, boundedParam(params.userId, 'userId')));
}
