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
