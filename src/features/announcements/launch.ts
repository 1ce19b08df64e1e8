/** The app-launch giveaway shows once per device: a local flag remembers it was offered. */
const KEY = 'app-launch-giveaway-seen';

export function giveawaySeen(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return true; // no storage: never nag on every launch
  }
}

export function markGiveawaySeen(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // nothing to remember it with
  }
}
