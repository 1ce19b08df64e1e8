/**
 * The free answer to input the engine cannot place (and to 'look', 'help', 'inventory'): it names what
 * can be done here — ways out, visible things, people — and costs no action.
 */
import type { DungeonSeed } from '../../content/dungeon-types';
import type { CrawlState } from './state';
import { roomDescription } from './state-text';
import { capitalise, characters, features, heldKeys, itemOf, listNames, livingFoes, roomOf, visibleItems } from './world';

export function whatCanBeDone(t: DungeonSeed, s: CrawlState): string {
  const w = s.world;
  const room = roomOf(t, w.room);
  const exits = room.exits.map((e) => (s.visited.includes(e.to) ? `${e.label} (to ${roomOf(t, e.to).name})` : e.label));
  const things = [...features(room).map((f) => f.name), ...visibleItems(room, w).map((i) => i.name)];
  const people = characters(room).map((c) => c.name);
  const foes = livingFoes(room, w).map((f) => f.name);
  const parts = [`Ways out: ${listNames(exits)}.`];
  if (things.length) parts.push(`You see ${listNames(things)}.`);
  if (people.length) parts.push(`You can talk to ${listNames(people)}.`);
  if (foes.length) parts.push(`Standing against you: ${listNames(foes)} (attack, defend, sneak past or talk).`);
  parts.push('You can also search the room, or use something you carry on something here.');
  return parts.join(' ');
}

export function inventoryText(t: DungeonSeed, s: CrawlState): string {
  const held = heldKeys(s.world).map((k) => {
    const n = s.world.inventory[k] ?? 0;
    return n > 1 ? `${itemOf(t, k).name} (×${n})` : itemOf(t, k).name;
  });
  return held.length ? `Your satchel holds ${listNames(held)}.` : 'Your satchel is empty.';
}

/**
 * A known verb without a thing to act on gets a nudge, a thing of this dungeon that is elsewhere is
 * named as absent, anything else gets the room's possibilities.
 */
export function unplaced(t: DungeonSeed, s: CrawlState, verb: string | null = null, elsewhere: string | null = null): string {
  const lead = elsewhere
    ? `${capitalise(elsewhere)} is not here, Historian.`
    : verb
      ? 'You cannot find that here, Historian.'
      : 'The timeline does not answer to that, Historian.';
  return `${lead} ${whatCanBeDone(t, s)}`;
}

/** The question asked instead of a guess: 'Which do you mean: the Amber Hour-Bead or the Jade Hour-Bead?' */
export function whichOne(names: string[]): string {
  return `Which do you mean: ${listNames(names, 'or')}? Name it a little more, Historian.`;
}

export function helpText(t: DungeonSeed, s: CrawlState): string {
  return `Here is what you can do, Historian. ${whatCanBeDone(t, s)}`;
}

export function lookAround(t: DungeonSeed, s: CrawlState): string {
  return `${roomDescription(s.world, roomOf(t, s.world.room))} ${whatCanBeDone(t, s)}`;
}
