/** Creators and following, search, the player's group and blocked players. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { creatorByPage, creatorList, creatorPage, creatorSummary, followingList, search } from '../../account/creators';
import { addToGroup, blockedUsersOf, friendsOf } from '../../account/friends';
import { fail } from '../../http/errors';
import { route } from '../../http/route';
import { block, follow, followedCreatorIds, unblock, unfollow } from '../../store/account/social';
import { findUser } from '../../store/users';
import { param } from './params';

export function socialRoutes(app: FastifyInstance): void {
  route(app, api.creators, ({ ctx, userId }) => creatorList(ctx.db, userId));
  route(app, api.creatorPage, ({ ctx, userId, params }) => creatorPage(ctx.db, userId, param(params, 'name', 100)));
  route(app, api.following, ({ ctx, userId }) => followingList(ctx.db, userId));
  route(app, api.search, ({ ctx, userId, query }) => search(ctx.db, userId, query.q));

  route(app, api.follow, ({ ctx, userId, params }) => {
    const creator = creatorByPage(ctx.db, param(params, 'name', 100));
    follow(ctx.db, userId, creator.creator_id, ctx.now());
    return creatorSummary(ctx.db, creator, followedCreatorIds(ctx.db, userId));
  });

  route(app, api.unfollow, ({ ctx, userId, params }) => {
    const creator = creatorByPage(ctx.db, param(params, 'name', 100));
    unfollow(ctx.db, userId, creator.creator_id);
    return creatorSummary(ctx.db, creator, followedCreatorIds(ctx.db, userId));
  });

  route(app, api.friends, ({ ctx, userId }) => friendsOf(ctx.db, userId));
  route(app, api.addFriend, ({ ctx, userId, body }) => addToGroup(ctx.db, userId, body.query, ctx.now()));

  route(app, api.blockUser, ({ ctx, userId, params }) => {
    const other = param(params, 'userId');
    if (other === userId) fail(400, 'You cannot block yourself.');
    if (!findUser(ctx.db, other)) fail(404, 'There is no such player.');
    block(ctx.db, userId, other, ctx.now());
    return { blocked_users: blockedUsersOf(ctx.db, userId) };
  });

  // Deletes only the caller's own block: there is no way to name whose block to lift.
  route(app, api.unblockUser, ({ ctx, userId, params }) => {
    unblock(ctx.db, userId, param(params, 'userId'));
    return { blocked_users: blockedUsersOf(ctx.db, userId) };
  });
}
