import { describe, expect, it } from 'vitest';
import type { DungeonSeed } from '../../server/content/dungeon-types';
import { act, missionPoints, missionsView, resurrect, startCrawl, type EngineResult } from '../../server/engine/dungeon';
import { SHORT_WIN, vault } from './fixture';
import { NOW, defeated, inRoom, play } from './helpers';

const run = (r: EngineResult, ...inputs: string[]) => inputs.reduce((acc, text) => act(vault, acc.state, text, { now: NOW }), r);
const begin = () => startCrawl(vault, { seed: 11, artifacts: [], now: NOW });

describe('missions', () => {
  it('start active; conduct missions turn will_complete once play begins', () => {
    const r0 = begin();
    expect(Object.values(r0.state.missions)).toEqual(['active', 'active', 'active', 'active', 'active']);
    const r1 = run(r0, 'examine the statue');
    expect(r1.state.missions['m-challenge']).toBe('will_complete');
    expect(r1.state.missions['m-hardcore']).toBe('will_complete');
    expect(missionsView(vault, r1.state).find((m) => m.mission_id === 'm-challenge')).toMatchObject({
      mission_type: 'challenge_mode', status: 'will_complete', first_completed_user: null,
    });
  });

  it('completes treasure_hunt and rescue the moment their condition holds, reported once', () => {
    const took = run(begin(), 'take the lantern');
    expect(took.missionsCompleted).toEqual(['m-treasure']);
    const freed = run(took, 'search', 'take the key', 'free the prisoner');
    expect(freed.missionsCompleted).toEqual(['m-rescue']);
    const again = run(freed, 'examine the statue');
    expect(again.missionsCompleted).toEqual([]);
    expect(again.state.missions['m-rescue']).toBe('completed');
  });

  it('confirms challenge_mode and hardcore_mode only at victory', () => {
    const r = run(begin(), ...SHORT_WIN);
    expect(r.status).toBe('victory');
    expect(r.missionsCompleted).toEqual(expect.arrayContaining(['m-challenge', 'm-hardcore']));
    expect(r.state.missions['m-challenge']).toBe('completed');
    expect(r.state.missions['m-hardcore']).toBe('completed');
    expect(r.events.at(-1)).toMatchObject({ type: 'victory', victory_text: vault.victory_text, expedition_progress: null });
  });

  it('fails challenge_mode past its action limit, for good', () => {
    const r = run(begin(), 'examine the statue', ...SHORT_WIN);
    expect(r.status).toBe('victory');
    expect(r.state.missions['m-challenge']).toBe('failed');
    expect(r.missionsCompleted).not.toContain('m-challenge');
  });

  it('completes catalogue_the_timeline when every room and item is found', () => {
    const p = play(vault, 3, [
      'take the lantern', 'search', 'take the key',
      { input: 'go east', done: inRoom('pit') }, 'go west',
      { input: 'go south', done: inRoom('arena') }, { input: 'attack the golem', done: defeated('golem') }, 'go north',
      'go north', 'use the lantern on the altar',
    ]);
    expect(p.state.status).toBe('victory');
    expect(p.completed).toContain('m-catalogue');
  });

  it('fails a no-resurrection hardcore mission on resurrection', () => {
    const lenient: DungeonSeed = { ...vault, missions: [{ key: 'soft', description: 'No resurrection.', rule: { type: 'hardcore_mode', noFailedChecks: false } }] };
    let r = startCrawl(lenient, { seed: 1, artifacts: [], now: NOW });
    r.state.world.actionsLeft = 1;
    r = act(lenient, r.state, 'examine the statue', { now: NOW });
    expect(r.status).toBe('game_over');
    expect(r.state.missions.soft).toBe('will_complete');
    r = resurrect(lenient, r.state, { now: NOW, kind: 'try_again' });
    expect(r.state.missions.soft).toBe('failed');
    expect(r.missionsFailed).toEqual(['soft']);
  });

  it('awards double rank points to the first to complete a mission', () => {
    expect(missionPoints('hardcore_mode', false)).toBe(150);
    expect(missionPoints('hardcore_mode', true)).toBe(300);
  });
});
