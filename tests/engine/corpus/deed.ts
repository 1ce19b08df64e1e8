/**
 * The deed the engine takes for a command, in the corpus's notation (corpus-types.ts): parseIntent read
 * the way act() and dispatch.ts act on it, so that 'open the bronze door' and 'go through the bronze
 * door' are the same deed (go:stacks).
 */
import type { DungeonSeed } from '../../../server/content/dungeon-types';
import { type CrawlState, parseIntent, startCrawl } from '../../../server/engine/dungeon';
import { hiddenBySearch, itemOf, roomOf, visibleItems } from '../../../server/engine/dungeon/world';
import { irreversible, lackedItem, plainly, takenFirst } from '../../../server/engine/dungeon/deed-checks';
import { NOW } from '../helpers';
import type { Setup } from './corpus-types';

export function stateAt(t: DungeonSeed, room: string, setup: Setup = {}): CrawlState {
  const s = startCrawl(t, { seed: 1, artifacts: [], now: NOW }).state;
  const w = s.world;
  w.room = room;
  for (const k of setup.hold ?? []) {
    w.inventory[k] = 1;
    w.taken.push(k);
  }
  w.revealed.push(...(setup.revealed ?? []));
  w.defeated.push(...(setup.defeated ?? []));
  // What a beaten foe drops goes to the player's satchel, as the fight does (actions/combat.ts).
  for (const key of setup.defeated ?? []) {
    const foe = t.rooms.flatMap((r) => r.foes ?? []).find((f) => f.key === key);
    for (const item of foe?.drops ?? []) {
      if (w.inventory[item]) continue;
      w.inventory[item] = 1;
      w.taken.push(item);
    }
  }
  w.freed.push(...(setup.freed ?? []));
  // A setup is a moment of a session: the player walked in from somewhere, and 'go back' means that room.
  // The one before it on the shortest way from the start stands for it (the start itself was walked into from nowhere).
  const from = arrivedFrom(t, room);
  if (from) s.recent = { ...s.recent, from };
  return s;
}

/** The room before `room` on the shortest way from the Timeline's start, if it is not the start. */
export function arrivedFrom(t: DungeonSeed, room: string): string | undefined {
  const parent = new Map<string, string>();
  const queue = [t.start];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const e of roomOf(t, at).exits) {
      if (seen.has(e.to)) continue;
      seen.add(e.to);
      parent.set(e.to, at);
      queue.push(e.to);
    }
  }
  return parent.get(room);
}

export function deedOf(t: DungeonSeed, s: CrawlState, text: string): string {
  const w = s.world;
  const room = roomOf(t, w.room);
  let i = parseIntent(t, w, text, s.recent);
  let said = text;
  if (i.mode === 'again') {
    if (!s.recent?.input) return 'none';
    said = s.recent.input;
    i = parseIntent(t, w, said, s.recent);
  }
  if (i.mode === 'wait') return 'wait';
  if (i.mode === 'question') {
    if (i.topic === 'help' || i.topic === 'inventory' || i.topic === 'look') return i.topic;
    if (i.ambiguous.length > 1) return 'ask';
    return i.target ? `question:${i.target.key}` : 'question';
  }
  // An item the deed needs, lying here, is taken first (act.ts): the deed is done with it.
  const first = takenFirst(t, w, i, said, s.recent ?? {});
  if (first) return deedOf(t, { ...s, world: { ...w, inventory: { ...w.inventory, [first.key]: 1 }, taken: [...w.taken, first.key] } }, said);
  if (i.ambiguous.length <= 1 && !i.missingItem && lackedItem(t, w, i, s.recent?.offered)) return 'missing';
  if (i.ambiguous.length <= 1 && !i.missingItem && i.futile) return 'none';
  if (i.ambiguous.length <= 1 && !i.missingItem && irreversible(t, w, i) && !plainly(t, w, i)) return 'ask';
  const deed = deedOfIntent(t, s, i);
  // A blow is struck with the weapon named (the roll takes the best bonus carried either way: checks.ts), else with
  // any of the equally best.
  if (deed.startsWith('attack:')) {
    const bonus = (k: string) => itemOf(t, k).bonus?.attack ?? 0;
    const held = Object.keys(w.inventory).filter((k) => (w.inventory[k] ?? 0) > 0);
    const max = Math.max(0, ...held.map(bonus));
    const best = held.filter((k) => bonus(k) === max);
    const named = deed.split('+')[1];
    if (max > 0) return `${deed.replace(/\+.*$/, '')}+${named && held.includes(named) ? named : best.join('|')}`;
  }
  // Searching a thing is looking closer at it, and a search of the room besides while the room still hides
  // something (explore.ts, searchFeature): with nothing hidden in the room, the two are one deed.
  const feature = /^(?:search|examine):(.+)$/.exec(deed)?.[1];
  if (feature && (room.features ?? []).some((f) => f.key === feature) && hiddenBySearch(room, w).length === 0) return `examine:${feature}/search:${feature}`;
  // A carried thing the deed needs is used whether or not it was named ('climb down' with the rope to tie).
  if (deed.includes('+')) return deed;
  const [verb, key] = deed.split(':');
  const needs =
    verb === 'go' ? room.exits.find((e) => e.to === key)?.locked?.item
    : verb === 'free' ? (room.characters ?? []).find((c) => c.key === key)?.captive?.requires
    : verb === 'use' ? (room.features ?? []).find((f) => f.key === key)?.use?.item
    : undefined;
  return needs && (w.inventory[needs] ?? 0) > 0 ? `${deed}+${needs}` : deed;
}

