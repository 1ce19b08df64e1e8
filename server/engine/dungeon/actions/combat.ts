/**
 * Combat: an attack is a combatAttackCheck against the foe's defence; a foe the attack missed strikes
 * back (a combatDefenseCheck against its attack), a foe it hurt reels. Parrying well opens its guard:
 * the next attack has advantage. Hits deal 1 wound, 2 on a critical; the foe falls at 0.
 */
import type { FoeSeed } from '../../../content/dungeon-types';
import { rollCheck } from '../checks';
import { type Ctx, say } from '../turn-context';
import { isCreative } from '../creative';
import type { Intent } from '../intent';
import { capitalise } from '../world';
import { pickUp } from './pick-up';

function strikeBack(ctx: Ctx, foe: FoeSeed, advantage: boolean): boolean {
  const check = {
    skill: 'Endurance' as const,
    difficulty: foe.attack,
    success: `You turn aside the blow of ${foe.name}.`,
    failure: `${capitalise(foe.name)} strikes you.`,
    onFail: { damage: foe.damage },
  };
  const label = `Defence against ${foe.name}`;
  return rollCheck(ctx, { id: `defend:${foe.key}`, kind: 'defense', check, advantage, npcIcon: foe.icon, label }).success;
}

/** `text` null: the check card already told the story (a won parley). */
export function defeat(ctx: Ctx, foe: FoeSeed, text: string | null): void {
  const w = ctx.s.world;
  w.defeated.push(foe.key);
  w.foeHp[foe.key] = 0;
  if (text) say(ctx, text);
  for (const item of foe.drops ?? []) pickUp(ctx, item, undefined);
}

export function attack(ctx: Ctx, intent: Intent, foe: FoeSeed): void {
  const w = ctx.s.world;
  const advantage = isCreative(intent) || w.guard;
  w.guard = false;
  const check = {
    skill: 'Athletics' as const,
    difficulty: foe.defense,
    success: `Your strike finds ${foe.name}.`,
    failure: `${capitalise(foe.name)} shrugs off your attack.`,
  };
  const label = `Attack on ${foe.name}`;
  const hit = rollCheck(ctx, { id: `attack:${foe.key}`, kind: 'attack', check, advantage, npcIcon: foe.icon, label });
  if (hit.success) {
    const hp = (w.foeHp[foe.key] ?? foe.hp) - (hit.critical ? 2 : 1);
    w.foeHp[foe.key] = Math.max(0, hp);
    if (hp <= 0) return defeat(ctx, foe, foe.defeatedText);
    // A blow that lands staggers the foe: it answers only a miss.
    say(ctx, `${capitalise(foe.name)} reels, hurt.`);
    return;
  }
  strikeBack(ctx, foe, false);
}

export function defend(ctx: Ctx, intent: Intent, foe: FoeSeed): void {
  if (strikeBack(ctx, foe, isCreative(intent))) {
    ctx.s.world.guard = true;
    say(ctx, `${capitalise(foe.name)} overreaches. Its guard is open: strike now!`);
  }
}
