import type { CrawlHead } from '../../../contract/dungeon';

/** What the loader is asked to do; carried in the navigation state so the address stays clean. */
export interface StartIntent {
  restart: boolean;
  artifacts: string[];
  /** A new run, even after a victory ('Enter the Timeline'); continuing never starts a won run over. */
  new_run?: boolean;
}

/** `asked`: a button asked for it; false when the loader was opened by its address (or a link, a bookmark). */
export function readStartIntent(state: unknown): StartIntent & { asked: boolean } {
  const s = (state ?? {}) as Partial<StartIntent>;
  return {
    restart: s.restart === true,
    artifacts: Array.isArray(s.artifacts) ? s.artifacts.filter((a): a is string => typeof a === 'string') : [],
    new_run: s.new_run === true,
    asked: typeof s.restart === 'boolean',
  };
}

/**
 * What the loader does. Asked by a button, it starts (or resumes). Opened by its address, it only resumes a
 * crawl in play: a start after a victory is a new run, which only 'Enter the Timeline' begins, so a won (or
 * unknown) Timeline goes to its page instead. `status` undefined: the device has not answered yet.
 */
export function loaderAction(intent: { asked: boolean }, status: CrawlHead['status'] | null | undefined): 'start' | 'wait' | 'leave' {
  if (intent.asked) return 'start';
  if (status === undefined) return 'wait';
  return status === 'active' ? 'start' : 'leave';
}
