/** Codes, feedback, prompt opt-outs, free-play bonuses, the FAQ and the player's prompts. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { claimBonus } from '../../account/bonus';
import { faq } from '../../account/faq';
import { dontAskAgain, rateStory, sendSessionFeedback } from '../../account/feedback';
import { promptList, promptSeen } from '../../account/prompts';
import { redeemCode } from '../../account/redeem';
import { boundedParam } from '../../http/path-params';
import { route } from '../../http/route';

export function feedbackRoutes(app: FastifyInstance): void {
  route(app, api.redeemCode, async ({ ctx, userId, body }) => ({ message: await redeemCode(ctx.db, userId, body.code, ctx.now()) }));
  route(app, api.sessionFeedback, ({ ctx, userId, body }) => sendSessionFeedback(ctx.db, userId, body, ctx.now()));
  route(app, api.storyFeedback, ({ ctx, userId, body }) => rateStory(ctx.db, userId, body, ctx.now()));
  route(app, api.dontAskAgain, ({ ctx, userId, body }) => dontAskAgain(ctx.db, userId, body.option));
  route(app, api.claimBonus, ({ ctx, userId, body }) => claimBonus(ctx.db, userId, body.task, ctx.now()));
  route(app, api.faq, () => faq(), { public: true });
  route(app, api.prompts, ({ ctx, userId }) => promptList(ctx.db, userId, ctx.now()));
  route(app, api.promptSeen, ({ ctx, userId, params }) => promptSeen(ctx.db, userId, boundedParam(params.id, 'id'), ctx.now()));
}
