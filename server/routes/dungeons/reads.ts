/** Every GET of a dungeon: its page, the player's crawl, artifacts, loader, leaderboard and journal pages. */
import type { FastifyInstance } from 'fastify';
import { roomSummaries } from '../../engine/dungeon';
import { api } from '../../../src/contract';
import { crawlOr404, dungeonOr404 } from '../../dungeons/access';
import { artifactList } from '../../dungeons/artifacts-view';
import { dungeonView } from '../../dungeons/dungeon-view';
import { leaderboard } from '../../dungeons/leaderboard';
import { extraSection, loading } from '../../dungeons/loading';
import { progressView, roomInfoView } from '../../dungeons/progress-view';
import { freeResurrectionAvailable } from '../../dungeons/turns';
import { route } from '../../http/route';
import { findCrawl } from '../../store/dungeons/crawls';

export function dungeonReadRoutes(app: FastifyInstance): void {
  route(app, api.dungeon, ({ ctx, userId, params }) => dungeonView(ctx.db, userId, dungeonOr404(ctx.db, params.id), ctx.now()));

  route(app, api.dungeonProgress, ({ ctx, userId, params }) => {
    const d = dungeonOr404(ctx.db, params.id);
    return progressView(ctx, userId, d, crawlOr404(ctx.db, userId, d.row.dungeon_id));
  });

  route(app, api.dungeonArtifacts, ({ ctx, userId, params }) => {
    dungeonOr404(ctx.db, params.id);
    return artifactList(ctx.db, userId);
  });

  route(app, api.dungeonLoading, ({ ctx, userId, params }) => loading(ctx.db, userId, dungeonOr404(ctx.db, params.id)));
  route(app, api.dungeonLeaderboard, ({ ctx, userId, params }) => leaderboard(ctx.db, userId, dungeonOr404(ctx.db, params.id)));
  route(app, api.dungeonExtraSection, ({ ctx, params, query }) => extraSection(dungeonOr404(ctx.db, params.id), query.is_app === 'true'));

  route(app, api.dungeonDetails, ({ ctx, userId, params }) => {
    const d = dungeonOr404(ctx.db, params.id);
    const crawl = crawlOr404(ctx.db, userId, d.row.dungeon_id);
    return { room_info: roomInfoView(ctx, d, crawl), rooms: roomSummaries(d.t, crawl.state), journal: crawl.state.journal, notes: crawl.state.notes };
  });

  route(app, api.dungeonFastTravel, ({ ctx, userId, params }) => {
    const d = dungeonOr404(ctx.db, params.id);
    return { rooms: roomSummaries(d.t, crawlOr404(ctx.db, userId, d.row.dungeon_id).state) };
  });

  route(app, api.dungeonResurrectionStatus, ({ ctx, userId, params }) => {
    const d = dungeonOr404(ctx.db, params.id);
    return { free_resurrection_available: freeResurrectionAvailable(ctx, userId, findCrawl(ctx.db, userId, d.row.dungeon_id)) };
  });
}
