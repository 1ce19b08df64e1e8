/** The rules of playing a series: where play resumes, and what a choice does. */
import { type Adventure, choiceRefusal, type SeriesPlayResponse } from '../../src/contract';
import type { BranchSeed } from '../content/memory-types';
import { fail } from '../http/errors';
import type { Narrate } from '../http/server-context';
import { type AdventureContent, findSeries, listAdventures, type SeriesRow } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { advanceProgress, branchOfChoice, clearProgress, findProgress, firstUnfinished, progressInSeries, type ProgressRow, recordChoice, startProgress, touchProgress } from '../store/memories/progress';
import { awardRankPointsOnce } from '../account/rank';
import { MEMORY_POINTS } from '../content/account/ranks';
import { awardForAdventure } from '../sagas/cards';
import { countChallengeChoice } from '../sagas/challenge';
import { onFirstChoice } from '../account/referrals';
import { matchBranch } from './choice-match';
import { isSubscriber } from '../account/passes';
import { adventureOr404, canAccess, playableAdventure, seriesOr404 } from '../access/adventure-access';
import { adventureView } from './adventure-view';

/** Premium Memories are played (started, chosen in) only with unlimited play; reading chapter 1 is a preview. */
export async function assertCanPlay(db: Db, userId: string, series: SeriesRow, now: number): Promise<void> {
  if (!canAccess(series, await isSubscriber(db, userId, now))) fail(403, 'This Memory is for Premium subscribers. Unlock Premium To Play.');
}

/**
 * Resumes the first adventure not finished, starting it if needed; a finished series rereads its last one.
 * With narration on, the answer names the current chapter's narration, so the app can start it with the page.
 */
export async function playSeries(db: Db, userId: string, seriesId: string, now: number, narrate: Narrate): Promise<SeriesPlayResponse> {
  const series = await seriesOr404(db, seriesId);
  await assertCanPlay(db, userId, series, now);
  const adventures = await listAdventures(db, series.series_id);
  const next = (await firstUnfinished(db, userId, adventures)) ?? adventures.at(-1);
  if (!next) fail(404, 'This series has no adventures yet.');
  const progress = await findProgress(db, userId, next.adventure_id);
  if (progress) await touchProgress(db, userId, next.adventure_id, now);
  const current = progress ?? await startProgress(db, userId, next.adventure_id, series.series_id, now);
  const started = { adventure_id: next.adventure_id, current_chapter: current.current_chapter, audio_url: null };
  if (!narrate) return started;
  const view = await adventureView(db, userId, next, series, await findProgress(db, userId, next.adventure_id), narrate);
  return { ...started, audio_url: view.chapters[started.current_chapter - 1]?.audio_url ?? null };
}

/** POST /ac/{id}/ — restart is a reread: the player's progress and choices of this adventure are cleared first. */
export async function startAdventure(db: Db, userId: string, adventureId: string, restart: boolean, now: number): Promise<SeriesPlayResponse> {
  const { adventure } = await playableAdventure(db, userId, adventureId, now);
  if (restart) await clearProgress(db, userId, adventure.adventure_id);
  const existing = await findProgress(db, userId, adventure.adventure_id);
  if (existing) await touchProgress(db, userId, adventure.adventure_id, now);
  const progress = existing ?? await startProgress(db, userId, adventure.adventure_id, adventure.series_id, now);
  return { adventure_id: adventure.adventure_id, current_chapter: progress.current_chapter, audio_url: null };
}

/** The choice made at the end of a chapter, and the adventure as it reads after it. */
export async function continueAdventure(db: Db, userId: string, adventureId: string, chapter: number, choice: string, now: number, narrate: Narrate): Promise<Adventure> {
  const { adventure, series } = await adventureOr404(db, adventureId);
  await assertCanPlay(db, userId, series, now);
  const progress = await choose(db, userId, adventure, chapter, choice, now);
  return await adventureView(db, userId, adventure, series, progress, narrate);
}

/**
 * Records the choice made at the moment ending `chapter` and moves to the next chapter. A choice on an
 * adventure never started starts it: an offline player's queued choice must not fail for want of a
 * play call that travels in another queue.
 */
export async function choose(db: Db, userId: string, adventure: AdventureContent, chapter: number, choice: string, now: number): Promise<ProgressRow> {
  const progress = await findProgress(db, userId, adventure.adventure_id) ?? await startProgress(db, userId, adventure.adventure_id, adventure.series_id, now);
  if (chapter !== progress.current_chapter) {
    fail(409, `You are at chapter ${progress.current_chapter} of this adventure, not chapter ${chapter}.`);
  }
  const moment = adventure.chapters[chapter - 1]?.moment;
  if (progress.status === 'ended' || !moment) fail(409, 'There is no choice to make at the end of this chapter.');
  const branch = await branchFor(db, adventure.adventure_id, chapter, choice, moment.branches);
  await recordChoice(db, userId, adventure.adventure_id, { chapter, choice, branch_key: branch.key }, now);
  await onFirstChoice(db, userId, now);
  const sagaId = (await findSeries(db, adventure.series_id))?.saga_id;
  if (sagaId) await countChallengeChoice(db, sagaId, now);
  const next = { ...progress, current_chapter: chapter + 1, status: chapter + 1 >= adventure.chapters.length ? ('ended' as const) : ('in_progress' as const) };
  await advanceProgress(db, next, now);
  if (next.status === 'ended') {
    await awardForAdventure(db, userId, adventure, now);
    await awardMemoryPoints(db, userId, adventure, now);
  }
  return next;
}

/** Rank points for finishing an adventure, and for finishing the whole Memory: once each per player. */
async function awardMemoryPoints(db: Db, userId: string, adventure: AdventureContent, now: number): Promise<void> {
  await awardRankPointsOnce(db, userId, MEMORY_POINTS.adventure, `memory-adventure:${adventure.adventure_id}`, now);
  const ended = new Set((await progressInSeries(db, userId, adventure.series_id)).filter((p) => p.status === 'ended').map((p) => p.adventure_id));
  if ((await listAdventures(db, adventure.series_id)).every((a) => ended.has(a.adventure_id))) {
    await awardRankPointsOnce(db, userId, MEMORY_POINTS.memory, `memory:${adventure.series_id}`, now);
  }
}

/**
 * The branch a choice means; a choice another player made here before takes the branch it took then.
 * Meaning none, or two alike, is refused with the branches named (the contract's choiceRefusal).
 */
async function branchFor(db: Db, adventureId: string, chapter: number, choice: string, branches: readonly BranchSeed[]): Promise<BranchSeed> {
  const match = matchBranch(choice, branches);
  if (match.kind === 'branch') return branches[match.index]!;
  const before = await branchOfChoice(db, adventureId, chapter, choice);
  const known = branches.find((b) => b.key === before);
  if (known) return known;
  const labels = (match.kind === 'tie' ? match.indices.map((i) => branches[i]!) : branches).map((b) => b.label);
  fail(422, choiceRefusal(labels, match.kind === 'tie'));
}

/** The reference server meters no plays, so there is nothing to reset: it acknowledges (idempotently). */
export async function resetAdventureUses(db: Db, userId: string, adventureId: string, now: number): Promise<{ message: string }> {
  await playableAdventure(db, userId, adventureId, now);
  return { message: 'Your free uses of this adventure are reset.' };
}
