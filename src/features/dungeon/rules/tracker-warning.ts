/**
 * The footer's warning: a tracker that will end the crawl says so before it does. The server marks it
 * (TrackerItem.danger, turns_left: the actions the room's drain still allows); this words it.
 */
import type { TrackerItem } from '../../../contract';

/** The first tracker in danger, in words, or null when none is. */
export function trackerWarning(trackers: readonly TrackerItem[]): string | null {
  const t = trackers.find((x) => x.danger === true);
  if (!t) return null;
  const reading = `${t.name} ${t.value}${t.max ? ` of ${t.max}` : ''}`;
  if (t.turns_left !== null && t.turns_left !== undefined) {
    const left = t.turns_left === 1 ? '1 more action' : `${t.turns_left} more actions`;
    return `${reading} — ${left} in this room and it runs out. Leave, or restore it.`;
  }
  return `${reading} — one more blow could end this crawl.`;
}
