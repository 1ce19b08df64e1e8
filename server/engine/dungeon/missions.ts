/**
 * Mission verdicts (app-shell §3 Mission status). Collection missions (treasure_hunt, rescue,
 * catalogue_the_timeline) complete the moment their condition holds. Conduct missions (challenge_mode,
 * hardcore_mode) are judged over the whole crawl: 'will_complete' while the rule is kept after the first
 * action, 'failed' once broken, 'completed' only at victory. Verdicts never go back: completed and
 * failed are final, and a rollback does not undo them.
 */
import type { MissionSeed, DungeonSeed } from '../../content/dungeon-types';
import type { CrawlState, MissionStatus } from './state';
import { findableItems } from './world';

/** A mission's verdict now, from the crawl (pure; judgeMissions records it). */
export function verdict(t: DungeonSeed, s: CrawlState, m: MissionSeed): MissionStatus {
  const won = s.status === 'victory';
  const r = m.rule;
  switch (r.type) {
    case 'treasure_hunt':
      return r.items.every((k) => s.found.includes(k)) ? 'completed' : 'active';
    case 'rescue':
      return s.world.freed.includes(r.character) ? 'completed' : 'active';
    case 'catalogue_the_timeline': {
      const allRooms = t.rooms.every((room) => s.visited.includes(room.key));
      const allItems = findableItems(t).every((i) => s.found.includes(i.key));
      return allRooms && allItems ? 'completed' : 'active';
    }
    case 'challenge_mode':
      if (s.actionsSpent > r.maxActions) return 'failed';
      return won ? 'completed' : s.actionsSpent > 0 ? 'will_complete' : 'active';
    case 'hardcore_mode': {
      const broken = s.resurrections > 0 || (r.noFailedChecks && s.failedChecks > 0);
      if (broken) return 'failed';
      return won ? 'completed' : s.actionsSpent > 0 ? 'will_complete' : 'active';
    }
  }
}

/** Updates every open mission; returns the keys that became completed or failed for the first time. */
export function judgeMissions(t: DungeonSeed, s: CrawlState): { completed: string[]; failed: string[] } {
  const completed: string[] = [];
  const failed: string[] = [];
  for (const m of t.missions) {
    const now = s.missions[m.key] ?? 'active';
    if (now === 'completed' || now === 'failed') continue;
    const next = verdict(t, s, m);
    s.missions[m.key] = next;
    if (next === 'completed' && !s.reported.includes(m.key)) {
      s.reported.push(m.key);
      completed.push(m.key);
    }
    if (next === 'failed') failed.push(m.key);
  }
  return { completed, failed };
}
