/** The Memory calls around play: end screen, user progress, loading, extra section, start/restart, reset uses. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { route } from '../../http/route';
import { endScreen } from '../../series/end-screen';
import { adventureLoading, extraSection } from '../../series/extras';
import { resetAdventureUses, startAdventure } from '../../series/play';
import { seriesUserProgress } from '../../series/series-progress';

export function aroundPlayRoutes(app: FastifyInstance): void {
  route(app, api.endScreen, ({ ctx, userId, params }) => endScreen(ctx.db, userId, params.id, ctx.now()));
  route(app, api.seriesUserProgress, ({ ctx, userId, params }) => seriesUserProgress(ctx.db, userId, params.seriesId));
  route(app, api.adventureLoading, ({ ctx, userId, params }) => adventureLoading(ctx.db, userId, params.id, ctx.now()));
  route(app, api.adventureExtraSection, ({ ctx, userId, params, query }) => extraSection(ctx.db, userId, params.id, query.chapter, ctx.now()));
  route(app, api.adventureStart, ({ ctx, userId, params, body }) => startAdventure(ctx.db, userId, params.id, body.restart, ctx.now()));
  route(app, api.adventureResetUses, ({ ctx, userId, params }) => resetAdventureUses(ctx.db, userId, params.id, ctx.now()));
}
