/**
 * Every deed open to the player in a room as things stand, each as a plain command the parser reads and the
 * meaning it must be read as (the blind rounds' notation: 'go:stacks', 'take:lantern', 'use:chimney+rope').
 * It is the menu an interpreter of free text may choose from (interpret.ts), and the parser's own check:
 * tests/engine/legal-actions.test.ts plays every one in every state of the scripted playthroughs.
 */
import type { DungeonSeed } from '../../content/dungeon-types';
import type { CrawlState } from './state';
import { blockerOf, characters, features, heldKeys, isLocked, itemOf, livingFoes, roomOf, visibleItems } from './world';

export interface LegalAction {
  /** What a player would type: 'go to the bronze door'. */
  command: string;
  /** What it means, in the blind rounds' notation. */
  meaning: string;
}

const the = (name: string) => (/^(?:the|a|an) /i.test(name) || /^[A-Z]/.test(name) ? name : `the ${name}`);

export function legalActions(t: DungeonSeed, s: CrawlState): LegalAction[] {
  const w = s.world;
  const room = roomOf(t, w.room);
  const held = heldKeys(w);
  const out: LegalAction[] = [
    { command: 'look around', meaning: 'look' },
    { command: 'search the room', meaning: 'search' },
    { command: 'inventory', meaning: 'inventory' },
    { command: 'wait', meaning: 'wait' },
  ];
  for (const e of room.exits) {
    const foe = blockerOf(room, w, e);
    // A way its item opens, without the item: the game says what it needs (and the check, if one stands in).
    // Lying here, it is taken first (act.ts).
    const item = isLocked(room, w, e) ? e.locked?.item : undefined;
    const lacking = item && !held.includes(item) && !visibleItems(room, w).some((i) => i.key === item);
    out.push({ command: `go to ${the(e.label)}`, meaning: lacking ? 'missing' : `go:${e.to}` });
    if (foe) out.push({ command: `sneak past ${the(foe.name)} to ${the(e.label)}`, meaning: lacking ? 'missing' : `sneak:${e.to}` });
  }
  for (const i of visibleItems(room, w)) {
    if (!i.fixed) out.push({ command: `take ${the(i.name)}`, meaning: `take:${i.key}` });
    out.push({ command: `examine ${the(i.name)}`, meaning: `examine:${i.key}` });
  }
  for (const f of features(room)) {
    out.push({ command: `examine ${the(f.name)}`, meaning: `examine:${f.key}` });
    out.push({ command: `search ${the(f.name)}`, meaning: `search:${f.key}` });
    if (f.use && held.includes(f.use.item) && !w.used.includes(`${f.key}:${f.use.item}`)) {
      out.push({ command: `use ${the(itemOf(t, f.use.item).name)} on ${the(f.name)}`, meaning: `use:${f.key}+${f.use.item}` });
    }
  }
  for (const c of characters(room)) {
    out.push({ command: `talk to ${the(c.name)}`, meaning: `talk:${c.key}` });
    out.push({ command: `examine ${the(c.name)}`, meaning: `examine:${c.key}` });
    if (c.captive && !w.freed.includes(c.key) && (!c.captive.requires || held.includes(c.captive.requires))) out.push({ command: `free ${the(c.name)}`, meaning: `free:${c.key}` });
  }
  for (const f of livingFoes(room, w)) {
    out.push({ command: `attack ${the(f.name)}`, meaning: `attack:${f.key}` });
    out.push({ command: `defend against ${the(f.name)}`, meaning: `defend:${f.key}` });
    out.push({ command: `examine ${the(f.name)}`, meaning: `examine:${f.key}` });
  }
  return out;
}
