/** The rules of playing a series: where play resumes, and what a choice does. */
import { type Adventure, choiceRefusal, type SeriesPlayResponse } from '../../src/contract';
import type { BranchSeed } from '../content/memory-types';
import { fail } from '../http/errors';
import type { Narrate } from '../http/server-context';
import { type AdventureContent, findSeries, listAdventures, type SeriesRow } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { advanceProgress, branchOfChoice, clearProgress, findProgress, progressInSeries, type ProgressRow, recordChoice, startProgress, touchProgress } from '../store/memories/progress';
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
export function assertCanPlay(db: Db, userId: string, series: SeriesRow, now: number): void {
  if (!canAccess(series, isSubscriber(db, userId, now))) fail(403, 'This Memory is for Premium subscribers. Unlock Premium To Play.');
}

/**
 * Resumes the first adventure not finished, starting it if needed; a finished series rereads its last one.
 * With narration on, the answer names the current chapter's narration, so the app can start it with the page.
 */
export function playSeries(db: Db, userId: string, seriesId: string, now: number, narrate: Narrate): SeriesPlayResponse {
  const series = seriesOr404(db, seriesId);
  assertCanPlay(db, userId, series, now);
  const adventures = listAdventures(db, series.series_id);
  const next =
    adventures.find((a) => findProgress(db, userId, a.adventure_id)?.status !== 'ended') ?? adventures.at(-1);
  if (!next) fail(404, 'This series has no adventures yet.');
  const progress = findProgress(db, userId, next.adventure_id);
  if (progress) touchProgress(db, userId, next.adventure_id, now);
  const current = progress ?? startProgress(db, userId, next.adventure_id, series.series_id, now);
  const started = { adventure_id: next.adventure_id, current_chapter: current.current_chapter, audio_url: null };
  if (!narrate) return started;
  const view = adventureView(db, userId, next, series, findProgress(db, userId, next.adventure_id), narrate);
  return { ...started, audio_url: view.chapters[started.current_chapter - 1]?.audio_url ?? null };
}

/** POST /ac/{id}/ — restart is a reread: the player's progress and choices of this adventure are cleared first. */
export function startAdventure(db: Db, userId: string, adventureId: string, restart: boolean, now: number): SeriesPlayResponse {
  const { adventure } = playableAdventure(db, userId, adventureId, now);
  if (restart) clearProgress(db, userId, adventure.adventure_id);
  const existing = findProgress(db, userId, adventure.adventure_id);
  if (existing) touchProgress(db, userId, adventure.adventure_id, now);
  const progress = existing ?? startProgress(db, userId, adventure.adventure_id, adventure.series_id, now);
  return { adventure_id: adventure.adventure_id, current_chapter: progress.current_chapter, audio_url: null };
}

/** The choice made at the end of a chapter, and the adventure as it reads after it. */
export function continueAdventure(db: Db, userId: string, adventureId: string, chapter: number, choice: string, now: number, narrate: Narrate): Adventure {
  const { adventure, series } = adventureOr404(db, adventureId);
  assertCanPlay(db, userId, series, now);
  const progress = choose(db, userId, adventure, chapter, choice, now);
  return adventureView(db, userId, adventure, series, progress, narrate);
}

/**
 * Records the choice made at the moment ending `chapter` and moves to the next chapter. A choice on an
 * adventure never started starts it: an offline player's queued choice must not fail for want of a
 * play call that travels in another queue.
 */
export function choose(db: Db, userId: string, adventure: AdventureContent, chapter: number, choice: string, now: number): ProgressRow {
  const progress = findProgress(db, userId, adventure.adventure_id) ?? startProgress(db, userId, adventure.adventure_id, adventure.series_id, now);
  if (chapter !== progress.current_chapter) {
    fail(409, `You are at chapter ${progress.current_chapter} of this adventure, not chapter ${chapter}.`);
  }
  const moment = adventure.chapters[chapter - 1]?.moment;
  if (progress.status === 'ended' || !moment) fail(409, 'There is no choice to make at the end of this chapter.');
  const branch = branchFor(db, adventure.adventure_id, chapter, choice, moment.branches);
  recordChoice(db, userId, adventure.adventure_id, { chapter, choice, branch_key: branch.key }, now);
  onFirstChoice(db, userId, now);
  const sagaId = findSeries(db, adventure.series_id)?.saga_id;
  if (sagaId) countChallengeChoice(db, sagaId, now);
  const next = { ...progress, current_chapter: chapter + 1, status: chapter + 1 >= adventure.chapters.length ? ('ended' as const) : ('in_progress' as const) };
  advanceProgress(db, next, now);
  if (next.status === 'ended') {
    awardForAdventure(db, userId, adventure, now);
    awardMemoryPoints(db, userId, adventure, now);
  }
  return next;
}

/** Rank points for finishing an adventure, and for finishing the whole Memory: once each per player. */
function awardMemoryPoints(db: Db, userId: string, adventure: AdventureContent, now: number): void {
  awardRankPointsOnce(db, userId, MEMORY_POINTS.adventure, `memory-adventure:${adventure.adventure_id}`, now);
  const ended = new Set(progressInSeries(db, userId, adventure.series_id).filter((p) => p.status === 'ended').map((p) => p.adventure_id));
  if (listAdventures(db, adventure.series_id).every((a) => ended.has(a.adventure_id))) {
    awardRankPointsOnce(db, userId, MEMORY_POINTS.memory, `memory:${adventure.series_id}`, now);
  }
}

/**
 * The branch a choice means; a choice another player made here before takes the branch it took then.
 * Meaning none, or two alike, is refused with the branches named (the contract's choiceRefusal).
 */
function branchFor(db: Db, adventureId: string, chapter: number, choice: string, branches: readonly BranchSeed[]): BranchSeed {
  const match = matchBranch(choice, branches);
  if (match.kind === 'branch') return branches[match.index]!;
  const known = branches.find((b) => b.key === branchOfChoice(db, adventureId, chapter, choice));
  if (known) return known;
  const labels = (match.kind === 'tie' ? match.indices.map((i) => branches[i]!) : branches).map((b) => b.label);
  fail(422, choiceRefusal(labels, match.kind === 'tie'));
}

/** The reference server meters no plays, so there is nothing to reset: it acknowledges (idempotently). */
export function resetAdventureUses(db: Db, userId: string, adventureId: string, now: number): { message: string } {
  playableAdventure(db, userId, adventureId, now);
  return { message: 'Your free uses of this adventure are reset.' };
}
