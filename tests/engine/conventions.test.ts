/**
 * The conventions players bring (Inform's and TADS 3's): the shorthands work in every room of every Timeline,
 * as the deed they stand for, and the slips of a thumb in verbs and directions are forgiven.
 */
import { describe, expect, it } from 'vitest';
import { DUNGEONS } from '../../server/content/dungeons';
import { act } from '../../server/engine/dungeon';
import { deedOf, matches, stateAt } from './corpus/deed';
import { NOW } from './helpers';

const COMPASS: Record<string, string> = { n: 'north', s: 'south', e: 'east', w: 'west', u: 'up', d: 'down' };

describe('the shorthands, in every room of every Timeline', () => {
  it('take the deed they stand for: l, i, z, x, g and the compass', () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const t of DUNGEONS) {
      for (const room of t.rooms) {
        const s = stateAt(t, room.key);
        const check = (text: string, deed: string, state = s) => {
          tried++;
          const got = deedOf(t, state, text);
          if (!matches(deed, got)) wrong.push(`${t.dungeon_id}/${room.key}: "${text}" → ${got}, expected ${deed}`);
        };
        check('l', 'look');
        check('look', 'look');
        check('i', 'inventory');
        check('z', 'wait');
        check('wait', 'wait');
        for (const f of room.features ?? []) check(`x ${f.name}`, `examine:${f.key}`);
        // Each compass point a way out answers to, by its letter and after 'go'.
        for (const [letter, word] of Object.entries(COMPASS)) {
          const ways = room.exits.filter((e) => e.aliases?.includes(word));
          if (ways.length !== 1) continue;
          const way = ways[0]!;
          const deed = way.locked ? deedOf(t, s, `go ${word}`) : `go:${way.to}`;
          check(letter, deed);
          check(`go ${letter}`, deed);
        }
        // 'g' and 'again' repeat the last command placed.
        const feature = room.features?.[0];
        if (feature) {
          const after = act(t, s, `examine the ${feature.name}`, { now: NOW }).state;
          check('g', `examine:${feature.key}`, after);
          check('again', `examine:${feature.key}`, after);
        }
      }
    }
    expect(tried).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  });

  it('cost nothing when they only look: l, i, z', () => {
    for (const t of DUNGEONS) {
      const s = stateAt(t, t.start);
      for (const text of ['l', 'i', 'z', 'look', 'inventory', 'wait']) {
        const r = act(t, s, text, { now: NOW });
        expect(r.placed, `${t.dungeon_id}: ${text}`).toBe(false);
        expect(r.state.world.actionsLeft).toBe(s.world.actionsLeft);
      }
    }
  });
});

describe('slips of the thumb', () => {
  const t = DUNGEONS.find((d) => d.dungeon_id === 'library-burned-twice')!;
  const s = stateAt(t, 'harbour-steps');

  it.each([
    ['tkae the lantern', 'take:lantern'],
    ['tale the lantern', 'take:lantern'],
    ['takethe lantern', 'take:lantern'],
    ['lok', 'look'],
    ['nroth', 'go:hall-of-muses'],
    ['go nrth', 'go:hall-of-muses'],
    ['wlak east', 'go:warehouses'],
    ['go eats', 'go:warehouses'],
  ])('"%s" is %s', (text, deed) => {
    expect(matches(deed, deedOf(t, s, text))).toBe(true);
  });

  it('never turn a word of the sentence into another: "wet" is not "west", "pray" is not "pry"', () => {
    const held = stateAt(t, 'warehouses', { hold: ['wet-cloak'] });
    expect(deedOf(t, held, 'wrap the wet cloak around me')).not.toMatch(/^go:/);
    const walls = DUNGEONS.find((d) => d.dungeon_id === 'chain-golden-horn')!;
    expect(deedOf(walls, stateAt(walls, 'blachernae-walls'), 'pray for the city')).toBe('none');
  });
});
