// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/worker-client', () => ({ sync: {} }));

const { QUERY_FLAGS } = await import('../../../src/contract/query-flags');
const { FLAG_MODALS } = await import('../../../src/app/query-flags');

describe('the query-flag registry', () => {
  it('opens a modal for every flag of the contract, and each close removes its own flag first', () => {
    expect(FLAG_MODALS.map((e) => e.flag).sort()).toEqual(Object.values(QUERY_FLAGS).sort());
    for (const e of FLAG_MODALS) expect([e.flag, e.removes[0]]).toEqual([e.flag, e.flag]);
  });

  it('opens the leaderboard only with its dungeon, a prompt or a challenge only with an id', () => {
    const entry = (flag: string) => FLAG_MODALS.find((e) => e.flag === flag)!;
    const open = (flag: string, value: string, query = '') => (entry(flag).opens ?? ((v: string) => v === 'true'))(value, new URLSearchParams(query));
    expect(open('dungeon_leaderboard', 'true')).toBe(false);
    expect(open('dungeon_leaderboard', 'true', 'dungeonId=d1')).toBe(true);
    expect(open('community_challenge', 'saga-1')).toBe(true);
    expect(open('community_challenge', '')).toBe(false);
    expect(open('rank_achievement', 'p1')).toBe(true);
    expect(open('refferal', 'true')).toBe(true);
    expect(open('refferal', 'false')).toBe(false);
  });

});
