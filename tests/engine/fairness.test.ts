/** What keeps a careful player alive: trackers that warn and recover, foes that answer only a miss. */
import { describe, expect, it } from 'vitest';
import { libraryBurnedTwice } from '../../server/content/dungeons/library-burned-twice';
import { act, startCrawl, trackersView } from '../../server/engine/dungeon';
import { NOW, ofType } from './helpers';

/** Into the smoke of the warehouses with the lantern: every action there costs a breath. */
function inTheSmoke() {
  let r = startCrawl(libraryBurnedTwice, { seed: 3, artifacts: [], now: NOW });
  r = act(libraryBurnedTwice, r.state, 'go east along the quay', { now: NOW });
  return r;
}

describe('trackers that kill', () => {
  it('drain in their room, warn in the narration when three actions or fewer remain, and mark the danger', () => {
    let r = inTheSmoke();
    const breath = () => r.state.world.trackers.breath!;
    expect(breath()).toBe(7);
    expect(trackersView(libraryBurnedTwice, r.state).find((t) => t.name === 'Breath')).toMatchObject({ value: 7, max: 8, fatal: true, danger: false, turns_left: 7 });
    while (breath() > 3) r = act(libraryBurnedTwice, r.state, 'examine the oil jars', { now: NOW });
    const said = ofType(r.events, 'narrativeTextParagraph').map((e) => e.text);
    expect(said).toContain('Breath 3 of 8. Three more actions in this room and it gives out: leave while you can, Historian.');
    expect(trackersView(libraryBurnedTwice, r.state).find((t) => t.name === 'Breath')).toMatchObject({ danger: true, turns_left: 3 });
  });

  it('recover in rooms that do not drain them, up to their maximum', () => {
    let r = inTheSmoke();
    for (let i = 0; i < 3; i++) r = act(libraryBurnedTwice, r.state, 'examine the oil jars', { now: NOW });
    expect(r.state.world.trackers.breath).toBe(4);
    r = act(libraryBurnedTwice, r.state, 'go west along the quay', { now: NOW });
    // The step out is taken in clean air: +2.
    expect(r.state.world.trackers.breath).toBe(6);
    r = act(libraryBurnedTwice, r.state, 'examine the lighthouse', { now: NOW });
    r = act(libraryBurnedTwice, r.state, 'examine the burning ships', { now: NOW });
    expect(r.state.world.trackers.breath).toBe(8);
    expect(trackersView(libraryBurnedTwice, r.state).find((t) => t.name === 'Breath')).toMatchObject({ danger: false, turns_left: null });
  });
});

describe('a foe in combat', () => {
  it('answers a miss with a blow and a hit with a stagger', () => {
    const results = Array.from({ length: 40 }, (_, seed) => {
      const t = libraryBurnedTwice;
      const s = startCrawl(t, { seed, artifacts: [], now: NOW }).state;
      s.world.room = 'copyists-cellar';
      return act(t, s, 'attack the looter', { now: NOW }).events;
    });
    const hit = results.find((ev) => ofType(ev, 'combatAttackCheck')[0]!.resultStatus === 'Success')!;
    const miss = results.find((ev) => ofType(ev, 'combatAttackCheck')[0]!.resultStatus === 'Failure')!;
    expect(ofType(hit, 'combatDefenseCheck')).toHaveLength(0);
    expect(ofType(hit, 'narrativeTextParagraph').map((e) => e.text)).toContain('The Legionary Looter reels, hurt.');
    expect(ofType(miss, 'combatDefenseCheck')).toHaveLength(1);
  });
});
