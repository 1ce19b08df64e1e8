/** Series and adventures: details, play, the adventure as reached, and choices. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { adventureView } from '../../memories/adventure-view';
import { assertCanPlay, choose, playSeries } from '../../memories/play';
import { seriesDetails } from '../../memories/series-view';
import type { ServerContext } from '../../http/server-context';
import { fail } from '../../http/errors';
import { route } from '../../http/route';
import { findAdventure, findSeries } from '../../store/memories/seeded-memories';
import { findProgress } from '../../store/memories/progress';

const seriesOr404 = (ctx: ServerContext, id: string | undefined) =>
  findSeries(ctx.db, id ?? '') ?? fail(404, 'That series does not exist.');

function adventureOr404(ctx: ServerContext, id: string | undefined) {
  const adventure = findAdventure(ctx.db, id ?? '') ?? fail(404, 'That adventure does not exist.');
  return { adventure, series: seriesOr404(ctx, adventure.series_id) };
}

export function seriesRoutes(app: FastifyInstance): void {
  route(app, api.seriesDetails, ({ ctx, userId, params }) => seriesDetails(ctx.db, userId, seriesOr404(ctx, params.seriesId), ctx.now()));

  route(app, api.seriesPlay, ({ ctx, userId, params }) => {
    const started = playSeries(ctx.db, userId, seriesOr404(ctx, params.seriesId), ctx.now());
    if (!ctx.narrate) return started;
    // The answer names the current chapter's narration, so the app can start it with the page.
    const { adventure, series } = adventureOr404(ctx, started.adventure_id);
    const view = adventureView(ctx.db, userId, adventure, series, findProgress(ctx.db, userId, adventure.adventure_id), ctx.narrate);
    return { ...started, audio_url: view.chapters[started.current_chapter - 1]?.audio_url ?? null };
  });

  route(app, api.adventure, ({ ctx, userId, params }) => {
    const { adventure, series } = adventureOr404(ctx, params.id);
    return adventureView(ctx.db, userId, adventure, series, findProgress(ctx.db, userId, adventure.adventure_id), ctx.narrate);
  });

  route(app, api.adventureContinue, ({ ctx, userId, params, body }) => {
    const { adventure, series } = adventureOr404(ctx, params.id);
    assertCanPlay(ctx.db, userId, series, ctx.now());
    const progress = choose(ctx.db, userId, adventure, body.chapter, body.choice, ctx.now());
    return adventureView(ctx.db, userId, adventure, series, progress, ctx.narrate);
  });
}
