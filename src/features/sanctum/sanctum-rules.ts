/** Texts and choices of the Sanctum's accordions and cards (in-play §2-§4), pure for node tests. */

/** The Sanctum's greeting (in-play §2 User stats): 'Welcome back' only for a Historian who was here before. */
export const greeting = (name: string, firstVisit: boolean): string => `${firstVisit ? 'Welcome' : 'Welcome back'}, Historian ${name}`;

export function fragmentsText(done: number, total: number): string {
  return `${done}/${total} Memory Fragments Collected (tap to view)`;
}

export const UNLOCK_TEXT = 'Unlock Premium To Play';

export function dungeonButtonText(d: { can_access: boolean; has_active_crawl: boolean }): string {
  if (!d.can_access) return UNLOCK_TEXT;
  return d.has_active_crawl ? 'Continue the Timeline' : 'Enter the Timeline';
}

export function memoryButtonText(m: { can_access: boolean; progress: string }): string {
  if (!m.can_access) return UNLOCK_TEXT;
  return m.progress === 'In Progress' ? 'Continue the Memory' : 'Enter the Memory';
}

/** Open while any of its dungeons is not yet won. */
export function expeditionOpen(dungeonIds: readonly string[], completed: readonly string[]): boolean {
  return dungeonIds.some((id) => !completed.includes(id));
}

export function expeditionButtonText(dungeonIds: readonly string[], completed: readonly string[]): string {
  return expeditionOpen(dungeonIds, completed) ? 'Embark on Expedition' : 'View Expedition';
}

/** The dungeon to open from the expedition card: the first not yet won, else the first. */
export function expeditionTarget(dungeonIds: readonly string[], completed: readonly string[]): string | null {
  return dungeonIds.find((id) => !completed.includes(id)) ?? dungeonIds[0] ?? null;
}

/** The subscription prompt of a creator (in-play §2: for a creator, the creator id is added). */
export function subscriptionSearch(creator: string | null): string {
  const q = new URLSearchParams({ subscription: 'true' });
  if (creator) {
    q.set('creator', creator);
    q.set('subscribe', 'true');
  }
  return `?${q.toString()}`;
}
