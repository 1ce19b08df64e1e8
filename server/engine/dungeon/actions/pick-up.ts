/** Putting an item into the satchel: counted as found, flagged as new for 'New Item Acquired'. */
import { type Ctx, say } from '../turn-context';
import { itemOf } from '../world';

export function pickUp(ctx: Ctx, key: string, text?: string): void {
  const s = ctx.s;
  const w = s.world;
  w.inventory[key] = (w.inventory[key] ?? 0) + 1;
  if (!w.taken.includes(key)) w.taken.push(key);
  if (!s.found.includes(key)) s.found.push(key);
  ctx.newItems.push(key);
  say(ctx, text ?? `You take the ${itemOf(ctx.t, key).name}.`);
}

export function dropFromSatchel(ctx: Ctx, key: string): void {
  const w = ctx.s.world;
  const left = (w.inventory[key] ?? 0) - 1;
  if (left > 0) w.inventory[key] = left;
  else delete w.inventory[key];
}
