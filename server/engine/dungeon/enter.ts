/**
 * Arriving in a room: the room-change card, the entry paragraph, first-entry and milestone reports, the
 * room's hazard, and the snapshot that room restarts and resurrections return to.
 */
import { rollCheck } from './checks';
import { type Ctx, emit, say } from './turn-context';
import { roomDescription } from './state-text';
import { holds, roomOf } from './world';

export function enterRoom(ctx: Ctx, key: string, opts: { fastTravel: boolean }): void {
  const s = ctx.s;
  const w = s.world;
  const from = s.visited.length > 0 ? roomOf(ctx.t, w.room).name : null;
  const room = roomOf(ctx.t, key);
  w.room = key;
  w.guard = false;
  emit(ctx, { type: 'roomChange', from, to: room.name, fast_travel: opts.fastTravel });
  say(ctx, roomDescription(w, room));
  if (!s.visited.includes(key)) {
    s.visited.push(key);
    ctx.firstEntries.push(key);
  }
  if (room.milestone && !s.milestones.includes(key)) {
    s.milestones.push(key);
    emit(ctx, { type: 'milestone', title: 'Milestone Reached', text: room.milestone });
  }
  const hazard = room.hazard;
  const springs = hazard && !w.hazardsSprung.includes(hazard.key);
  // The hazard counts as sprung in the snapshot: a room restart puts you past it, not back into it.
  if (hazard && springs) w.hazardsSprung.push(hazard.key);
  s.roomEntry = structuredClone(w);
  if (!hazard || !springs) return;
  if (hazard.avoidedBy && holds(w, hazard.avoidedBy)) {
    say(ctx, hazard.avoidedText ?? `Your preparation serves you: the ${hazard.name} cannot touch you.`);
    return;
  }
  say(ctx, `Danger: ${hazard.name}!`);
  rollCheck(ctx, { id: `hazard:${hazard.key}`, kind: hazard.kind === 'defense' ? 'defense' : 'skill', check: hazard.check, advantage: false });
}
