import { describe, expect, it } from 'vitest';
import { ARTIFACT_COSTS } from '../../server/content/artifacts';
import {
  act, addCustomJournal, addRoomNote, announceFirstToEnter, artifactCost, fastTravel, RESURRECTION_ACTIONS,
  restartRoom, restartDungeon, resurrect, startCrawl, type EngineResult,
} from '../../server/engine/dungeon';
import { vault } from './fixture';
import { NOW, ofType } from './helpers';

const begin = (seed = 5, artifacts: string[] = []) => startCrawl(vault, { seed, artifacts, now: NOW });
const run = (r: EngineResult, ...inputs: string[]) => inputs.reduce((acc, text) => act(vault, acc.state, text, { now: NOW }), r);

/** Walks onto the deadly ledge without the lantern: only a natural 20 survives. */
function fall(): EngineResult {
  for (let seed = 1; seed < 100; seed++) {
    const r = run(begin(seed), 'examine the statue', 'go east');
    if (r.status === 'game_over') return r;
  }
  throw new Error('no seed fell');
}

describe('deadly failure and resurrection', () => {
  it('ends the crawl at once on a deadly failure', () => {
    const r = fall();
    expect(ofType(r.events, 'gameOver')[0]!.narrative_type).toBe('deadly_failure');
    expect(r.state.gameOver).toBe('deadly_failure');
  });

  it('resurrects at the entry of the room with extra actions', () => {
    const dead = fall();
    // The failed check already broke hardcore (no failed checks); it stays failed.
    expect(dead.missionsFailed).toContain('m-hardcore');
    const entryActions = dead.state.roomEntry.actionsLeft;
    const r = resurrect(vault, dead.state, { now: NOW, kind: 'free_resurrection' });
    expect(r.status).toBe('active');
    expect(r.state.world.room).toBe('pit');
    expect(r.state.world.actionsLeft).toBe(Math.min(20, entryActions + RESURRECTION_ACTIONS));
    expect(r.state.world.trackers.health).toBeGreaterThanOrEqual(3);
    expect(r.state.resurrections).toBe(1);
    expect(r.state.missions['m-hardcore']).toBe('failed');
    // The ledge already gave way: stepping back in does not roll it again.
    const back = run(r, 'go west', 'go east');
    expect(back.status).toBe('active');
  });

  it('treats the paid try-again the same and refuses to resurrect a living crawl', () => {
    const r = resurrect(vault, fall().state, { now: NOW, kind: 'try_again' });
    expect(r.status).toBe('active');
    expect(() => resurrect(vault, r.state, { now: NOW, kind: 'try_again' })).toThrow();
  });
});

describe('restarts', () => {
  it('restarts the room: items, actions and retries as they were on entry', () => {
    const inHall = run(begin(), 'go south', 'go north');
    const entry = inHall.state.world.actionsLeft;
    const later = run(inHall, 'take the lantern', 'examine the statue');
    const r = restartRoom(vault, later.state, { now: NOW });
    expect(r.state.world.inventory).toEqual({});
    expect(r.state.world.taken).not.toContain('lantern');
    expect(r.state.world.actionsLeft).toBe(entry);
    expect(r.state.world.room).toBe('hall');
    // Discoveries and the dice position are never rolled back.
    expect(r.state.found).toContain('lantern');
    expect(r.state.rng).toBe(later.state.rng);
  });

  it('restarts the whole timeline, keeping the journal, notes and event numbering', () => {
    let r = run(begin(), 'take the lantern', 'go south');
    const journaled = addCustomJournal(vault, r.state, 'Golem ahead.', NOW);
    const noted = addRoomNote(vault, journaled.state, 'The Hall', 'Statue here.', NOW);
    r = restartDungeon(vault, noted.state, { seed: 77, artifacts: [], now: NOW });
    expect(r.state.world.room).toBe('hall');
    expect(r.state.world.inventory).toEqual({});
    expect(r.state.world.actionsLeft).toBe(20);
    expect(r.state.journal.map((j) => j.text)).toEqual(['Golem ahead.']);
    expect(r.state.notes.map((n) => n.room)).toEqual(['The Hall']);
    expect(r.events[0]!.seq).toBe(noted.state.seq);
  });
});