function deedOfIntent(t: DungeonSeed, s: CrawlState, i: ReturnType<typeof parseIntent>): string {
  const w = s.world;
  const room = roomOf(t, w.room);
  const plus = i.item ? `+${i.item.key}` : '';
  if (i.ambiguous.length > 1) return 'ask';
  if (i.missingItem) return 'missing';
  const v = i.verb;
  const k = i.target?.kind;
  const key = i.target?.key;
  if (v === 'inventory') return 'inventory';
  if (!i.target) {
    if (v === 'search') return 'search';
    if (v === 'look' || v === 'examine') return 'look';
    if (v === 'help') return 'help';
    if (v === 'use' && i.item) {
      const f = (room.features ?? []).find((x) => x.use?.item === i.item!.key);
      if (f) return `use:${f.key}${plus}`;
      const e = room.exits.find((x) => x.locked?.item === i.item!.key);
      if (e) return `go:${e.to}${plus}`;
      const c = (room.characters ?? []).find((x) => x.captive?.requires === i.item!.key);
      if (c) return `free:${c.key}${plus}`;
      return `use${plus}`;
    }
    if (v === 'go' && i.meaningfulWords === 0 && room.exits.length === 1) return `go:${room.exits[0]!.to}`;
    // The one obvious thing stands in when nothing is named (dispatch.ts implicitTarget).
    const lying = visibleItems(room, w).filter((x) => !x.fixed);
    if (v === 'take' && i.meaningfulWords === 0 && lying.length === 1) return `take:${lying[0]!.key}`;
    const people = room.characters ?? [];
    if (v === 'talk' && i.meaningfulWords === 0 && people.length === 1) return `talk:${people[0]!.key}`;
    const lone = (room.foes ?? []).filter((f) => !w.defeated.includes(f.key));
    if ((v === 'attack' || v === 'defend' || v === 'sneak') && i.meaningfulWords === 0 && lone.length === 1) return `${v}:${lone[0]!.key}${plus}`;
    return 'none';
  }
  const captive = (c: string) => Boolean((room.characters ?? []).find((x) => x.key === c)?.captive) && !w.freed.includes(c);
  const feature = (f: string) => (room.features ?? []).find((x) => x.key === f);
  if (k === 'held') return v === 'use' ? `use${plus}` : v === 'take' ? `take:${key}` : `examine:${key}`;
  switch (v) {
    case 'go':
    case 'climb':
    case 'open':
    case 'sneak':
      if (k === 'exit') return `${v === 'sneak' ? 'sneak' : 'go'}:${key}${plus}`;
      // Past a foe means through the first way it bars (move.ts sneakByFoe).
      if (k === 'foe') return `sneak:${room.foes?.find((f) => f.key === key)?.blocks?.[0] ?? key}`;
      if (k === 'item') return `take:${key}`;
      if (k === 'character') return v === 'open' && captive(key!) ? `free:${key}${plus}` : `talk:${key}`;
      if (k === 'feature' && v === 'open') return feature(key!)?.use ? `use:${key}${plus}` : `examine:${key}`;
      return `examine:${key}`;
    case 'use':
      if (k === 'feature') return feature(key!)?.use ? `use:${key}${plus}` : `examine:${key}`;
      if (k === 'exit') return `go:${key}${plus}`;
      if (k === 'item') return `take:${key}`;
      if (k === 'character') return captive(key!) ? `free:${key}${plus}` : `talk:${key}${plus}`;
      if (k === 'foe') return i.item && (itemOf(t, i.item.key).bonus?.attack ?? 0) > 0 ? `attack:${key}${plus}` : `talk:${key}${plus}`;
      return 'none';
    case 'help':
      return captive(key!) ? `free:${key}${plus}` : `talk:${key}`;
    case 'free':
      return `free:${key}${plus}`;
    case 'search':
      return k === 'feature' ? `search:${key}` : `examine:${key}`;
    case 'examine':
    case 'look':
      return `examine:${key}`;
    default:
      return `${v}:${key}${plus}`;
  }
}

/**
 * Whether the deed taken is the one expected; an expectation without '+item' does not care about the instrument,
 * and a question without a subject is any question answered.
 */
export function matches(expected: string, got: string): boolean {
  if (got.includes('/')) return got.split('/').some((one) => matches(expected, one));
  if (expected === 'question') return got.startsWith('question');
  if (expected.includes('+')) return expected === got || (got.includes('|') && got.startsWith(`${expected.split('+')[0]}+`) && got.split('+')[1]!.split('|').includes(expected.split('+')[1]!));
  return expected === got.replace(/\+.*$/, '');
}
