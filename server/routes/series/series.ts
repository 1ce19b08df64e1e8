/** Series and adventures: details, play, the adventure as reached, and choices. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { route } from '../../http/route';
import { adventurePage } from '../../series/adventure-view';
import { continueAdventure, playSeries } from '../../series/play';
import { seriesDetails } from '../../series/series-view';

export function seriesRoutes(app: FastifyInstance): void {
  route(app, api.seriesDetails, ({ ctx, userId, params }) => seriesDetails(ctx.db, userId, params.seriesId, ctx.now()));
  route(app, api.seriesPlay, ({ ctx, userId, params }) => playSeries(ctx.db, userId, params.seriesId, ctx.now(), ctx.narrate));
  route(app, api.adventure, ({ ctx, userId, params }) => adventurePage(ctx.db, userId, params.id, ctx.narrate));
  route(app, api.adventureContinue, ({ ctx, userId, params, body }) =>
    continueAdventure(ctx.db, userId, params.id, body.chapter, body.choice, ctx.now(), ctx.narrate),
  );
}
