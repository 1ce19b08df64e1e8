/** Codes, feedback, prompt opt-outs, free-play bonuses and the FAQ. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { claimBonus } from '../../account/bonus';
import { redeemCode } from '../../account/redeem';
import { FAQ } from '../../content/account/faq';
import { route } from '../../http/route';
import { addOptout, insertSessionFeedback, insertStoryFeedback, optoutsOf } from '../../store/account/feedback';
import { iso } from '../../store/stmt';

export function feedbackRoutes(app: FastifyInstance): void {
  route(app, api.redeemCode, ({ ctx, userId, body }) => ({ message: redeemCode(ctx.db, userId, body.code, ctx.now()) }));

  route(app, api.sessionFeedback, ({ ctx, userId, body }) => {
    const reaction = body.reaction.split(',').map((l) => l.trim()).filter(Boolean).join(',');
    insertSessionFeedback(ctx.db, userId, reaction, body.report, ctx.now());
    return { message: 'Thank you for your feedback!' };
  });

  route(app, api.storyFeedback, ({ ctx, userId, body }) => {
    insertStoryFeedback(ctx.db, userId, body, ctx.now());
    return { message: 'Thank you for rating this story!' };
  });

  route(app, api.dontAskAgain, ({ ctx, userId, body }) => {
    addOptout(ctx.db, userId, body.option);
    return { dont_ask_again: optoutsOf(ctx.db, userId) as typeof body.option[] };
  });

  route(app, api.claimBonus, ({ ctx, userId, body }) => {
    const until = claimBonus(ctx.db, userId, body.task, ctx.now());
    return { message: '24 Hours of unlimited play activated!', unlimited_until: iso(until) };
  });

  route(app, api.faq, () => ({ entries: FAQ }), { public: true });
}
