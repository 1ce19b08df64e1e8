/** What to do with the init version on start (app-shell §4 App version). */
export type VersionAction = 'maintenance' | 'reload' | 'remember' | 'none';

export const MAINTENANCE = 'maintenance';
export const VERSION_KEY = 'app-version';

export function decideVersion(stored: string | null, current: string | undefined): VersionAction {
  if (!current) return 'none';
  if (current === MAINTENANCE) return 'maintenance';
  if (stored === current) return 'none';
  // A first visit has no stale code to throw away: remember the version without a reload.
  return stored === null ? 'remember' : 'reload';
}
