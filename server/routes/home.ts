/** Home: every series and dungeon as featured, and what the player played most recently. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { seriesHomeItem } from '../memories/series-view';
import { featuredDungeons, recentDungeons } from '../dungeons/home-items';
import { route } from '../http/route';
import { findSeries, listSeries } from '../store/memories/seeded-memories';
import { recentSeries } from '../store/memories/progress';

export function homeRoutes(app: FastifyInstance): void {
  route(app, api.featured, ({ ctx, userId }) => ({
    items: [...listSeries(ctx.db).map((s) => seriesHomeItem(ctx.db, userId, s, ctx.now())), ...featuredDungeons(ctx.db, userId, ctx.now())],
  }));

  route(app, api.recents, ({ ctx, userId }) => {
    const series = recentSeries(ctx.db, userId).flatMap(({ series_id }) => {
      const found = findSeries(ctx.db, series_id);
      return found ? [seriesHomeItem(ctx.db, userId, found, ctx.now())] : [];
    });
    // Most recent first, whichever kind: Continue Play takes the first item.
    const items = [...series, ...recentDungeons(ctx.db, userId, ctx.now())].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
    return { items };
  });
}
