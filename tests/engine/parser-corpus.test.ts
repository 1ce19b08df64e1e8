import { describe, expect, it } from 'vitest';
import { DUNGEONS } from '../../server/content/dungeons';
import { ALEXANDRIA } from './corpus/alexandria';
import { CONSTANTINOPLE } from './corpus/constantinople';
import type { RoomCases } from './corpus/corpus-types';
import { deedOf, matches, stateAt } from './corpus/deed';
import { HAARLEM } from './corpus/haarlem';
import { SAMARKAND } from './corpus/samarkand';
import { THINGVELLIR } from './corpus/thingvellir';

const CORPUS: [string, RoomCases[]][] = [
  ['library-burned-twice', ALEXANDRIA],
  ['night-market-samarkand', SAMARKAND],
  ['chain-golden-horn', CONSTANTINOPLE],
  ['tulip-haarlem', HAARLEM],
  ['cloak-law-rock', THINGVELLIR],
];

function run() {
  const misses: string[] = [];
  let total = 0;
  for (const [id, rooms] of CORPUS) {
    const t = DUNGEONS.find((d) => d.dungeon_id === id)!;
    for (const { room, setup, cases } of rooms) {
      for (const [text, expected] of cases) {
        total++;
        const got = deedOf(t, stateAt(t, room, setup), text);
        if (!matches(expected, got)) misses.push(`${id}/${room}: "${text}" → ${got}, expected ${expected}`);
      }
    }
  }
  return { total, misses };
}

describe('the parser on its corpus', () => {
  const { total, misses } = run();

  it('holds at least 300 natural commands', () => {
    expect(total).toBeGreaterThanOrEqual(300);
  });

  it('takes at least 95% of them as the player meant', () => {
    const accuracy = (total - misses.length) / total;
    expect(accuracy, `${(accuracy * 100).toFixed(1)}% of ${total}; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.95);
  });
});

describe('the three sentences the parser broke on', () => {
  const cgh = DUNGEONS.find((d) => d.dungeon_id === 'chain-golden-horn')!;

  it('frees Theodora with the crowbar instead of walking out through the cloister door', () => {
    const s = stateAt(cgh, 'scriptorium', { hold: ['crowbar'] });
    expect(deedOf(cgh, s, 'pry open the cell door with the crowbar and free theodora')).toBe('free:theodora+crowbar');
  });

  it('studies the Medusa heads though the sentence opens with wading', () => {
    const s = stateAt(cgh, 'cistern');
    expect(deedOf(cgh, s, 'wade through the black water and study the medusa heads')).toBe('examine:medusa-heads');
  });

  it('bars the postern with the oak bar instead of describing the bar', () => {
    const s = stateAt(cgh, 'kerkoporta', { hold: ['gate-bar'] });
    expect(deedOf(cgh, s, 'bar the postern gate with the oak gate-bar')).toBe('use:postern+gate-bar');
  });
});
