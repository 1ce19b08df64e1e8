/** Mythic Echoes of a saga: the list, and for the story's owner reroll, feature and confirm. */
import type { FastifyInstance } from 'fastify';
import { api, ECHO_LIMITS } from '../../../src/contract';
import type { ServerContext } from '../../http/server-context';
import { fail } from '../../http/errors';
import { route } from '../../http/route';
import { addReroll, featureEcho, replacePicks, rerollsUsed } from '../../store/sagas/echoes';
import { setAdventureMode } from '../../store/sagas/custom-sagas';
import { currentChapter, echoList, echoSource, seriesEchoes } from '../../sagas/echoes';
import { ownedStory, sagaFor } from '../../sagas/saga-access';
import { isSubscriber } from '../../account/passes';

function subscriberOr403(ctx: ServerContext, userId: string, what: string): void {
  if (!isSubscriber(ctx.db, userId, ctx.now())) fail(403, `${what} is for subscribers.`);
}

export function echoRoutes(app: FastifyInstance): void {
  route(app, api.sagaEchoes, ({ ctx, userId, params }) => {
    const ref = sagaFor(ctx, userId, params.sagaId);
    return ref.kind === 'series' ? seriesEchoes(ctx.db, userId, ref.series.series_id) : echoList(ctx.db, userId, ref.saga, ctx.now());
  });

  route(app, api.echoesReroll, ({ ctx, userId, params }) => {
    const saga = ownedStory(ctx, userId, params.sagaId);
    subscriberOr403(ctx, userId, 'Rerolling echoes');
    const chapter = currentChapter(ctx.db, saga.saga_id);
    // 400, not 429: the app's outbox retries a 429, and no retry will ever bring a fourth reroll.
    if (rerollsUsed(ctx.db, saga.saga_id, chapter) >= ECHO_LIMITS.rerolls) fail(400, `You have used all ${ECHO_LIMITS.rerolls} rerolls for this chapter.`);
    addReroll(ctx.db, saga.saga_id, chapter);
    return echoList(ctx.db, userId, saga, ctx.now());
  });

  route(app, api.echoFeature, ({ ctx, userId, params }) => {
    const saga = ownedStory(ctx, userId, params.sagaId);
    subscriberOr403(ctx, userId, 'Featuring an echo');
    const echo = echoSource(ctx.db, saga, params.echoId ?? '') ?? fail(404, 'That echo does not exist.');
    const before = echoList(ctx.db, userId, saga, ctx.now());
    if (before.scroll.some((e) => e.echoes_id === echo.turn_id && e.is_featured)) return before;
    if (!before.can_feature) fail(403, 'You have already featured an echo in this chapter.');
    featureEcho(ctx.db, saga.saga_id, before.chapter, echo.turn_id);
    return echoList(ctx.db, userId, saga, ctx.now());
  });

  route(app, api.echoesConfirm, ({ ctx, userId, params, body }) => {
    const saga = ownedStory(ctx, userId, params.sagaId);
    const ids = [...new Set(body.echoes)];
    if (ids.some((id) => !echoSource(ctx.db, saga, id))) fail(400, 'One of those echoes does not exist.');
    replacePicks(ctx.db, saga.saga_id, currentChapter(ctx.db, saga.saga_id), body.adventure_mode === 'solo' ? [] : ids);
    setAdventureMode(ctx.db, saga.saga_id, body.adventure_mode, ctx.now());
    return echoList(ctx.db, userId, { ...saga, adventure_mode: body.adventure_mode }, ctx.now());
  });
}
