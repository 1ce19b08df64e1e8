/**
 * One turn: the player's text becomes an input card, then a deed. Placed deeds cost one action;
 * input the engine cannot place is answered with what can be done here, for free.
 */
import { LIMITS } from '../../../src/contract/common';
import type { DungeonSeed } from '../../content/dungeon-types';
import { type Ctx, makeCtx, emit, say } from './turn-context';
import { pickUp } from './actions/pick-up';
import { deedFor } from './dispatch';
import { helpText, inventoryText, lookAround, unplaced, whichOne } from './help';
import { hardWay, irreversible, lackedItem, plainly, takenFirst } from './deed-checks';
import { type Intent, type Memory, parseIntent } from './intent';
import { answer, scenery } from './answers';
import { CrawlError, type EngineResult, finish } from './result';
import type { CrawlState } from './state';
import { endTurn, spendAction } from './turn-end';
import { itemOf, roomOf, thingName } from './world';

export function act(t: DungeonSeed, state: CrawlState, text: string, opts: { now: string }): EngineResult {
  if (state.status !== 'active') throw new CrawlError('crawl_over', 'This crawl is over: resurrect, try again or restart.');
  const typed = text.trim();
  if (typed.length === 0 || typed.length > LIMITS.choice) throw new CrawlError('bad_input', `Type 1 to ${LIMITS.choice} characters.`);
  const ctx = makeCtx(t, state, opts.now);
  emit(ctx, { type: 'input', author: 'user', text: typed });
  const memory = ctx.s.recent ?? {};
  // The check offered last turn ('Or you can try to untie the knots…') stands for this turn only.
  const offered = memory.offered;
  if (offered) ctx.s.recent = { ...memory, offered: undefined };
  let intent = parseIntent(t, ctx.s.world, typed, memory);
  let deedText = typed;
  if (intent.mode === 'again') {
    if (!memory.input) {
      say(ctx, 'There is nothing to do again yet, Historian. Say what you would like to do.');
      return finish(ctx, false);
    }
    deedText = memory.input;
    intent = parseIntent(t, ctx.s.world, deedText, memory);
  }
  if (intent.mode === 'wait') {
    say(ctx, 'You wait, and listen. The hours do not move for waiting, Historian: they close in only as you act.');
    return finish(ctx, false);
  }
  remember(ctx.s, intent);
  if (intent.mode === 'question') {
    // ('where does the door go?' with two doors: which one, asked back for free.)
    say(ctx, intent.ambiguous.length > 1 ? whichOne(intent.ambiguous.map((a) => thingName(t, ctx.s.world.room, a.kind, a.key))) : answer(t, ctx.s, intent));
    return finish(ctx, false);
  }
  if (intent.verb === 'inventory' && !intent.target) {
    say(ctx, inventoryText(t, ctx.s));
    return finish(ctx, false);
  }
  if (intent.ambiguous.length > 1) {
    say(ctx, whichOne(intent.ambiguous.map((a) => thingName(t, ctx.s.world.room, a.kind, a.key))));
    return finish(ctx, false);
  }
  // 'climb to the dome with the mason's rope' with the rope lying here: taken first, as part of the deed.
  const taken = firstTaking(ctx, intent, deedText, memory);
  if (taken) intent = taken;
  if (intent.missingItem) {
    say(ctx, `You are not carrying the ${intent.missingItem}, Historian. Your satchel holds what the backpack shows.`);
    return finish(ctx, false);
  }
  const lacked = lackedItem(t, ctx.s.world, intent, offered);
  if (lacked) {
    const room = roomOf(t, ctx.s.world.room);
    const lock = intent.target?.kind === 'exit' ? room.exits.find((e) => e.to === intent.target!.key)?.locked?.text : null;
    const orElse = hardWay(t, ctx.s.world, intent);
    // Offered, the check is what 'untie him' or 'try again' does next turn.
    if (orElse && intent.target) ctx.s.recent = { ...ctx.s.recent, offered: intent.target.key, input: deedText };
    say(ctx, `${lock ? `${lock} ` : ''}You need the ${lacked} for that, Historian, and you are not carrying it.${orElse ? ` ${orElse}` : ''}`);
    return finish(ctx, false);
  }
  if (intent.futile && intent.target) {
    say(ctx, `Nothing comes of that, Historian: the ${thingName(t, ctx.s.world.room, intent.target.kind, intent.target.key)} will not answer to it. You can look closer at it, or try something else.`);
    return finish(ctx, false);
  }
  if ((intent.verb === 'look' || intent.verb === 'examine') && !intent.target && intent.words.length > 0) {
    const seen = scenery(t, ctx.s, intent.words);
    if (seen) {
      say(ctx, seen);
      return finish(ctx, false);
    }
  }
  if ((intent.verb === 'look' || intent.verb === 'examine' || intent.verb === 'help') && !intent.target) {
    say(ctx, intent.verb === 'help' ? helpText(t, ctx.s) : lookAround(t, ctx.s));
    return finish(ctx, false);
  }
  if (intent.target?.kind === 'held' && intent.verb !== 'use') {
    // Your own satchel costs nothing to look into.
    const item = itemOf(t, intent.target.key);
    say(ctx, intent.verb === 'take' ? `The ${item.name} is already in your satchel.` : `${item.name}: ${item.publicDescription} It is in your satchel.`);
    return finish(ctx, false);
  }
  const deed = deedFor(ctx, intent);
  const seen = !deed && (intent.verb === null || intent.verb === 'examine' || intent.verb === 'look' || intent.verb === 'search') ? scenery(t, ctx.s, intent.words) : null;
  if (seen) {
    say(ctx, seen);
    return finish(ctx, false);
  }
  if (!deed) {
    say(ctx, unplaced(t, ctx.s, intent.verb, intent.elsewhere));
    return finish(ctx, false, false);
  }
  const risky = irreversible(t, ctx.s.world, intent);
  if (risky && !plainly(t, ctx.s.world, intent)) {
    say(ctx, `Do you mean to ${risky}? Some deeds cannot be undone, Historian: say it plainly and it is done.`);
    return finish(ctx, false);
  }
  spendAction(ctx);
  // Tried by the check it was offered, the same words try it again next turn.
  ctx.s.recent = { ...ctx.s.recent, input: deedText, ...(offered && intent.target?.key === offered ? { offered } : {}) };
  const before = ctx.s.world.room;
  const shown = ctx.s.world.revealed.length;
  deed(ctx);
  if (ctx.s.world.room !== before) ctx.s.recent = { ...ctx.s.recent, from: before };
  // What a search or a closer look brought to light is what 'take it' means next.
  const found = ctx.s.world.revealed.slice(shown).at(-1);
  if (found) ctx.s.recent = { ...ctx.s.recent, place: ctx.s.recent?.thing, thing: found };
  if (intent.skipped && ctx.s.status === 'active') say(ctx, `One deed at a time, Historian: “${intent.skipped}” can be your next choice.`);
  endTurn(ctx);
  return finish(ctx, true);
}

/** The deed, with the item it needs taken first when it lies here (intent.ts, takenFirst). */
function firstTaking(ctx: Ctx, intent: Intent, text: string, memory: Memory): Intent | null {
  const first = takenFirst(ctx.t, ctx.s.world, intent, text, memory);
  if (!first) return null;
  pickUp(ctx, first.key, `(First taking the ${itemOf(ctx.t, first.key).name}.)`);
  return first.then;
}

/** What 'it', 'him' and 'her' will mean next turn: the things this sentence named. */
function remember(s: CrawlState, intent: Intent): void {
  const named = [intent.target, intent.item].filter((x) => x !== null);
  const recent = { ...s.recent };
  for (const n of named) {
    if (n.kind === 'character' || n.kind === 'foe') recent.person = n.key;
    else recent.thing = n.key;
  }
  s.recent = recent;
}
