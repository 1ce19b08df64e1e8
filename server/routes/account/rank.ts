/** Historian rank, its rewards, the season pass and referrals. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { claimRankRewards, historianRank } from '../../account/rank';
import { limitedOffer, useReferralCode } from '../../account/referrals';
import { seasonPass } from '../../account/season';
import { route } from '../../http/route';
import { boundedParam } from '../../http/path-params';

export function rankRoutes(app: FastifyInstance): void {
  route(app, api.historianRank, ({ ctx, userId }) => historianRank(ctx.db, userId));
  route(app, api.claimRankRewards, ({ ctx, userId }) => claimRankRewards(ctx.db, userId, ctx.now()));
  route(app, api.seasonPass, ({ ctx, userId }) => seasonPass(ctx.db, userId));
  route(app, api.limitedOffer, ({ ctx, userId }) => limitedOffer(ctx.db, userId, ctx.now()));
  route(app, api.useReferralCode, async ({ ctx, userId, params }) => ({ message: await useReferralCode(ctx.db, userId, boundedParam(params.code, 'code', 24), ctx.now()) }));
}
