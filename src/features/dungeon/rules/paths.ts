/** The Timeline's addresses (app-shell §2), built in one place so links and navigations agree. */
const d = (id: string) => `/dungeons/${encodeURIComponent(id)}`;

export const dungeonPaths = {
  list: () => '/dungeons',
  page: (id: string) => d(id),
  loader: (id: string) => `${d(id)}/loader`,
  read: (id: string, step?: number) => `${d(id)}/read${step === undefined ? '' : `/${step}`}`,
  journal: (id: string, room?: string) => `${d(id)}/journal${room ? `/${encodeURIComponent(room)}` : ''}`,
  missions: (id: string, room?: string) => `${dungeonPaths.journal(id, room)}/mission-list`,
};

/** What the loader is asked to do; carried in the navigation state so the address stays clean. */
export interface StartIntent {
  restart: boolean;
  artifacts: string[];
}

export function readStartIntent(state: unknown): StartIntent {
  const s = (state ?? {}) as Partial<StartIntent>;
  return {
    restart: s.restart === true,
    artifacts: Array.isArray(s.artifacts) ? s.artifacts.filter((a): a is string => typeof a === 'string') : [],
  };
}

/** The query that opens an overlay from app-shell §2 over the current page, keeping the rest of the query. */
export function withFlags(search: string, flags: Record<string, string>): string {
  const q = new URLSearchParams(search);
  for (const [k, v] of Object.entries(flags)) q.set(k, v);
  return `?${q.toString()}`;
}
