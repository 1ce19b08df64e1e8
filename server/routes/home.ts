/** Home: every series as featured, and what the player played most recently. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { seriesHomeItem } from '../adventures/series-view';
import { route } from '../http/route';
import { findSeries, listSeries } from '../store/content';
import { recentSeries } from '../store/progress';

export function homeRoutes(app: FastifyInstance): void {
  route(app, api.featured, ({ ctx, userId }) => ({
    items: listSeries(ctx.db).map((s) => seriesHomeItem(ctx.db, userId, s)),
  }));

  route(app, api.recents, ({ ctx, userId }) => ({
    items: recentSeries(ctx.db, userId).flatMap(({ series_id }) => {
      const series = findSeries(ctx.db, series_id);
      return series ? [seriesHomeItem(ctx.db, userId, series)] : [];
    }),
  }));
}
