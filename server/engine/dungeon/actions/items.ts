/** Taking items and using carried ones: on features, locked exits, captives, or on oneself. */
import type { FeatureSeed } from '../../../content/dungeon-types';
import { rollCheck } from '../checks';
import { moveTracker } from '../consequences';
import { type Ctx, say } from '../turn-context';
import { isCreative } from '../creative';
import { offering } from '../deed-checks';
import type { Intent, Target } from '../intent';
import { characters, features, holds, itemOf, roomOf } from '../world';
import { attack } from './combat';
import { examine } from './explore';
import { go } from './move';
import { freeCharacter, parley, talk } from './people';
import { dropFromSatchel, pickUp } from './pick-up';

export function take(ctx: Ctx, intent: Intent, target: Target): void {
  const item = itemOf(ctx.t, target.key);
  if (item.fixed) {
    say(ctx, `${item.name} will not come with you: it belongs to this place.`);
    return;
  }
  if (item.takeCheck) {
    const req = { id: `take:${item.key}`, kind: 'skill' as const, check: item.takeCheck, advantage: isCreative(intent) };
    if (!rollCheck(ctx, req).success) return;
  }
  pickUp(ctx, item.key);
}

function applyUse(ctx: Ctx, f: FeatureSeed): void {
  const w = ctx.s.world;
  const use = f.use!;
  w.used.push(`${f.key}:${use.item}`);
  say(ctx, use.text);
  if (use.consumes) dropFromSatchel(ctx, use.item);
  for (const k of use.reveals ?? []) if (!w.revealed.includes(k)) w.revealed.push(k);
  if (use.reveals?.length) say(ctx, `Revealed: ${use.reveals.map((k) => itemOf(ctx.t, k).name).join(', ')}.`);
  if (use.unlocks) w.unlocked.push(`${w.room}>${use.unlocks}`);
}

/** The feature of this room that takes this item and has not taken it yet. */
function featureFor(ctx: Ctx, item: string, only?: string): FeatureSeed | undefined {
  const w = ctx.s.world;
  return features(roomOf(ctx.t, w.room)).find(
    (f) => f.use?.item === item && !w.used.includes(`${f.key}:${item}`) && (!only || f.key === only),
  );
}

export function use(ctx: Ctx, intent: Intent): void {
  const w = ctx.s.world;
  const room = roomOf(ctx.t, w.room);
  const target = intent.target;
  const itemKey = intent.item?.key;
  if (target?.kind === 'item') return take(ctx, intent, target);
  if (target?.kind === 'feature') {
    const feature = room.features!.find((f) => f.key === target.key)!;
    // Working at a thing that takes nothing ('open the crates', 'eat from the tables') is looking closer at it.
    if (!feature.use) return examine(ctx, intent, target);
    const wanted = feature.use.item;
    // Forgiving: whatever item was named, the one that fits is used if it is carried.
    const f = wanted && holds(w, wanted) ? featureFor(ctx, wanted, target.key) : undefined;
    if (f) return applyUse(ctx, f);
    say(ctx, w.used.includes(`${target.key}:${wanted}`) ? 'That is already done.' : 'Nothing you carry seems to fit there.');
    return;
  }
  if (target?.kind === 'exit') return go(ctx, intent, room.exits.find((e) => e.to === target.key)!);
  if (target?.kind === 'character') {
    const c = characters(room).find((x) => x.key === target.key)!;
    return c.captive && !w.freed.includes(c.key) ? freeCharacter(ctx, intent, c) : talk(ctx, c);
  }
  if (target?.kind === 'foe') {
    // Showing a foe something that is not a weapon is an argument, not a blow.
    const foe = room.foes!.find((f) => f.key === target.key)!;
    const weapon = itemKey ? (itemOf(ctx.t, itemKey).bonus?.attack ?? 0) > 0 : false;
    return foe.parley && !weapon ? parley(ctx, { ...intent, extras: intent.item ? [intent.item] : intent.extras }, foe) : attack(ctx, intent, foe);
  }
  if (!itemKey) {
    say(ctx, 'Use what? Name something you carry.');
    return;
  }
  const item = itemOf(ctx.t, itemKey);
  const f = featureFor(ctx, itemKey);
  if (f) return applyUse(ctx, f);
  const exit = room.exits.find((e) => e.locked?.item === itemKey && !w.unlocked.includes(`${room.key}>${e.to}`));
  if (exit) return go(ctx, intent, exit);
  const captive = characters(room).find((c) => c.captive?.requires === itemKey && !w.freed.includes(c.key));
  if (captive) return freeCharacter(ctx, intent, captive);
  // 'use the herring' where the sailor wants one: the trade, offered.
  const trader = characters(room).find((c) => c.gives?.requires === itemKey && !w.given.includes(c.key));
  if (trader && offering(intent)) return talk(ctx, trader, true);
  if (item.restores) {
    moveTracker(ctx, item.restores.tracker, item.restores.amount);
    dropFromSatchel(ctx, itemKey);
    say(ctx, `You use ${item.name}. You feel the strength return.`);
    return;
  }
  say(ctx, `You turn ${item.name} over in your hands, but nothing here answers to it.`);
}
