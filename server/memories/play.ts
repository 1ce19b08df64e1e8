/** The rules of playing a series: where play resumes, and what a choice does. */
import type { SeriesPlayResponse } from '../../src/contract';
import { fail } from '../http/errors';
import { type AdventureContent, listAdventures, type SeriesRow } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { advanceProgress, findProgress, type ProgressRow, recordChoice, startProgress, touchProgress } from '../store/memories/progress';
import { awardForAdventure } from '../sagas/cards';
import { matchBranch } from './choice-match';
import { isSubscriber } from '../account/passes';
import { canAccess } from './series-view';

/** Premium Memories are played (started, chosen in) only with unlimited play; reading chapter 1 is a preview. */
export function assertCanPlay(db: Db, userId: string, series: SeriesRow, now: number): void {
  if (!canAccess(series, isSubscriber(db, userId, now))) fail(403, 'This Memory is for Premium subscribers. Unlock Premium To Play.');
}

/** Resumes the first adventure not finished, starting it if needed; a finished series rereads its last one. */
export function playSeries(db: Db, userId: string, series: SeriesRow, now: number): SeriesPlayResponse {
  assertCanPlay(db, userId, series, now);
  const adventures = listAdventures(db, series.series_id);
  const next =
    adventures.find((a) => findProgress(db, userId, a.adventure_id)?.status !== 'ended') ?? adventures.at(-1);
  if (!next) fail(404, 'This series has no adventures yet.');
  const progress = findProgress(db, userId, next.adventure_id);
  if (progress) touchProgress(db, userId, next.adventure_id, now);
  const current = progress ?? startProgress(db, userId, next.adventure_id, series.series_id, now);
  return { adventure_id: next.adventure_id, current_chapter: current.current_chapter, audio_url: null };
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
  const branch = moment.branches[matchBranch(choice, moment.branches)]!;
  recordChoice(db, userId, adventure.adventure_id, { chapter, choice, branch_key: branch.key }, now);
  const next = { ...progress, current_chapter: chapter + 1, status: chapter + 1 >= adventure.chapters.length ? ('ended' as const) : ('in_progress' as const) };
  advanceProgress(db, next, now);
  if (next.status === 'ended') awardForAdventure(db, userId, adventure, now);
  return next;
}
