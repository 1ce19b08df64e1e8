/**
 * What is checked of a deed before it is done: the item it cannot be done without, the item taken first when it
 * lies in plain sight, whether words with a trader offer the trade, the check a forced lock stands for, and the
 * deeds that cannot be undone, done only when the words plainly mean them.
 */
import type { DungeonSeed } from '../../content/dungeon-types';
import type { WorldState } from './state';
import { CONFIDENT } from './clause';
import { type Intent, type Memory, itemTaken, parseIntent } from './intent';
import { OFFERING } from './intent-lexicon';
import { tokens } from './intent-words';
import { scoreName } from './names';
import { verbOf } from './verbs';
import { characters, features, heldKeys, itemOf, roomOf, visibleItems } from './world';

/**
 * The item a deed cannot be done without, when the player does not carry it and no skill can stand in: the grille
 * without its key, the captive whose chains only a file opens. Said for free, never tried for an action.
 */
export function lackedItem(t: DungeonSeed, w: WorldState, intent: Intent, offered?: string): string | null {
  const room = roomOf(t, w.room);
  const target = intent.target;
  if (!target || intent.mode !== 'deed') return null;
  const lacks = (item: string | undefined) => (item && !heldKeys(w).includes(item) ? itemOf(t, item).name : null);
  if (target.kind === 'exit' && (intent.verb === 'go' || intent.verb === 'open' || intent.verb === 'use' || intent.verb === 'climb' || intent.verb === 'sneak')) {
    const e = room.exits.find((x) => x.to === target.key);
    // Opening it means with its key ('open the bronze door', 'unlock it'); forcing it ('force the grille', 'pick
    // the lock') or climbing it the hard way is what a check is for, and only when the player says so.
    const check = e?.locked?.check;
    // The means named ('throw the hook up and climb') is the easy way, even when it lies here still.
    const hardWay = check && intent.verbWord !== 'unlock' && intent.item?.key !== e?.locked?.item && (forcing(intent) || (intent.verb === 'climb' && check.skill === 'Athletics'));
    if (e?.locked && !hardWay && !w.unlocked.includes(`${room.key}>${e.to}`)) return lacks(e.locked.item);
  }
  if (target.kind === 'feature' && (intent.verb === 'use' || intent.verb === 'open') && !intent.item) {
    const f = features(room).find((x) => x.key === target.key);
    if (f?.use && !w.used.includes(`${f.key}:${f.use.item}`)) return lacks(f.use.item);
  }
  if (target.kind === 'character' && (intent.verb === 'free' || intent.verb === 'open' || intent.verb === 'use' || intent.verb === 'help')) {
    const c = characters(room).find((x) => x.key === target.key);
    // Locks give to force ('break the chains'). Knots give to fingers, but 'untie Hjalti' alone is what a player
    // types expecting to hear what it takes (ten of eleven blind writers): the check rolls once the game has
    // offered it (the turn before answered this captive with it) or when the words say by hand ('untie the knots').
    const knotted = c?.captive && /\b(?:tied|knots?|ropes?|thongs?|bound|cords?)\b/.test(c.captive.captiveText);
    const untying = intent.verbWord !== null && ['untie', 'unbind', 'unknot', 'loosen', 'unlace', 'unpick'].includes(intent.verbWord);
    const byHand = knotted && untying && (offered === c.key || intent.words.some((x) => BY_HAND.has(x)));
    if (c?.captive && !(c.captive.check && (forcing(intent) || byHand)) && !w.freed.includes(c.key)) return lacks(c.captive.requires);
  }
  return null;
}

/** Words that say a knot is worked by hand: 'untie the knots', 'loosen them with my fingers'. */
const BY_HAND = new Set(['knot', 'knots', 'hand', 'hands', 'fingers', 'finger', 'teeth', 'nails']);

/**
 * The item a deed needs, when it lies here in plain sight (Inform's implicit taking: '(first taking the rope)'):
 * its key, and the deed as read once it is carried. Never the Timeline's goal, and only when the deed can then be
 * done; the caller picks it up as part of the deed, which costs its one action.
 */
