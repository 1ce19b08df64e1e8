/** A series as a player sees it: its details page and its card on home. */
import type { AdventureSummary, HomeItem, SeriesDetails } from '../../src/contract';
import { artUrl } from '../art/urls';
import { type AdventureContent, adventureCounts, findCreator, listAdventures, listSeries, type SeriesRow } from '../store/memories/seeded-memories';
import type { Db } from '../store/db';
import { canAccess, seriesOr404 } from '../access/adventure-access';
import { discussionCount } from '../comments/counts';
import { isSubscriber } from '../account/passes';
import { type ProgressRow, progressInSeries, progressOfPlayer, recentSeries, type SeriesProgressRow } from '../store/memories/progress';

type Progress = HomeItem['progress'];

function seriesProgress(adventures: number, progress: readonly Pick<ProgressRow, 'status'>[]): Progress {
  if (progress.length === 0) return 'Not Started';
  const ended = progress.filter((p) => p.status === 'ended').length;
  return ended === adventures ? 'Completed' : 'In Progress';
}

function summary(a: AdventureContent, p: ProgressRow | undefined): AdventureSummary {
  return {
    adventure_id: a.adventure_id,
    name: a.name,
    description: a.description,
    image_url: artUrl(a.art),
    chapters_count: a.chapters.length,
    button_state: !p ? 'ready_to_play' : p.status === 'ended' ? 'reread_adventure' : 'continue_adventure',
    release_text: null,
  };
}

export async function seriesDetails(db: Db, userId: string, seriesId: string, now: number): Promise<SeriesDetails> {
  const series = await seriesOr404(db, seriesId);
  const adventures = await listAdventures(db, series.series_id);
  const progress = await progressInSeries(db, userId, series.series_id);
  const byAdventure = new Map(progress.map((p) => [p.adventure_id, p]));
  const creator = await findCreator(db, series.creator_id);
  return {
    series_id: series.series_id,
    saga_id: series.saga_id,
    name: series.name,
    image_url: artUrl(series.art),
    description: series.description,
    is_premium: !!series.is_premium,
    created_by: creator?.name ?? '',
    creator_page_name: creator?.page_name ?? '',
    creator_avatar: creator ? artUrl(creator.art) : null,
    can_access: canAccess(series, await isSubscriber(db, userId, now)),
    progress: seriesProgress(adventures.length, progress),
    discussion_count: await discussionCount(db, 'series', series.series_id, userId),
    adventures: adventures.map((a) => summary(a, byAdventure.get(a.adventure_id))),
  };
}

/** What the cards on home need of the player's play in series, for every series. */
interface SeriesPlay {
  /** Adventures by series_id. */
  adventures: Map<string, number>;
  /** The player's progress by series_id. */
  progress: Map<string, SeriesProgressRow[]>;
}

/** Every series, and the player's play in all of them: three reads, however many series there are. */
async function seriesAndPlay(db: Db, userId: string): Promise<{ series: SeriesRow[]; play: SeriesPlay }> {
  const [series, adventures, rows] = await Promise.all([listSeries(db), adventureCounts(db), progressOfPlayer(db, userId)]);
  const progress = new Map<string, SeriesProgressRow[]>();
  for (const r of rows) {
    const held = progress.get(r.series_id);
    if (held) held.push(r);
    else progress.set(r.series_id, [r]);
  }
  return { series, play: { adventures, progress } };
}

/** Home's featured series: every one's card. `subscribed` asks once for all the cards of a home read. */
export async function featuredSeries(db: Db, userId: string, subscribed: () => Promise<boolean>): Promise<HomeItem[]> {
  const [{ series, play }, subscriber] = await Promise.all([seriesAndPlay(db, userId), subscribed()]);
  return series.map((s) => seriesHomeItem(s, play, subscriber));
}

/** The cards of the series the player played, the most recently played first (nothing more read when none was played). */
export async function playedSeries(db: Db, userId: string, subscribed: () => Promise<boolean>): Promise<HomeItem[]> {
  const recent = await recentSeries(db, userId);
  if (recent.length === 0) return [];
  const [{ series, play }, subscriber] = await Promise.all([seriesAndPlay(db, userId), subscribed()]);
  const byId = new Map(series.map((s) => [s.series_id, s]));
  return recent.flatMap(({ series_id }) => byId.get(series_id) ?? []).map((s) => seriesHomeItem(s, play, subscriber));
}

/** A series' card on home. */
function seriesHomeItem(series: SeriesRow, play: SeriesPlay, subscribed: boolean): HomeItem {
  const progress = play.progress.get(series.series_id) ?? [];
  const lastPlayed = progress.map((p) => p.updated_at).sort().at(-1);
  return {
    kind: 'series',
    series_id: series.series_id,
    dungeon_id: null,
    story_id: null,
    name: series.name,
    image_url: artUrl(series.art),
    description: series.description,
    is_premium: !!series.is_premium,
    can_access: canAccess(series, subscribed),
    progress: seriesProgress(play.adventures.get(series.series_id) ?? 0, progress),
    updated_at: lastPlayed && lastPlayed > series.updated_at ? lastPlayed : series.updated_at,
  };
}
