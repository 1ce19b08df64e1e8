import { describe, expect, it } from 'vitest';
import { act, startCrawl, type EngineResult } from '../../server/engine/dungeon';
import { vault } from './fixture';
import { NOW, ofType } from './helpers';

/** Examining the statue is a placed action with no dice: a clean way to burn actions. */
function burn(n: number): EngineResult[] {
  let r = startCrawl(vault, { seed: 9, artifacts: [], now: NOW });
  const out: EngineResult[] = [];
  for (let i = 0; i < n; i++) {
    r = act(vault, r.state, 'examine the statue', { now: NOW });
    out.push(r);
  }
  return out;
}

type CollapseType = 'timelineCollapseWarning' | 'timelineCollapseDanger' | 'timelineCollapseFinal';

describe('timeline collapse', () => {
  it('warns at 50 %, 75 % and 90 % of actions used, once each', () => {
    const steps = burn(19);
    const at = (type: CollapseType) =>
      steps.flatMap((r, i) => (r.events.some((e) => e.type === type) ? [i + 1] : []));
    expect(at('timelineCollapseWarning')).toEqual([10]);
    expect(at('timelineCollapseDanger')).toEqual([15]);
    expect(at('timelineCollapseFinal')).toEqual([18]);
    const warning = ofType(steps[9]!.events, 'timelineCollapseWarning')[0]!;
    expect(warning.text).toBe('50% of actions exhausted');
    expect(warning.actions_available).toBe(10);
  });

  it('ends the crawl at zero actions with action_counter_zero', () => {
    const steps = burn(20);
    const last = steps[19]!;
    expect(last.status).toBe('game_over');
    expect(last.state.world.actionsLeft).toBe(0);
    const over = ofType(last.events, 'gameOver')[0]!;
    expect(over.narrative_type).toBe('action_counter_zero');
    expect(over.text).toBe(vault.game_over.action_counter_zero);
    expect(steps.slice(0, 19).every((r) => r.status === 'active')).toBe(true);
    expect(() => act(vault, last.state, 'examine the statue', { now: NOW })).toThrow(/over/);
  });

  it('wins rather than collapses when the last action completes the timeline', () => {
    let r = startCrawl(vault, { seed: 9, artifacts: [], now: NOW });
    r.state.world.actionsLeft = 5;
    r.state.actionsTotal = 5;
    for (const text of ['take the lantern', 'search', 'take the key', 'go north', 'use the lantern on the altar']) {
      r = act(vault, r.state, text, { now: NOW });
    }
    expect(r.status).toBe('victory');
    expect(ofType(r.events, 'gameOver')).toHaveLength(0);
  });
});
