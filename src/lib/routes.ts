/** The app's addresses, built in one place so links and navigations agree. */
export const paths = {
  sanctum: () => '/sanctum',
  onboarding: () => '/onboarding',
  series: (seriesId: string) => `/series/${encodeURIComponent(seriesId)}`,
  read: (seriesId: string, adventureId: string, chapter?: number) =>
    `/series/${encodeURIComponent(seriesId)}/adventure/${encodeURIComponent(adventureId)}/read/chapter${
      chapter === undefined ? '' : `/${chapter}`
    }`,
  sagaComments: (sagaId: string) => `/sagas/${encodeURIComponent(sagaId)}/comments`,
  dungeon: (dungeonId: string) => `/dungeons/${encodeURIComponent(dungeonId)}`,
  dungeonComments: (dungeonId: string) => `/dungeons/${encodeURIComponent(dungeonId)}/comments`,
};

/** A chapter route parameter as a chapter number (chapters start at 1), or null when absent or invalid. */
export function parseChapter(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const n = Number(param);
  return n >= 1 ? n : null;
}
