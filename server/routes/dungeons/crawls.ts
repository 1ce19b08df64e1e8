/** Every dungeon mutation: synchronous database work, so route() makes each one idempotent. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { addJournal, updateProgress } from '../../dungeons/journal';
import { startOrResume } from '../../dungeons/start';
import { changeRoom, continueCrawl, resetCrawl, restartCurrentRoom, resurrectCrawl } from '../../dungeons/turns';
import { playableOr403 } from '../../dungeons/access';
import { route } from '../../http/route';
import { clearArtifactEarned } from '../../store/dungeons/players';

export function dungeonPlayRoutes(app: FastifyInstance): void {
  route(app, api.dungeonStart, ({ ctx, userId, params, body }) => startOrResume(ctx, userId, params.id, body));
  route(app, api.dungeonContinue, ({ ctx, userId, params, body }) => continueCrawl(ctx, userId, params.id, body.text));
  route(app, api.dungeonChangeRoom, ({ ctx, userId, params, body }) => changeRoom(ctx, userId, params.id, body.room));
  route(app, api.dungeonResurrect, ({ ctx, userId, params, body }) => resurrectCrawl(ctx, userId, params.id, body.use_free));
  route(app, api.dungeonRestartRoom, ({ ctx, userId, params }) => restartCurrentRoom(ctx, userId, params.id));
  route(app, api.dungeonReset, ({ ctx, userId, params }) => resetCrawl(ctx, userId, params.id));
  route(app, api.dungeonJournalCustom, ({ ctx, userId, params, body }) => addJournal(ctx, userId, params.id, body.text, body.room));
  route(app, api.dungeonUpdateProgress, ({ ctx, userId, params, body }) => updateProgress(ctx, userId, params.id, body));

  // The reference server meters no plays, so there are no uses to reset: it answers so the app's call succeeds.
  route(app, api.artifactEarnedClear, ({ ctx, userId }) => {
    clearArtifactEarned(ctx.db, userId, ctx.now());
    return { message: 'Artifacts seen.' };
  });

  route(app, api.dungeonResetUses, ({ ctx, userId, params }) => {
    playableOr403(ctx, userId, params.id);
    return { message: 'Your uses of this Timeline are reset.' };
  });
}
