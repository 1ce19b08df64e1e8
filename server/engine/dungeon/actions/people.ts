/** Talking to people (and parleying with foes) and freeing captives. */
import type { CharacterSeed, FoeSeed } from '../../../content/dungeon-types';
import { rollCheck } from '../checks';
import { type Ctx, say } from '../turn-context';
import { isCreative } from '../creative';
import type { Intent } from '../intent';
import { capitalise, holds, itemOf } from '../world';
import { defeat } from './combat';
import { dropFromSatchel, pickUp } from './pick-up';
import { nextLine } from '../state-text';

/**
 * A person's line as things stand (state-text.ts), then their gift if it is due: a trade spends what it asks for,
 * and only when it is `offered` (intent.ts, tradeOffered): words alone hear the trader out and say what they want.
 */
export function talk(ctx: Ctx, c: CharacterSeed, offered = true): void {
  const w = ctx.s.world;
  const gift = c.gives;
  const ready = gift && !w.given.includes(c.key) && (!gift.requires || holds(w, gift.requires)) ? gift : null;
  const due = ready && (offered || !ready.requires || ready.kept) ? ready : null;
  const line = due?.line ?? nextLine(ctx.t, w, c);
  w.talks[c.key] = (w.talks[c.key] ?? 0) + 1;
  if (line) say(ctx, `${capitalise(c.name)}: “${line}”`);
  if (ready && !due) say(ctx, `You carry the ${itemOf(ctx.t, ready.requires!).name}: give it to ${c.name} if you mean to trade it for the ${itemOf(ctx.t, ready.item).name}.`);
  if (!due) return;
  w.given.push(c.key);
  if (due.requires && !due.kept) dropFromSatchel(ctx, due.requires);
  pickUp(ctx, due.item, due.text);
}

/** Words with a foe: a parley check if it can be reasoned with, otherwise it answers with steel. */
export function parley(ctx: Ctx, intent: Intent, foe: FoeSeed): void {
  const line = foe.lines?.[0];
  if (line) say(ctx, `${capitalise(foe.name)}: “${line}”`);
  if (!foe.parley) {
    say(ctx, `${capitalise(foe.name)} will not be talked down.`);
    return;
  }
  const req = { id: `parley:${foe.key}`, kind: 'skill' as const, check: foe.parley, advantage: isCreative(intent), npcIcon: foe.icon };
  // A failed parley costs what the content says (parley.onFail): usually a blow.
  if (rollCheck(ctx, req).success) {
    ctx.s.world.spared = [...(ctx.s.world.spared ?? []), foe.key];
    defeat(ctx, foe, null);
  }
}

export function freeCharacter(ctx: Ctx, intent: Intent, c: CharacterSeed): void {
  const w = ctx.s.world;
  const captive = c.captive;
  if (!captive || w.freed.includes(c.key)) {
    say(ctx, `${capitalise(c.name)} is not bound.`);
    return;
  }
  if (captive.requires && holds(w, captive.requires)) {
    say(ctx, captive.keyText ? `${captive.keyText} ${captive.freedText}` : captive.freedText);
  } else if (captive.check) {
    const req = { id: `free:${c.key}`, kind: 'skill' as const, check: captive.check, advantage: isCreative(intent), npcIcon: c.icon };
    if (!rollCheck(ctx, req).success) return;
    say(ctx, captive.freedText);
  } else {
    const need = captive.requires ? ` You will need ${itemOf(ctx.t, captive.requires).name.toLowerCase()}.` : '';
    say(ctx, `${captive.captiveText}${need}`);
    return;
  }
  w.freed.push(c.key);
}