describe('rooms', () => {
  it('reports a first entry once per crawl, and the server can announce a global first', () => {
    const opening = begin();
    expect(opening.firstEntries).toEqual(['hall']);
    const r1 = run(opening, 'go south');
    expect(r1.firstEntries).toEqual(['arena']);
    const r2 = run(r1, 'go north', 'go south');
    expect(r2.firstEntries).toEqual([]);
    const first = announceFirstToEnter(vault, r2.state, 'arena', { now: NOW });
    expect(first.events[0]).toMatchObject({ type: 'firstToEnter', room: 'The Arena', artifact_power_awarded: 100 });
    expect(first.state.seq).toBe(r2.state.seq + 1);
  });

  it('fast-travels to a discovered room for one action, never to the current or an unknown one', () => {
    const r = run(begin(), 'go south', 'go north');
    const left = r.state.world.actionsLeft;
    const moved = fastTravel(vault, r.state, 'The Arena', { now: NOW });
    expect(moved.state.world.room).toBe('arena');
    expect(moved.state.world.actionsLeft).toBe(left - 1);
    expect(ofType(moved.events, 'roomChange')[0]).toMatchObject({ from: 'The Hall', to: 'The Arena', fast_travel: true });
    expect(() => fastTravel(vault, moved.state, 'arena', { now: NOW })).toThrow();
    expect(() => fastTravel(vault, moved.state, 'The Vault', { now: NOW })).toThrow();
  });

  it('fires a milestone on the first entry of a milestone room', () => {
    const r = run(begin(), 'take the lantern', 'search', 'take the key', 'go north');
    expect(ofType(r.events, 'milestone')[0]).toMatchObject({ title: 'Milestone Reached', text: 'Halfway there.' });
  });
});

describe('artifacts', () => {
  it('prices a selection by count and rejects more than four, duplicates and unowned ones', () => {
    expect(artifactCost([], ARTIFACT_COSTS)).toEqual({ ok: true, cost: 0 });
    expect(artifactCost(['witness-quill'], ARTIFACT_COSTS)).toEqual({ ok: true, cost: ARTIFACT_COSTS.cost_one });
    const four = ['witness-quill', 'aegis-shard', 'phoenix-ash', 'durendal-splinter'];
    expect(artifactCost(four, ARTIFACT_COSTS)).toEqual({ ok: true, cost: ARTIFACT_COSTS.cost_four });
    expect(artifactCost([...four, 'astrolabe-of-hours'], ARTIFACT_COSTS)).toEqual({ ok: false, error: 'You can only select up to 4 artifacts.' });
    expect(artifactCost(['aegis-shard', 'aegis-shard'], ARTIFACT_COSTS).ok).toBe(false);
    expect(artifactCost(['aegis-shard'], ARTIFACT_COSTS, ['witness-quill']).ok).toBe(false);
    expect(artifactCost(['nope'], ARTIFACT_COSTS).ok).toBe(false);
  });

  it('applies artifact effects: actions, health, check bonuses and a free reroll', () => {
    const r = begin(5, ['astrolabe-of-hours', 'phoenix-ash', 'witness-quill', 'fortunas-knucklebone']);
    expect(r.state.actionsTotal).toBe(23);
    expect(r.state.world.trackers.health).toBe(9);
    expect(r.state.mods.skill).toBe(2);
    expect(r.state.rerolls).toBe(1);
    const forced = run(r, 'force the door');
    expect(ofType(forced.events, 'skillCheck')[0]!.rollString).toMatch(/\+ 2 = /);
  });
});
