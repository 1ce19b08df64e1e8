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
  dungeon: (dungeonId: string) => dungeonPaths.page(dungeonId),
  dungeonComments: (dungeonId: string) => `${dungeonPaths.page(dungeonId)}/comments`,
  dungeonReplies: (dungeonId: string, commentId: string) => replies(paths.dungeonComments(dungeonId), commentId),
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
