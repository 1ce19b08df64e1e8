/** Every GET of a dungeon: its page, the player's crawl, artifacts, loader, leaderboard and journal pages. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { artifactList } from '../../dungeons/artifacts-view';
import { dungeonPage } from '../../dungeons/dungeon-view';
import { leaderboard } from '../../dungeons/leaderboard';
import { extraSection, loading } from '../../dungeons/loading';
import { dungeonDetails, dungeonProgress, fastTravelRooms } from '../../dungeons/progress-view';
import { resurrectionStatus } from '../../dungeons/turns';
import { route } from '../../http/route';

export function dungeonReadRoutes(app: FastifyInstance): void {
  route(app, api.dungeon, ({ ctx, userId, params }) => dungeonPage(ctx.db, userId, params.id, ctx.now()));
  route(app, api.dungeonProgress, ({ ctx, userId, params }) => dungeonProgress(ctx, userId, params.id));
  route(app, api.dungeonArtifacts, ({ ctx, userId, params }) => artifactList(ctx.db, userId, params.id));
  route(app, api.dungeonLoading, ({ ctx, userId, params }) => loading(ctx.db, userId, params.id));
  route(app, api.dungeonLeaderboard, ({ ctx, userId, params }) => leaderboard(ctx.db, userId, params.id));
  route(app, api.dungeonExtraSection, ({ ctx, params, query }) => extraSection(ctx.db, params.id, query.is_app === 'true'));
  route(app, api.dungeonDetails, ({ ctx, userId, params }) => dungeonDetails(ctx, userId, params.id));
  route(app, api.dungeonFastTravel, ({ ctx, userId, params }) => fastTravelRooms(ctx, userId, params.id));
  route(app, api.dungeonResurrectionStatus, ({ ctx, userId, params }) => resurrectionStatus(ctx, userId, params.id));
}
