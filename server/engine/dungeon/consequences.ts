/** What failures cost, and the two ways a crawl ends badly (in-play §4 Timeline collapse). */
import type { Consequence } from '../../content/dungeon-types';
import { type Ctx, emit } from './turn-context';
import type { GameOverNarrativeType } from './state';
import { trackerMax } from './trackers';

export function moveTracker(ctx: Ctx, key: string, delta: number): void {
  const seed = ctx.t.trackers.find((tr) => tr.key === key);
  if (!seed) return;
  const w = ctx.s.world;
  w.trackers[key] = Math.max(0, Math.min(trackerMax(ctx.t, ctx.s, key), (w.trackers[key] ?? seed.start) + delta));
  if (seed.fatalAtZero && w.trackers[key] === 0) endCrawl(ctx, 'deadly_failure');
}

export function applyConsequence(ctx: Ctx, c: Consequence): void {
  const w = ctx.s.world;
  if (c.damage) moveTracker(ctx, 'health', -c.damage);
  if (c.tracker) moveTracker(ctx, c.tracker.key, c.tracker.delta);
  if (c.loseActions) w.actionsLeft = Math.max(0, w.actionsLeft - c.loseActions);
  if (c.deadly) endCrawl(ctx, 'deadly_failure');
}

/** Game over, once: the first cause wins (a deadly blow on the last action is a deadly failure). */
export function endCrawl(ctx: Ctx, kind: GameOverNarrativeType): void {
  if (ctx.s.status !== 'active') return;
  ctx.s.status = 'game_over';
  ctx.s.gameOver = kind;
  emit(ctx, { type: 'gameOver', narrative_type: kind, text: ctx.t.game_over[kind] });
}
