/**
 * Starting a crawl: the world at its first moment, artifacts applied, the opening room entered.
 * Same dungeon + seed + artifacts + inputs always give the same crawl.
 */
import type { DungeonSeed } from '../../content/dungeon-types';
import { artifactEffects } from './artifacts';
import { type Ctx, emit } from './turn-context';
import { enterRoom } from './enter';
import { type EngineResult, finish } from './result';
import { seedPosition } from './rng';
import type { CrawlState, WorldState } from './state';

export interface StartOptions {
  seed: number;
  /** Artifact ids taken in (validate ownership and price with artifactCost first). */
  artifacts: string[];
  now: string;
}

function firstWorld(t: DungeonSeed, actions: number, health: number): WorldState {
  const trackers: Record<string, number> = {};
  for (const tr of t.trackers) trackers[tr.key] = tr.key === 'health' ? tr.start + health : tr.start;
  return {
    room: t.start, actionsLeft: actions, trackers, inventory: {}, taken: [], revealed: [], searched: [], examined: [],
    unlocked: [], used: [], foeHp: {}, defeated: [], freed: [], given: [], talks: {}, hazardsSprung: [], failures: {}, guard: false,
  };
}

export function initialState(t: DungeonSeed, opts: StartOptions): CrawlState {
  const fx = artifactEffects(opts.artifacts);
  const world = firstWorld(t, t.actions + fx.actions, fx.health);
  return {
    v: 1, timelineId: t.dungeon_id, seed: opts.seed, rng: seedPosition(opts.seed), seq: 0, status: 'active', gameOver: null,
    actionsTotal: t.actions + fx.actions, actionsSpent: 0, world, roomEntry: structuredClone(world), visited: [], found: [],
    collapse: [], milestones: [], missions: Object.fromEntries(t.missions.map((m) => [m.key, 'active'])), reported: [],
    failedChecks: 0, resurrections: 0, artifacts: [...opts.artifacts],
    mods: { skill: fx.skill, attack: fx.attack, defense: fx.defense }, rerolls: fx.rerolls, journal: [], notes: [], nextId: 1,
  };
}

export function openingScene(ctx: Ctx): void {
  emit(ctx, { type: 'narrativeTextParagraph', author: 'dungeon_text', text: ctx.t.description });
  enterRoom(ctx, ctx.t.start, { fastTravel: false });
}

export function startCrawl(t: DungeonSeed, opts: StartOptions): EngineResult {
  const state = initialState(t, opts);
  const ctx: Ctx = { t, s: state, now: opts.now, events: [], newItems: [], firstEntries: [] };
  openingScene(ctx);
  return finish(ctx, false);
}
