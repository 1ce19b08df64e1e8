/** Searching rooms and examining things: how hidden items come to light. */
import { rollCheck } from '../checks';
import { type Ctx, say } from '../turn-context';
import { isCreative } from '../creative';
import type { Intent, Target } from '../intent';
import { featureDescription } from '../state-text';
import { exitId, hiddenBySearch, isLocked, itemOf, listNames, roomOf } from '../world';

function reveal(ctx: Ctx, keys: string[], how: string): void {
  const w = ctx.s.world;
  const fresh = keys.filter((k) => !w.revealed.includes(k));
  w.revealed.push(...fresh);
  if (fresh.length > 0) say(ctx, `${how} ${listNames(fresh.map((k) => itemOf(ctx.t, k).name))}.`);
}

export function searchRoom(ctx: Ctx, intent: Intent): void {
  const w = ctx.s.world;
  const room = roomOf(ctx.t, w.room);
  const hidden = hiddenBySearch(room, w);
  if (hidden.length === 0) {
    const closer = (room.items ?? []).some((i) => typeof i.hidden === 'object' && !w.revealed.includes(i.key));
    const hint = closer ? 'Nothing turns up in the open. Something here deserves a closer look.' : undefined;
    say(ctx, hint ?? room.searchEmpty ?? 'You search every corner, but this room has given up all its secrets.');
    return;
  }
  if (room.searchCheck && !w.searched.includes(room.key)) {
    const id = `search:${room.key}`;
    if (!rollCheck(ctx, { id, kind: 'skill', check: room.searchCheck, advantage: isCreative(intent) }).success) return;
  }
  if (!w.searched.includes(room.key)) w.searched.push(room.key);
  reveal(ctx, hidden.map((i) => i.key), 'Your search turns up:');
}

export function examine(ctx: Ctx, intent: Intent, target: Target): void {
  const w = ctx.s.world;
  const room = roomOf(ctx.t, w.room);
  switch (target.kind) {
    case 'feature': {
      const f = room.features!.find((x) => x.key === target.key)!;
      if (f.check && !w.examined.includes(f.key)) {
        const ok = rollCheck(ctx, { id: `examine:${f.key}`, kind: 'skill', check: f.check, advantage: isCreative(intent) });
        if (!ok.success) return;
      }
      if (!w.examined.includes(f.key)) w.examined.push(f.key);
      say(ctx, featureDescription(w, f));
      const inside = (room.items ?? []).filter((i) => typeof i.hidden === 'object' && i.hidden.feature === f.key);
      reveal(ctx, inside.map((i) => i.key), 'Looking closer, you find:');
      return;
    }
    case 'item':
    case 'held': {
      const item = itemOf(ctx.t, target.key);
      const where = target.kind === 'held' ? ' It is in your satchel.' : item.fixed ? ' It is part of this place.' : '';
      say(ctx, `${item.name}: ${item.publicDescription}${where}`);
      return;
    }
    case 'character': {
      const c = room.characters!.find((x) => x.key === target.key)!;
      const bound = c.captive && !w.freed.includes(c.key) ? ` ${c.captive.captiveText}` : '';
      say(ctx, `You study ${c.name}.${bound}`);
      return;
    }
    case 'foe': {
      const f = room.foes!.find((x) => x.key === target.key)!;
      const hp = w.foeHp[f.key] ?? f.hp;
      say(ctx, `${f.description}${hp < f.hp ? ' It is wounded.' : ''}`);
      return;
    }
    case 'exit': {
      const e = room.exits.find((x) => x.to === target.key)!;
      const known = ctx.s.visited.includes(e.to) ? roomOf(ctx.t, e.to).name : 'somewhere you have not been';
      const locked = isLocked(room, w, e) ? ` ${e.locked!.text}` : '';
      const open = w.unlocked.includes(exitId(room.key, e.to)) ? ' It stands open now.' : '';
      say(ctx, `${e.label[0]!.toUpperCase()}${e.label.slice(1)} leads to ${known}.${locked}${open}`);
      return;
    }
  }
}

/** 'search the bales': a close look at the thing, and a search of the room around it if it still hides something. */
export function searchFeature(ctx: Ctx, intent: Intent, target: Target): void {
  examine(ctx, intent, target);
  const w = ctx.s.world;
  const passed = !roomOf(ctx.t, w.room).features?.find((f) => f.key === target.key)?.check || w.examined.includes(target.key);
  if (passed && ctx.s.status === 'active' && hiddenBySearch(roomOf(ctx.t, w.room), w).length > 0) searchRoom(ctx, intent);
}
