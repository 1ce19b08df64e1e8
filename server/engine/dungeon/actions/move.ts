/** Going through exits: past foes (by sneaking), through locks (with the key item or a check). */
import type { ExitSeed, FoeSeed } from '../../../content/dungeon-types';
import { rollCheck } from '../checks';
import { type Ctx, say } from '../turn-context';
import { isCreative } from '../creative';
import { enterRoom } from '../enter';
import type { Intent } from '../intent';
import { blockerOf, capitalise, exitId, holds, isLocked, itemOf, roomOf } from '../world';

function sneakPast(ctx: Ctx, foe: FoeSeed, intent: Intent): boolean {
  const check = {
    skill: 'Stealth' as const,
    difficulty: foe.awareness ?? foe.attack + 2,
    success: `You move with the shadows; ${foe.name} never turns its head.`,
    failure: `${capitalise(foe.name)} catches the scuff of your step and lashes out.`,
    onFail: { damage: foe.damage },
  };
  return rollCheck(ctx, { id: `sneak:${foe.key}`, kind: 'skill', check, advantage: isCreative(intent), npcIcon: foe.icon }).success;
}

/** Opens the exit if it can; says why not otherwise. */
function unlock(ctx: Ctx, exit: ExitSeed, intent: Intent): boolean {
  const w = ctx.s.world;
  const lock = exit.locked!;
  if (lock.item && holds(w, lock.item)) {
    say(ctx, lock.unlockText);
  } else if (lock.check) {
    // The check's own success text tells how it opened: `unlockText` tells the item, which is not at work here.
    const advantage = isCreative(intent);
    if (!rollCheck(ctx, { id: `exit:${exitId(w.room, exit.to)}`, kind: 'skill', check: lock.check, advantage }).success) return false;
  } else {
    const hint = lock.item ? ` Perhaps ${itemOf(ctx.t, lock.item).name.toLowerCase()} would help.` : '';
    say(ctx, `${lock.text}${hint}`);
    return false;
  }
  w.unlocked.push(exitId(w.room, exit.to));
  return true;
}

export function go(ctx: Ctx, intent: Intent, exit: ExitSeed): void {
  const w = ctx.s.world;
  const room = roomOf(ctx.t, w.room);
  const foe = blockerOf(room, w, exit);
  if (foe) {
    if (intent.verb !== 'sneak') {
      say(ctx, `${capitalise(foe.name)} bars the way to ${exit.label}. Fight, sneak past or find another way.`);
      return;
    }
    if (!sneakPast(ctx, foe, intent)) return;
  }
  if (isLocked(room, w, exit) && !unlock(ctx, exit, intent)) return;
  if (ctx.s.status !== 'active') return;
  enterRoom(ctx, exit.to, { fastTravel: false });
}

/** 'sneak past the sentinel': through the first exit it bars. */
export function sneakByFoe(ctx: Ctx, intent: Intent, foe: FoeSeed): void {
  const room = roomOf(ctx.t, ctx.s.world.room);
  const exit = room.exits.find((e) => foe.blocks?.includes(e.to));
  if (!exit) {
    say(ctx, `You edge around ${foe.name}, but it guards nothing you need to pass.`);
    return;
  }
  go(ctx, intent, exit);
}
