import { describe, expect, it } from 'vitest';
import { DUNGEONS } from '../../server/content/dungeons';
import type { DungeonSeed, StateCondition, StateText } from '../../server/content/dungeon-types';
import { act, startCrawl, type EngineResult } from '../../server/engine/dungeon';
import { tulipHaarlem } from '../../server/content/dungeons/tulip-haarlem';
import { CONSTANTINOPLE_FIRST_TIME, HAARLEM_FIRST_TIME, LIBRARY_FIRST_TIME, SAMARKAND_FIRST_TIME, THINGVELLIR_FIRST_TIME } from './first-time-scripts';
import { allItems } from '../../server/engine/dungeon/world';
import { NOW, type Step } from './helpers';
import { CONSTANTINOPLE_SCRIPT, HAARLEM_SCRIPT, LIBRARY_SCRIPT, SAMARKAND_SCRIPT, THINGVELLIR_SCRIPT } from './scripts';
import { checkPlaythrough } from './state-check';
import { CONSTANTINOPLE_STATES, HAARLEM_STATES, LIBRARY_STATES, SAMARKAND_STATES, THINGVELLIR_STATES } from './state-scripts';

const SCRIPTS: Record<string, Record<string, Step[]>> = {
  'library-burned-twice': { winning: LIBRARY_SCRIPT, 'first time': LIBRARY_FIRST_TIME, states: LIBRARY_STATES },
  'night-market-samarkand': { winning: SAMARKAND_SCRIPT, 'first time': SAMARKAND_FIRST_TIME, states: SAMARKAND_STATES },
  'chain-golden-horn': { winning: CONSTANTINOPLE_SCRIPT, 'first time': CONSTANTINOPLE_FIRST_TIME, states: CONSTANTINOPLE_STATES },
  'tulip-haarlem': { winning: HAARLEM_SCRIPT, 'first time': HAARLEM_FIRST_TIME, states: HAARLEM_STATES },
  'cloak-law-rock': { winning: THINGVELLIR_SCRIPT, 'first time': THINGVELLIR_FIRST_TIME, states: THINGVELLIR_STATES },
};
const SEEDS = [1, 2, 3, 4, 5];

/**
 * A script played as far as it goes (a step retried until it takes), every turn kept, and the steps that never
 * took: a death ends it, it is not an error here.
 */
function turns(t: DungeonSeed, seed: number, steps: Step[]): { results: EngineResult[]; missed: string[] } {
  let r = startCrawl(t, { seed, artifacts: [], now: NOW });
  const results = [r];
  const missed: string[] = [];
  for (const step of steps) {
    let took = false;
    for (let i = 0; i < 8 && r.state.status === 'active' && !took; i++) {
      r = act(t, r.state, step.input, { now: NOW });
      results.push(r);
      took = !step.done || step.done(r.state);
    }
    if (!took) missed.push(step.input);
    if (r.state.status !== 'active') break;
  }
  return { results, missed };
}

describe.each(DUNGEONS.map((t) => [t.dungeon_id, t] as const))('the text of %s follows the state', (id, t) => {
  it.each(Object.entries(SCRIPTS[id]!))('in the %s playthrough, at every turn', (_name, steps) => {
    const findings = SEEDS.flatMap((seed) => checkPlaythrough(t, turns(t, seed, steps).results).map((f) => ({ seed, ...f })));
    // One finding per rule and text is enough to read.
    const seen = new Set<string>();
    const distinct = findings.filter((f) => !seen.has(f.rule + f.text) && seen.add(f.rule + f.text));
    expect(distinct).toEqual([]);
  });

  it('visits every state its state script is for (a step that never takes would prove nothing)', () => {
    for (const seed of SEEDS) expect(turns(t, seed, SCRIPTS[id]!.states!).missed, `seed ${seed}`).toEqual([]);
  });
});

/** What each condition may name: a condition with a typo would silently never (or always) hold. */
function conditionTargets(t: DungeonSeed): Record<string, string[]> {
  const people = t.rooms.flatMap((r) => r.characters ?? []);
  const items = allItems(t).map((i) => i.key);
  return {
    holds: items,
    taken: items,
    freed: people.filter((c) => c.captive).map((c) => c.key),
    given: people.filter((c) => c.gives).map((c) => c.key),
    gone: t.rooms.flatMap((r) => r.foes ?? []).map((f) => f.key),
    opened: t.rooms.flatMap((r) => r.exits.filter((e) => e.locked).map((e) => `${r.key}>${e.to}`)),
  };
}

function stateTexts(t: DungeonSeed): StateText[] {
  return t.rooms.flatMap((r) => [
    ...(r.stateNotes ?? []),
    ...(r.features ?? []).flatMap((f) => f.stateNotes ?? []),
    ...(r.characters ?? []).flatMap((c) => c.lines.filter((l): l is StateText => typeof l !== 'string')),
  ]);
}

describe.each(DUNGEONS.map((t) => [t.dungeon_id, t] as const))('the conditions of %s', (_id, t) => {
  it('each name a thing of the dungeon of the kind it asks about', () => {
    const targets = conditionTargets(t);
    expect(stateTexts(t).length).toBeGreaterThan(0);
    const wrong = stateTexts(t)
      .flatMap((n) => (Array.isArray(n.when) ? n.when : n.when ? [n.when] : []))
      .flatMap((c: StateCondition) => Object.entries(c))
      .filter(([kind, key]) => !targets[kind.replace(/^not_/, '')]?.includes(key as string));
    expect(wrong).toEqual([]);
  });
});

describe('people\'s lines', () => {
  const talkTo = (said: string[] | undefined, talks: number) => {
    const start = startCrawl(tulipHaarlem, { seed: 1, artifacts: [], now: NOW }).state;
    const world = { ...start.world, talks: { sailor: talks }, said };
    if (said === undefined) delete world.said;
    const r = act(tulipHaarlem, { ...start, world }, 'talk to the sailor', { now: NOW });
    return { text: r.events.find((e) => e.type === 'narrativeTextParagraph' && e.text.startsWith('The Hungry Sailor'))!, said: r.state.world.said };
  };

  it('go on, in a crawl saved before lines were kept, from as many lines as it had talks', () => {
    const { text, said } = talkTo(undefined, 1);
    expect(text).toMatchObject({ text: expect.stringContaining('A thief ran past me') });
    expect(said).toEqual(['sailor#0', 'sailor#1']);
  });

  it('say the first that holds and was not said, then the last that holds again', () => {
    expect(talkTo([], 0).text).toMatchObject({ text: expect.stringContaining('Have you any herring, friend?') });
    expect(talkTo(['sailor#0', 'sailor#1', 'sailor#3'], 3).text).toMatchObject({ text: expect.stringContaining('Not the price of tulips') });
  });
});
