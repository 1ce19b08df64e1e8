/** The victory condition (the dungeon's one deed, read from the world) and the victory text it earns. */
import type { DeedCondition, DungeonSeed, GoalSeed } from '../../content/dungeon-types';
import { verdict } from './missions';
import type { CrawlState } from './state';

export function goalMet(goal: GoalSeed, s: CrawlState): boolean {
  const w = s.world;
  switch (goal.kind) {
    case 'defeat':
      return w.defeated.includes(goal.foe);
    case 'use':
      return w.used.includes(`${goal.feature}:${goal.item}`);
    case 'take':
      return (w.inventory[goal.item] ?? 0) > 0;
    case 'free':
      return w.freed.includes(goal.character);
  }
}

function holds(t: DungeonSeed, c: DeedCondition, s: CrawlState): boolean {
  const w = s.world;
  if ('freed' in c) return w.freed.includes(c.freed);
  if ('not_freed' in c) return !w.freed.includes(c.not_freed);
  if ('found' in c) return s.found.includes(c.found);
  if ('not_found' in c) return !s.found.includes(c.not_found);
  if ('spared' in c) return (w.spared ?? []).includes(c.spared);
  if ('slain' in c) return w.defeated.includes(c.slain) && !(w.spared ?? []).includes(c.slain);
  const key = 'mission' in c ? c.mission : c.not_mission;
  const mission = t.missions.find((m) => m.key === key);
  // Conduct missions (challenge, hardcore) are decided by this very victory: ask for the verdict now.
  const done = s.missions[key] === 'completed' || (mission !== undefined && s.missions[key] !== 'failed' && verdict(t, s, mission) === 'completed');
  return 'mission' in c ? done : !done;
}

/** The victory text of this crawl: the deed's ending, then every note whose condition the player's deeds meet. */
export function victoryText(t: DungeonSeed, s: CrawlState): string {
  const notes = (t.victory_notes ?? []).filter((n) => !n.when || [n.when].flat().every((c) => holds(t, c, s))).map((n) => n.text);
  return [t.victory_text, ...notes].join(' ');
}
