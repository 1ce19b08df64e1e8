/**
 * d20 checks: d20 + modifiers (artifacts, carried items) vs a difficulty. Advantage rolls twice and keeps
 * the higher; each earlier failure of the same check eases it; a natural 20 always succeeds, a natural 1
 * always fails. The die comes from the state's PRNG position, so the result is reproducible.
 */
import type { CheckSeed } from '../../content/dungeon-types';
import { applyConsequence } from './consequences';
import { type Ctx, emit } from './turn-context';
import { rollD20 } from './rng';
import { heldKeys, itemOf } from './world';

export type CheckKind = 'skill' | 'attack' | 'defense';

/** Retries: −2 per earlier failure, at most −6, never below 5 (or the base, if that is lower). */
export const RETRY_EASING = 2;
export const MAX_EASING = 6;
export const MIN_DIFFICULTY = 5;

export function effectiveDifficulty(base: number, failures: number): number {
  const eased = base - Math.min(failures * RETRY_EASING, MAX_EASING);
  return Math.max(eased, Math.min(base, MIN_DIFFICULTY));
}

export interface CheckRequest {
  /** Stable id of this check within the dungeon ('exit:hall>stacks'): retries are counted per id. */
  id: string;
  kind: CheckKind;
  check: CheckSeed;
  advantage: boolean;
  npcIcon?: string | null;
  /** Names the roll on the card, e.g. 'Attack on the Bronze Sentinel'; defaults to '<Skill> check'. */
  label?: string;
}

const EVENT_TYPE = { skill: 'skillCheck', attack: 'combatAttackCheck', defense: 'combatDefenseCheck' } as const;

/** Artifact modifiers plus the best bonus among carried items for that kind of roll. */
export function modifier(ctx: Ctx, kind: CheckKind): number {
  const fromItems = heldKeys(ctx.s.world).map((k) => itemOf(ctx.t, k).bonus?.[kind] ?? 0);
  return ctx.s.mods[kind] + Math.max(0, ...fromItems);
}

function d20(ctx: Ctx): number {
  const r = rollD20(ctx.s.rng);
  ctx.s.rng = r.position;
  return r.roll;
}

export interface CheckResult {
  success: boolean;
  critical: boolean;
}

export function rollCheck(ctx: Ctx, req: CheckRequest): CheckResult {
  const w = ctx.s.world;
  const difficulty = effectiveDifficulty(req.check.difficulty, w.failures[req.id] ?? 0);
  const mod = modifier(ctx, req.kind);
  const dice = req.advantage ? [d20(ctx), d20(ctx)] : [d20(ctx)];
  let natural = Math.max(...dice);
  const passes = (n: number) => n === 20 || (n !== 1 && n + mod >= difficulty);
  let shown = req.advantage ? `adv (${dice.join(', ')})` : `(${dice[0]})`;
  if (!passes(natural) && ctx.s.rerolls > 0) {
    // The free reroll artifact: spent on the first failure it can turn.
    ctx.s.rerolls -= 1;
    natural = d20(ctx);
    shown = `${shown.slice(0, -1)}, reroll ${natural})`;
  }
  const success = passes(natural);
  const total = natural + mod;
  const status = !success ? 'Failure' : natural === 20 ? 'Critical Success' : 'Success';
  const label = req.label ?? `${req.check.skill} check`;
  emit(ctx, {
    type: EVENT_TYPE[req.kind],
    rollString: `d20 ${shown} + ${mod} = ${total} vs ${difficulty}`,
    rollResultNumber: total,
    resultString: `${label}: ${status}`,
    resultStatus: status,
    narrativeString: success ? req.check.success : req.check.failure,
    NPCIcon: req.npcIcon ?? null,
    icon: req.kind === 'skill' ? `skill-${req.check.skill.toLowerCase().replace(/\s+/g, '-')}` : `combat-${req.kind}`,
    difficulty,
    advantage: req.advantage,
  });
  if (!success) {
    w.failures[req.id] = (w.failures[req.id] ?? 0) + 1;
    ctx.s.failedChecks += 1;
    if (req.check.onFail) applyConsequence(ctx, req.check.onFail);
  }
  return { success, critical: success && natural === 20 };
}