export function takenFirst(t: DungeonSeed, w: WorldState, intent: Intent, text: string, memory: Memory): { key: string; then: Intent } | null {
  if (intent.mode !== 'deed' || intent.ambiguous.length > 1) return null;
  const name = intent.missingItem ?? lackedItem(t, w, intent);
  if (!name) return null;
  const lying = visibleItems(roomOf(t, w.room), w).find((i) => i.name === name && !i.fixed);
  if (!lying || (t.goal.kind === 'take' && t.goal.item === lying.key)) return null;
  const carried = structuredClone(w);
  carried.inventory[lying.key] = 1;
  carried.taken.push(lying.key);
  const then = parseIntent(t, carried, text, memory);
  if (then.mode !== 'deed' || then.missingItem || lackedItem(t, carried, then) || then.ambiguous.length > 1) return null;
  return { key: lying.key, then };
}


/**
 * Whether words with a trader offer the trade: a word of handing over, or what is traded named ('the herring for
 * the onion'). Talking alone ('talk to the sailor') hears them out and spends nothing.
 */
/** Whether the deed's own word hands something over ('give', 'use', 'trade'), not 'eat' or 'drink'. */
export const offering = (intent: Intent): boolean => intent.verbWord !== null && OFFERING.has(intent.verbWord);

export function tradeOffered(t: DungeonSeed, w: WorldState, intent: Intent): boolean {
  const target = intent.target;
  if (target?.kind !== 'character') return true;
  const gift = characters(roomOf(t, w.room)).find((c) => c.key === target.key)?.gives;
  if (!gift?.requires || gift.kept) return true;
  if (intent.verbWord !== null && OFFERING.has(intent.verbWord)) return true;
  if (intent.item?.key === gift.requires) return true;
  const named = (key: string) => scoreName(intent.words, itemOf(t, key).name).score >= CONFIDENT || (itemOf(t, key).aliases ?? []).some((a) => intent.words.some((x) => tokens(a).includes(x)));
  return named(gift.requires) || named(gift.item);
}

/** Words of forcing a lock or a door: the deed a check stands for when the key is not carried. */
const FORCING = new Set([
  'force', 'pry', 'prise', 'prize', 'break', 'smash', 'kick', 'bash', 'shove', 'wrench', 'lever', 'jimmy', 'crack', 'batter', 'ram', 'shoulder',
  'pick', 'bend', 'tear', 'rip', 'yank', 'wrestle', 'hack', 'bust', 'breach', 'barge', 'charge', 'heave', 'hammer', 'pound', 'beat', 'burst', 'kick',
]);
const forcing = (intent: Intent) => intent.verbWord !== null && FORCING.has(intent.verbWord);

/** The check a locked way or a captive's lock also yields to, when the item is not carried ('pick the lock'). */
export function hardWay(t: DungeonSeed, w: WorldState, intent: Intent): string | null {
  const room = roomOf(t, w.room);
  const target = intent.target;
  const check = target?.kind === 'exit' ? room.exits.find((e) => e.to === target.key)?.locked?.check : target?.kind === 'character' ? characters(room).find((c) => c.key === target.key)?.captive?.check : undefined;
  if (!check) return null;
  const climb = target?.kind === 'exit' && check.skill === 'Athletics' && !/\b(?:door|gate|grille|lock|bars?)\b/.test(room.exits.find((e) => e.to === target.key)?.locked?.text ?? '');
  const captive = target?.kind === 'character' ? characters(room).find((c) => c.key === target.key)?.captive : undefined;
  const knotted = captive && /\b(?:tied|knots?|ropes?|thongs?|bound|cords?)\b/.test(captive.captiveText);
  const how = knotted ? 'untie the knots' : check.skill === 'Sleight of Hand' ? 'pick the lock' : climb ? 'climb it the hard way' : 'force it';
  return `Or you can try to ${how} without it: ${/^[AEIOU]/.test(check.skill) ? 'an' : 'a'} ${check.skill} check.`;
}

