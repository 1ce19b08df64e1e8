const d = (id: string) => `/dungeons/${encodeURIComponent(id)}`;

/** A dungeon's addresses (app-shell §2). */
export const dungeonPaths = {
  list: () => '/dungeons',
  page: (id: string) => d(id),
  loader: (id: string) => `${d(id)}/loader`,
  read: (id: string, step?: number) => `${d(id)}/read${step === undefined ? '' : `/${step}`}`,
  journal: (id: string, room?: string) => `${d(id)}/journal${room ? `/${encodeURIComponent(room)}` : ''}`,
  missions: (id: string, room?: string) => `${dungeonPaths.journal(id, room)}/mission-list`,
};

const adventure = (seriesId: string, adventureId: string) => `/series/${encodeURIComponent(seriesId)}/adventure/${encodeURIComponent(adventureId)}`;
const replies = (thread: string, commentId: string) => `${thread}/${encodeURIComponent(commentId)}/replies`;

/** The app's addresses, built in one place so links and navigations agree. */
export const paths = {
  sanctum: () => '/sanctum',
  onboarding: () => '/onboarding',
  series: (seriesId: string) => `/series/${encodeURIComponent(seriesId)}`,
  read: (seriesId: string, adventureId: string, chapter?: number) => `${adventure(seriesId, adventureId)}/read/chapter${chapter === undefined ? '' : `/${chapter}`}`,
  /** Between 'Play' (or a restart) and the read page. */
  adventureLoader: (seriesId: string, adventureId: string) => `${adventure(seriesId, adventureId)}/loader`,
  /** A chapter's discussion; without a chapter, the one of the chapter the player has reached. */
  chapterComments: (seriesId: string, adventureId: string, chapter?: number) => `${paths.read(seriesId, adventureId, chapter)}/comments`,
  chapterReplies: (seriesId: string, adventureId: string, chapter: number, commentId: string) =>
    replies(paths.chapterComments(seriesId, adventureId, chapter), commentId),
  sagaComments: (sagaId: string) => `/sagas/${encodeURIComponent(sagaId)}/comments`,
  sagaReplies: (sagaId: string, commentId: string) => replies(paths.sagaComments(sagaId), commentId),
  saga: (sagaId: string) => `/sagas/${encodeURIComponent(sagaId)}`,
  /** A custom story, at a chapter (none: where the story is now). */
  story: (storyId: string, chapter?: number) => `/story/${encodeURIComponent(storyId)}${chapter === undefined ? '' : `/${chapter}`}`,
  /** The loader shown while the narrator writes `chapter`. */
  storyLoader: (storyId: string, chapter: number) => `/story/${encodeURIComponent(storyId)}/${chapter}/loader`,
  /** Quick play: a new custom story, or (sagaId) a new version of a saga. */
  quickPlay: (sagaId?: string) => `/quickplay${sagaId ? `?sagaId=${encodeURIComponent(sagaId)}` : ''}`,
  /** The loader of a story being created (its id is the new story's). */
  quickPlayLoader: (storyId: string) => `/quickplay/${encodeURIComponent(storyId)}/loader`,
  /** The trading cards page at one card (in-play §2; the cards feature owns the page). */
  tradingCard: (cardId: string, tab?: 'originals' | 'custom') =>
    `/trading-cards?${new URLSearchParams({ ...(tab ? { tab } : {}), cardId }).toString()}`,
  dungeon: (dungeonId: string) => dungeonPaths.page(dungeonId),
  dungeonComments: (dungeonId: string) => `${dungeonPaths.page(dungeonId)}/comments`,
  dungeonReplies: (dungeonId: string, commentId: string) => replies(paths.dungeonComments(dungeonId), commentId),
  creator: (creatorName: string) => `/creators/${encodeURIComponent(creatorName)}`,
  credits: () => '/credits',
  /** The home page: featured and recents (`/` goes to the Sanctum, app-shell §2; README says why). */
  home: () => '/home',
  seriesList: () => '/series',
  search: () => '/search',
  creators: () => '/creators',
  creatorsSearch: () => '/creators/search',
  following: (creatorName?: string) => `/following${creatorName ? `/${encodeURIComponent(creatorName)}` : ''}`,
  faq: () => '/faq',
  historianRank: () => '/sanctum/historian-rank',
  /** The player's corner (built by the profile feature). */
  profile: () => '/profile',
  notifications: () => '/profile/notifications',
  seasonPass: () => '/profile/levels',
  myGroup: () => '/profile/my-group',
  tradingCards: () => '/trading-cards',
};

/** A chapter route parameter as a chapter number (chapters start at 1), or null when absent or invalid. */
export function parseChapter(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const n = Number(param);
  return n >= 1 ? n : null;
}

/** A Timeline, Memory or saga by its kind: where a list entry leads. */
export function contentPath(kind: 'series' | 'dungeon' | 'saga' | 'story', id: string): string {
  if (kind === 'series') return paths.series(id);
  if (kind === 'dungeon') return paths.dungeon(id);
  if (kind === 'saga') return paths.saga(id);
  return paths.story(id);
}

/** The query that opens an overlay from app-shell §2 over the current page, keeping the rest of the query. */
export function withFlags(search: string, flags: Record<string, string>): string {
  const q = new URLSearchParams(search);
  for (const [k, v] of Object.entries(flags)) q.set(k, v);
  return `?${q.toString()}`;
}
