import { describe, expect, it } from 'vitest';
import { act, startCrawl } from '../../server/engine/dungeon';
import { effectiveDifficulty } from '../../server/engine/dungeon/checks';
import { rollD20 } from '../../server/engine/dungeon/rng';
import { vault } from './fixture';
import { NOW, ofType } from './helpers';

const FORCE = 'force the door';

function forceOnce(seed: number, text = FORCE) {
  const start = startCrawl(vault, { seed, artifacts: [], now: NOW });
  return act(vault, start.state, text, { now: NOW });
}

describe('seeded dice', () => {
  it('reproduces every roll from the seed and the inputs', () => {
    const a = forceOnce(42);
    const b = forceOnce(42);
    expect(b.events).toEqual(a.events);
    expect(b.state).toEqual(a.state);
  });

  it('rolls differently under a different seed', () => {
    const rolls = (seed: number) => Array.from({ length: 5 }, (_, i) => i).reduce<{ pos: number; out: number[] }>(
      (acc) => {
        const r = rollD20(acc.pos);
        return { pos: r.position, out: [...acc.out, r.roll] };
      },
      { pos: seed, out: [] },
    ).out;
    expect(rolls(1)).not.toEqual(rolls(2));
    const strings = new Set(Array.from({ length: 6 }, (_, s) => ofType(forceOnce(s + 1).events, 'skillCheck')[0]!.rollString));
    expect(strings.size).toBeGreaterThan(1);
  });

  it('stays within 1..20 and shows the sum against the difficulty', () => {
    const check = ofType(forceOnce(7).events, 'skillCheck')[0]!;
    expect(check.rollString).toMatch(/^d20 \((\d+)\) \+ 0 = (\d+) vs 15$/);
    const natural = Number(/\((\d+)\)/.exec(check.rollString)![1]);
    expect(natural).toBeGreaterThanOrEqual(1);
    expect(natural).toBeLessThanOrEqual(20);
    expect(check.rollResultNumber).toBe(natural);
    expect(['Failure', 'Success', 'Critical Success']).toContain(check.resultStatus);
    expect(check.icon).toBe('skill-athletics');
  });
});

describe('advantage and retries', () => {
  it('grants advantage to a creative choice that names a feature of the room', () => {
    const plain = ofType(forceOnce(3).events, 'skillCheck')[0]!;
    const creative = ofType(forceOnce(3, 'force the door, bracing my foot against the statue').events, 'skillCheck')[0]!;
    expect(plain.advantage).toBe(false);
    expect(creative.advantage).toBe(true);
    expect(creative.rollString).toMatch(/^d20 adv \(\d+, \d+\) \+ 0 = \d+ vs 15$/);
    const [x, y] = /adv \((\d+), (\d+)\)/.exec(creative.rollString)!.slice(1).map(Number);
    expect(creative.rollResultNumber).toBe(Math.max(x!, y!));
  });

  it('grants advantage to a long, specific description', () => {
    const text = 'force the heavy iron door hinges loose using shoulder weight and patient rocking motion';
    expect(ofType(forceOnce(3, text).events, 'skillCheck')[0]!.advantage).toBe(true);
  });

  it('makes a failed check easier to retry: -2 per failure, never below 5', () => {
    const seed = Array.from({ length: 200 }, (_, i) => i + 1).find((s) => ofType(forceOnce(s).events, 'skillCheck')[0]!.resultStatus === 'Failure')!;
    const first = forceOnce(seed);
    const second = act(vault, first.state, FORCE, { now: NOW });
    expect(ofType(first.events, 'skillCheck')[0]!.difficulty).toBe(15);
    expect(ofType(second.events, 'skillCheck')[0]!.difficulty).toBe(13);
    expect([0, 1, 2, 3, 4].map((f) => effectiveDifficulty(15, f))).toEqual([15, 13, 11, 9, 9]);
    expect(effectiveDifficulty(8, 5)).toBe(5);
    expect(effectiveDifficulty(4, 3)).toBe(4);
  });
});
