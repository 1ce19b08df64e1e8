/**
 * Pictures for keys made at run time: the emblem of a player who has chosen no avatar, the speakers of
 * a narrator's story, the cover of a custom story. Chosen by the key's hash from pools that differ.
 */
import type { PortraitSeed, SceneSeed } from '../content/art-types';
import { seeded } from './svg';

const grounds: [string, string][] = [
  ['#2f5a5a', '#0b1a1a'], ['#34306a', '#0d0b1f'], ['#2f5a36', '#0b1a0e'], ['#6a3520', '#1f0d07'],
  ['#5a2a50', '#1a0a17'], ['#3a4656', '#0e1218'], ['#6a4a1c', '#1f1407'], ['#22506a', '#08161f'],
];
const faces: [string, string][] = [
  ['woman-elf-face', 'A traveller with long hair'], ['monk-face', 'A bearded traveller'], ['hood', 'A hooded traveller'],
  ['cowled', 'A cowled traveller'], ['wizard-face', 'A traveller in a tall hat'], ['nun-face', 'A traveller in a wimple'],
  ['egyptian-profile', 'A traveller in profile'], ['pirate-captain', 'A traveller in a wide hat'],
];

/** 8 faces × 8 grounds: two players rarely share an emblem. */
export const POOL_PORTRAITS: PortraitSeed[] = faces.flatMap(([glyph, alt], i) =>
  grounds.map((_, j) => ({ glyph, tint: '#f1e4cb', ground: grounds[(i + j) % grounds.length]!, alt })),
);

const SKIES: [string, string, string][] = [
  ['#0d1230', '#3a2a4a', '#120c10'],
  ['#1a0f0a', '#6a3a1c', '#140a06'],
  ['#0a1a1c', '#2f5a5a', '#06100f'],
  ['#160a1c', '#5a2a50', '#0f0610'],
];

/** A custom story's cover: a candle-lit desk, an open book and the night outside, in one of four lights. */
export function storyScene(key: string): SceneSeed {
  const rand = seeded(key);
  const sky = SKIES[Math.floor(rand() * SKIES.length)]!;
  return {
    size: 'cover',
    sky,
    light: { x: 0.3 + rand() * 0.4, y: 0.3, r: 0.05, color: '#ffd27a', disc: true },
    stars: 40,
    layers: [
      { y: 0.62, color: '#140d0a', shapes: [{ s: 'houses', x: 0.5, w: 1.1, h: 0.12, n: 9 }], lit: '#ffcf7a' },
      { y: 0.86, color: '#0a0605', ground: true, shapes: [{ s: 'glyph', x: 0.5, w: 0.5, h: 0.28, glyph: 'open-book', color: '#e9d3a0' }, { s: 'glyph', x: 0.85, w: 0.16, h: 0.2, glyph: 'candle-flame', color: '#ffb347' }] },
    ],
    alt: 'An open book by candlelight, a sleeping town under the stars beyond',
  };
}
