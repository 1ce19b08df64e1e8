/**
 * Mythic Echoes of a saga: the list, and for the story's owner reroll (subscribers, 3 per chapter), feature
 * (subscribers, one per chapter) and confirm (the Scroll of Fate for the next turn).
 */
import { ECHO_LIMITS, type EchoList } from '../../src/contract';
import { isSubscriber } from '../account/passes';
import { fail } from '../http/errors';
import type { Db } from '../store/db';
import { setAdventureMode } from '../store/sagas/custom-sagas';
import { addReroll, featureEcho as keepFeatured, replacePicks, rerollsUsed } from '../store/sagas/echoes';
import { currentChapter, echoList, echoSource, seriesEchoes } from './echo-list';
import { ownedStory, sagaFor } from '../access/saga-access';

/** GET /sagas/{id}/echoes/ */
export async function sagaEchoes(db: Db, userId: string, sagaId: string, now: number): Promise<EchoList> {
  const ref = await sagaFor(db, userId, sagaId);
  return ref.kind === 'series' ? await seriesEchoes(db, userId, ref.series.series_id) : await echoList(db, userId, ref.saga, now);
}

async function subscriberOr403(db: Db, userId: string, now: number, what: string): Promise<void> {
  if (!await isSubscriber(db, userId, now)) fail(403, `${what} is for subscribers.`);
}

export async function rerollEchoes(db: Db, userId: string, sagaId: string, now: number): Promise<EchoList> {
  const saga = await ownedStory(db, userId, sagaId);
  await subscriberOr403(db, userId, now, 'Rerolling echoes');
  const chapter = await currentChapter(db, saga.saga_id);
  // 400, not 429: the app's outbox retries a 429, and no retry will ever bring a fourth reroll.
  if (await rerollsUsed(db, saga.saga_id, chapter) >= ECHO_LIMITS.rerolls) fail(400, `You have used all ${ECHO_LIMITS.rerolls} rerolls for this chapter.`);
  await addReroll(db, saga.saga_id, chapter);
  return echoList(db, userId, saga, now);
}

/** One featured echo per chapter; featuring the featured one again changes nothing. */
export async function featureEcho(db: Db, userId: string, sagaId: string, echoId: string, now: number): Promise<EchoList> {
  const saga = await ownedStory(db, userId, sagaId);
  await subscriberOr403(db, userId, now, 'Featuring an echo');
  const echo = await echoSource(db, saga, echoId) ?? fail(404, 'That echo does not exist.');
  const before = await echoList(db, userId, saga, now);
  if (before.scroll.some((e) => e.echoes_id === echo.turn_id && e.is_featured)) return before;
  if (!before.can_feature) fail(403, 'You have already featured an echo in this chapter.');
  await keepFeatured(db, saga.saga_id, before.chapter, echo.turn_id);
  return echoList(db, userId, saga, now);
}

/** The Scroll of Fate for the next turn: the kept echoes (none in solo mode) and the adventure mode. */
export async function confirmEchoes(db: Db, userId: string, sagaId: string, echoIds: readonly string[], mode: 'solo' | 'echo', now: number): Promise<EchoList> {
  const saga = await ownedStory(db, userId, sagaId);
  const ids = [...new Set(echoIds)];
  for (const id of ids) if (!(await echoSource(db, saga, id))) fail(400, 'One of those echoes does not exist.');
  await replacePicks(db, saga.saga_id, await currentChapter(db, saga.saga_id), mode === 'solo' ? [] : ids);
  await setAdventureMode(db, saga.saga_id, mode, now);
  return echoList(db, userId, { ...saga, adventure_mode: mode }, now);
}
