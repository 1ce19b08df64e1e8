/**
 * After every placed action: the room's drain (and its warning when it nears the end), recovery of what
 * other rooms drained, victory, collapse notices, and the collapse itself at zero actions. Victory is
 * checked first: a dungeon won with its last action is won.
 */
import { moveTracker, endCrawl } from './consequences';
import { collapseNotices } from './collapse';
import { type Ctx, emit, say } from './turn-context';
import { goalMet, victoryText } from './goal';
import { drainWarning } from './trackers';
import { roomOf } from './world';

export function spendAction(ctx: Ctx): void {
  ctx.s.world.actionsLeft = Math.max(0, ctx.s.world.actionsLeft - 1);
  ctx.s.actionsSpent += 1;
}

export function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  const room = roomOf(ctx.t, s.world.room);
  if (s.status === 'active' && room.drain) {
    say(ctx, room.drain.text);
    moveTracker(ctx, room.drain.tracker, -room.drain.amount);
    const warning = drainWarning(ctx.t, s);
    if (s.status === 'active' && warning) say(ctx, warning);
  }
  for (const tr of ctx.t.trackers) if (tr.recovers && room.drain?.tracker !== tr.key) moveTracker(ctx, tr.key, tr.recovers);
  if (s.status !== 'active') return;
  if (goalMet(ctx.t.goal, s)) {
    s.status = 'victory';
    // Expedition progress is the server's knowledge: it fills expedition_progress before storing.
    emit(ctx, { type: 'victory', victory_text: victoryText(ctx.t, s), expedition_progress: null });
    return;
  }
  collapseNotices(ctx);
  if (s.world.actionsLeft <= 0) endCrawl(ctx, 'action_counter_zero');
}
