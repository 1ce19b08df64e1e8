/** The Memory calls around play: end screen, user progress, loading, extra section, start/restart, reset uses. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { route } from '../../http/route';
import { clearProgress, findProgress, startProgress, touchProgress } from '../../store/memories/progress';
import { endScreen, extraSection, loading, seriesUserProgress } from '../../memories/around-play';
import { playableAdventure, seriesOr404 } from '../../sagas/saga-access';
import { isSubscriber } from '../../account/passes';

export function memoryRoutes(app: FastifyInstance): void {
  route(app, api.endScreen, ({ ctx, userId, params }) => {
    const { adventure, series } = playableAdventure(ctx, userId, params.id);
    return endScreen(ctx.db, adventure, series);
  });

  route(app, api.seriesUserProgress, ({ ctx, userId, params }) => seriesUserProgress(ctx.db, userId, seriesOr404(ctx, params.seriesId)));

  route(app, api.adventureLoading, ({ ctx, userId, params }) => {
    playableAdventure(ctx, userId, params.id);
    return loading();
  });

  route(app, api.adventureExtraSection, ({ ctx, userId, params, query }) => {
    const { adventure, series } = playableAdventure(ctx, userId, params.id);
    const chapter = query.chapter ?? findProgress(ctx.db, userId, adventure.adventure_id)?.current_chapter ?? 1;
    return extraSection(adventure, series, chapter, isSubscriber(ctx.db, userId, ctx.now()));
  });

  // restart: true is a reread: the player's progress and choices of this adventure are cleared first.
  route(app, api.adventureStart, ({ ctx, userId, params, body }) => {
    const { adventure } = playableAdventure(ctx, userId, params.id);
    const now = ctx.now();
    if (body.restart) clearProgress(ctx.db, userId, adventure.adventure_id);
    const existing = findProgress(ctx.db, userId, adventure.adventure_id);
    if (existing) touchProgress(ctx.db, userId, adventure.adventure_id, now);
    const progress = existing ?? startProgress(ctx.db, userId, adventure.adventure_id, adventure.series_id, now);
    return { adventure_id: adventure.adventure_id, current_chapter: progress.current_chapter, audio_url: null };
  });

  route(app, api.adventureResetUses, ({ ctx, userId, params }) => {
    playableAdventure(ctx, userId, params.id);
    return { message: 'Your free uses of this adventure are reset.' };
  });
}
