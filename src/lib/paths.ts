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

/** The profile area's addresses (app-shell §2). */
export const profilePaths = {
  profile: () => '/profile',
  notifications: () => '/profile/notifications',
  levels: () => '/profile/levels',
  group: () => '/profile/my-group',
};

/** The /trading-cards tabs (the query's `tab`). */
export type CardsTab = 'originals' | 'custom';

/** The app's addresses, built in one place so links and navigations agree. */
export const paths = {
  sanctum: () => '/sanctum',
  /** The Sanctum opened at a Memory or a Timeline (its accordion scrolled to). */
  sanctumAt: (at: { seriesId: string } | { dungeonId: string }) => withQuery('/sanctum', at),
  historianRank: () => '/sanctum/historian-rank',
  onboarding: () => '/onboarding',
  series: (seriesId: string) => `/series/${encodeURIComponent(seriesId)}`,
  read: (seriesId: string, adventureId: string, chapter?: number) =>
    `/series/${encodeURIComponent(seriesId)}/adventure/${encodeURIComponent(adventureId)}/read/chapter${
      chapter === undefined ? '' : `/${chapter}`
    }`,
  saga: (sagaId: string) => `/sagas/${encodeURIComponent(sagaId)}`,
  sagaComments: (sagaId: string) => `/sagas/${encodeURIComponent(sagaId)}/comments`,
  story: (storyId: string) => `/story/${encodeURIComponent(storyId)}`,
  /** Quick play; with a saga, its 'Create New Version'. */
  quickplay: (sagaId?: string) => withQuery('/quickplay', { sagaId }),
  /** An adventure chapter's discussion. */
  adventureComments: (seriesId: string, adventureId: string, chapter: number) => `${paths.read(seriesId, adventureId, chapter)}/comments`,
  /** The followed creators' page, at one creator's new content. */
  following: (creatorName?: string) => withQuery('/following', { creator_name: creatorName }),
  /** /trading-cards, at a tab and (from a notification) a card. */
  tradingCards: (at: { tab?: CardsTab; cardId?: string } = {}) => withQuery('/trading-cards', { card_id: at.cardId, tab: at.tab }),
  dungeon: (dungeonId: string) => dungeonPaths.page(dungeonId),
  dungeonComments: (dungeonId: string) => `${dungeonPaths.page(dungeonId)}/comments`,
  creator: (creatorName: string) => `/creators/${encodeURIComponent(creatorName)}`,
};

/** A chapter route parameter as a chapter number (chapters start at 1), or null when absent or invalid. */
export function parseChapter(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const n = Number(param);
  return n >= 1 ? n : null;
}

/** The query that opens an overlay from app-shell §2 over the current page, keeping the rest of the query. */
export function withFlags(search: string, flags: Record<string, string>): string {
  const q = new URLSearchParams(search);
  for (const [k, v] of Object.entries(flags)) q.set(k, v);
  return `?${q.toString()}`;
}
