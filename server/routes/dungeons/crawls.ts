/** Every dungeon mutation: synchronous database work, so route() makes each one idempotent. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { clearArtifactsEarned } from '../../dungeons/artifacts-view';
import { addJournal, updateProgress } from '../../dungeons/journal';
import { startOrResume } from '../../dungeons/start';
import { changeRoom, continueCrawl, resetCrawl, resetDungeonUses, restartCurrentRoom, resurrectCrawl } from '../../dungeons/turns';
import { route } from '../../http/route';

export function dungeonCrawlRoutes(app: FastifyInstance): void {
  route(app, api.dungeonStart, ({ ctx, userId, params, body }) => startOrResume(ctx, userId, params.id, body));
  route(app, api.dungeonContinue, ({ ctx, userId, params, body }) => continueCrawl(ctx, userId, params.id, body.text, body.after_seq));
  route(app, api.dungeonChangeRoom, ({ ctx, userId, params, body }) => changeRoom(ctx, userId, params.id, body.room, body.after_seq));
  route(app, api.dungeonResurrect, ({ ctx, userId, params, body }) => resurrectCrawl(ctx, userId, params.id, body.use_free, body.after_seq));
  route(app, api.dungeonRestartRoom, ({ ctx, userId, params, body }) => restartCurrentRoom(ctx, userId, params.id, body?.after_seq));
  route(app, api.dungeonReset, ({ ctx, userId, params }) => resetCrawl(ctx, userId, params.id));
  route(app, api.dungeonJournalCustom, ({ ctx, userId, params, body }) => addJournal(ctx, userId, params.id, body.text, body.room));
  route(app, api.dungeonUpdateProgress, ({ ctx, userId, params, body }) => updateProgress(ctx, userId, params.id, body));
  route(app, api.artifactEarnedClear, ({ ctx, userId }) => clearArtifactsEarned(ctx.db, userId, ctx.now()));
  route(app, api.dungeonResetUses, ({ ctx, userId, params }) => resetDungeonUses(ctx, userId, params.id));
}
