/**
 * One turn: the player's text becomes an input card, then a deed. Placed deeds cost one action;
 * input the engine cannot place is answered with what can be done here, for free.
 */
import { LIMITS } from '../../../src/contract/common';
import type { DungeonSeed } from '../../content/dungeon-types';
import { makeCtx, emit, say } from './turn-context';
import { deedFor } from './dispatch';
import { helpText, inventoryText, lookAround, unplaced } from './help';
import { parseIntent } from './intent';
import { CrawlError, type StepResult, finish } from './result';
import type { CrawlState } from './state';
import { endTurn, spendAction } from './turn-end';
import { itemOf } from './world';

export function act(t: DungeonSeed, state: CrawlState, text: string, opts: { now: string }): StepResult {
  if (state.status !== 'active') throw new CrawlError('crawl_over', 'This crawl is over: resurrect, try again or restart.');
  const typed = text.trim();
  if (typed.length === 0 || typed.length > LIMITS.choice) throw new CrawlError('bad_input', `Type 1 to ${LIMITS.choice} characters.`);
  const ctx = makeCtx(t, state, opts.now);
  emit(ctx, { type: 'input', author: 'user', text: typed });
  const intent = parseIntent(t, ctx.s.world, typed);
  if (intent.verb === 'inventory' && !intent.target) {
    say(ctx, inventoryText(t, ctx.s));
    return finish(ctx, false);
  }
  if ((intent.verb === 'look' || intent.verb === 'examine' || intent.verb === 'help') && !intent.target) {
    say(ctx, intent.verb === 'help' ? helpText(t, ctx.s) : lookAround(t, ctx.s));
    return finish(ctx, false);
  }
  if (intent.verb === 'take' && intent.target?.kind === 'held') {
    say(ctx, `The ${itemOf(t, intent.target.key).name} is already in your satchel.`);
    return finish(ctx, false);
  }
  const deed = deedFor(ctx, intent);
  if (!deed) {
    say(ctx, unplaced(t, ctx.s, intent.verb));
    return finish(ctx, false);
  }
  spendAction(ctx);
  deed(ctx);
  endTurn(ctx);
  return finish(ctx, true);
}
