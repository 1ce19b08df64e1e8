/**
 * From an intent to a deed: which handler runs, or null when the input is not placed (it then costs
 * nothing). Verbs without a target fall back to the obvious single candidate ('take' with one item here).
 */
import { attack, defend } from './actions/combat';
import { examine, searchFeature, searchRoom } from './actions/explore';
import { take, use } from './actions/items';
import { go, sneakByFoe } from './actions/move';
import { freeCharacter, parley, talk } from './actions/people';
import type { CharacterSeed } from '../../content/dungeon-types';
import type { Ctx } from './turn-context';
import { tradeOffered } from './deed-checks';
import type { Intent, Target } from './intent';
import { characters, livingFoes, roomOf, visibleItems } from './world';

export type Deed = (ctx: Ctx) => void;

function only<T>(list: T[]): T | undefined {
  return list.length === 1 ? list[0] : undefined;
}

/** The single obvious target of a verb named without one, if there is exactly one. */
function implicitTarget(ctx: Ctx, intent: Intent): Target | null {
  const w = ctx.s.world;
  const room = roomOf(ctx.t, w.room);
  const t = (kind: Target['kind'], key?: string): Target | null => (key ? { kind, key, name: key, score: 1 } : null);
  switch (intent.verb) {
    case 'take':
      return t('item', only(visibleItems(room, w).filter((i) => !i.fixed))?.key);
    case 'go':
      return t('exit', only(room.exits)?.to);
    case 'attack':
    case 'defend':
    case 'sneak':
      return t('foe', only(livingFoes(room, w))?.key);
    case 'talk':
      return t('character', only(characters(room))?.key) ?? t('foe', only(livingFoes(room, w))?.key);
    case 'free':
      return t('character', only(characters(room).filter((c) => c.captive && !w.freed.includes(c.key)))?.key);
    default:
      return null;
  }
}

/** A captive is freed (if the player can), anyone else is talked to. */
function freeOrTalk(ctx: Ctx, intent: Intent, c: CharacterSeed): void {
  if (c.captive && !ctx.s.world.freed.includes(c.key)) freeCharacter(ctx, intent, c);
  else talk(ctx, c, tradeOffered(ctx.t, ctx.s.world, intent));
}

export function deedFor(ctx: Ctx, intent: Intent): Deed | null {
  const room = roomOf(ctx.t, ctx.s.world.room);
  const verb = intent.verb;
  if (verb === 'search' && !intent.target) return (c) => searchRoom(c, intent);
  if (verb === 'search' && intent.target?.kind === 'feature') return (c) => searchFeature(c, intent, intent.target!);
  if (verb === 'use' && (intent.item || intent.target)) return (c) => use(c, intent);
  // The obvious target stands in only when the player named nothing: 'take the coins' must not take the lantern.
  const target = intent.target ?? (intent.meaningfulWords === 0 ? implicitTarget(ctx, intent) : null);
  if (!verb || !target) return null;
  const foe = () => room.foes!.find((f) => f.key === target.key)!;
  const character = () => room.characters!.find((x) => x.key === target.key)!;
  const exit = () => room.exits.find((e) => e.to === target.key)!;
  switch (verb) {
    case 'go':
    case 'climb':
    case 'open':
    case 'sneak':
      if (target.kind === 'exit') return (c) => go(c, intent, exit());
      if (target.kind === 'foe') return (c) => sneakByFoe(c, intent, foe());
      if (target.kind === 'item') return (c) => take(c, intent, target);
      if (target.kind === 'feature' && verb === 'open') return (c) => use(c, intent);
      // 'open the cell' means the one inside it: people as objects.
      if (target.kind === 'character') return verb === 'open' ? (c) => freeOrTalk(c, intent, character()) : (c) => talk(c, character(), tradeOffered(c.t, c.s.world, intent));
      return (c) => examine(c, intent, target);
    case 'take':
      return (c) => take(c, intent, target);
    case 'attack':
      return (c) => attack(c, intent, foe());
    case 'defend':
      return (c) => defend(c, intent, foe());
    case 'talk':
      return target.kind === 'foe' ? (c) => parley(c, intent, foe()) : (c) => talk(c, character(), tradeOffered(c.t, c.s.world, intent));
    case 'free':
      return (c) => freeCharacter(c, intent, character());
    case 'help':
      return target.kind === 'character' ? (c) => freeOrTalk(c, intent, character()) : null;
    case 'search':
    case 'examine':
    case 'look':
      return (c) => examine(c, intent, target);
    default:
      return null;
  }
}
