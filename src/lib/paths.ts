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

/** A path with a query of the given parameters (those undefined left out). */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const q = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The /trading-cards tabs (the query's `tab`). */
export type CardsTab = 'originals' | 'custom';

const adventure = (seriesId: string, adventureId: string) => `/series/${encodeURIComponent(seriesId)}/adventure/${encodeURIComponent(adventureId)}`;
const replies = (thread: string, commentId: string) => `${thread}/${encodeURIComponent(commentId)}/replies`;

/** The app's addresses, built in one place so links and navigations agree. */
export const paths = {
  sanctum: () => '/sanctum',
  /** The Sanctum opened at a Memory or a Timeline (its accordion scrolled to). */
  sanctumAt: (at: { seriesId: string } | { dungeonId: string }) => withQuery('/sanctum', at),
  historianRank: () => '/sanctum/historian-rank',
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
  quickPlay: (sagaId?: string) => withQuery('/quickplay', { sagaId }),
  /** The loader of a story being created (its id is the new story's). */
  quickPlayLoader: (storyId: string) => `/quickplay/${encodeURIComponent(storyId)}/loader`,
  /** /trading-cards, at a tab and (from a notification) a card (app-shell §2: query tab, cardId). */
  tradingCards: (at: { tab?: CardsTab; cardId?: string } = {}) => withQuery('/trading-cards', { tab: at.tab, cardId: at.cardId }),
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
  /** The player's corner (built by the profile feature). */
  profile: () => '/profile',
  notifications: () => '/profile/notifications',
  seasonPass: () => '/profile/levels',
  myGroup: () => '/profile/my-group',
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