/**
 * A deed that cannot be undone, if this one is: one that ends the Timeline, spends an item or walks into a deadly
 * peril. It is done only when the words plainly mean it (a verb, and the thing named outright); otherwise the game
 * asks, for free. Answers the deed in words ('lay the Pinakes of Callimachus in the sealed ark') or null.
 */
export function irreversible(t: DungeonSeed, w: WorldState, intent: Intent): string | null {
  if (intent.mode !== 'deed' || !intent.verb) return null;
  const room = roomOf(t, w.room);
  const target = intent.target;
  const held = heldKeys(w);
  if ((intent.verb === 'use' || intent.verb === 'open') && (target?.kind === 'feature' || (!target && intent.item))) {
    const f = target ? features(room).find((x) => x.key === target.key) : features(room).find((x) => x.use?.item === intent.item!.key);
    if (f?.use && held.includes(f.use.item) && !w.used.includes(`${f.key}:${f.use.item}`)) {
      const ends = t.goal.kind === 'use' && t.goal.feature === f.key;
      if (ends || f.use.consumes) return `put the ${itemOf(t, f.use.item).name} to the ${f.name}${ends ? ', and end this Timeline' : ''}`;
    }
  }
  if (target?.kind === 'item' && intent.verb === 'take' && t.goal.kind === 'take' && t.goal.item === target.key) return `take the ${itemOf(t, target.key).name}, and end this Timeline`;
  // Words with someone who trades spend what the trade asks for ('buy a melon' is not buying the sword).
  if (target?.kind === 'character' && (intent.verb === 'talk' || intent.verb === 'use' || intent.verb === 'help')) {
    const gift = characters(room).find((c) => c.key === target.key)?.gives;
    if (gift?.requires && !gift.kept && held.includes(gift.requires) && !w.given.includes(target.key) && tradeOffered(t, w, intent)) {
      return `trade the ${itemOf(t, gift.requires).name} for the ${itemOf(t, gift.item).name}`;
    }
  }
  if (target?.kind === 'exit' && (intent.verb === 'go' || intent.verb === 'climb' || intent.verb === 'sneak' || intent.verb === 'open')) {
    const next = roomOf(t, target.key);
    const h = next.hazard;
    if (h?.check.onFail?.deadly && !w.hazardsSprung.includes(h.key) && !(h.avoidedBy && held.includes(h.avoidedBy))) return `go into ${next.name}, where ${h.name} waits`;
  }
  return null;
}

/** Whether the words plainly mean the deed: a verb of their own (or the item named), and its thing named outright. */
export function plainly(t: DungeonSeed, w: WorldState, intent: Intent): boolean {
  // A carried thing named, if misspelt ('put the pinaks in the arc'): its words, not a guess among several.
  const itemNamed = (intent.item?.score ?? 0) >= 1;
  // 'the pinakes into the ark' needs no verb: the thing and what it goes to are both named outright.
  if ((!intent.verbWord && !itemNamed) || intent.ambiguous.length > 1 || intent.guessed) return false;
  // 'open the ark' with the Pinakes carried: opening is not putting them in. A thing given up to a feature by a
  // word of opening is named.
  const feature = intent.target?.kind === 'feature' ? features(roomOf(t, w.room)).find((f) => f.key === intent.target!.key) : undefined;
  const opening = intent.verb === 'open' || (intent.verbWord !== null && verbOf(intent.verbWord) === 'open');
  if (feature?.use && opening && !itemNamed) return false;
  // 'put the pinakes in the box': the item named outright, and the one thing here it goes to named at all.
  if (intent.target && itemNamed && itemTaken(t, roomOf(t, w.room), intent.target) === intent.item!.key) return true;
  // 'give farukh the silver': handing a trader, however spelt, the very thing they trade for.
  const trader = intent.target?.kind === 'character' ? characters(roomOf(t, w.room)).find((c) => c.key === intent.target!.key) : undefined;
  if (trader && itemNamed && offering(intent) && trader.gives?.requires === intent.item!.key && intent.target!.score >= 1) return true;
  if (intent.target) return intent.target.score >= CONFIDENT;
  return itemNamed;
}
