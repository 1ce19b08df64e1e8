/** The victory condition: the dungeon's one deed, read from the world. */
import type { GoalSeed } from '../../content/dungeon-types';
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
