/**
 * The Priority Alert's slides (content/account/priority-alert.ts): the Great Archive on fire, the
 * Historians' bucket chain, the leaders' podium; and the same three at dawn once the Archive is saved.
 */
import type { SceneSeed } from '../art-types';

const FIRE_SKY: [string, string, string] = ['#14080a', '#6a2414', '#ff8a3d'];
const DAWN_SKY: [string, string, string] = ['#2a3a5a', '#c98a6a', '#ffd9a0'];
const ARCHIVE = { s: 'colonnade', x: 0.5, w: 0.84, h: 0.2, n: 6, pediment: true } as const;

export const ALERT_SCENES: Record<string, SceneSeed> = {
  'alert-archive-fire-call': {
    size: 'cover',
    sky: FIRE_SKY,
    horizon: 0.7,
    light: { x: 0.5, y: 0.56, r: 0.12, color: '#ff8a3d' },
    stars: 12,
    layers: [
      { y: 0.7, color: '#2a1010', lit: '#ffcf7a', shapes: [ARCHIVE, { s: 'glyph', x: 0.3, w: 0.2, h: 0.2, glyph: 'flame', color: '#ffb347' }, { s: 'glyph', x: 0.62, w: 0.26, h: 0.26, glyph: 'flame', color: '#ff8a3d' }] },
      { y: 0.9, color: '#100606', ground: true, shapes: [{ s: 'stair', x: 0.5, w: 0.7, h: 0.08, steps: 5 }, { s: 'glyph', x: 0.18, w: 0.16, h: 0.16, glyph: 'burning-book', color: '#3a140a' }] },
    ],
    motes: { color: '#ffb35a', n: 40 },
    alt: 'The Great Archive on fire at night: flames in the lower stacks behind the columns, a book burning on the steps, sparks rising',
  },
  'alert-archive-fire-progress': {
    size: 'cover',
    sky: FIRE_SKY,
    horizon: 0.62,
    light: { x: 0.8, y: 0.5, r: 0.1, color: '#ff8a3d' },
    layers: [
      { y: 0.62, color: '#2a1010', lit: '#ffcf7a', shapes: [{ ...ARCHIVE, x: 0.8, w: 0.6 }, { s: 'glyph', x: 0.82, w: 0.2, h: 0.2, glyph: 'flame', color: '#ffb347' }] },
      { y: 0.86, color: '#120808', ground: true, shapes: [
        { s: 'glyph', x: 0.14, w: 0.22, h: 0.26, glyph: 'water-fountain', color: '#8ab8d8' },
        { s: 'glyph', x: 0.36, w: 0.12, h: 0.26, glyph: 'person', color: '#2a1410' }, { s: 'glyph', x: 0.52, w: 0.12, h: 0.26, glyph: 'person', color: '#2a1410' },
        { s: 'glyph', x: 0.68, w: 0.12, h: 0.26, glyph: 'person', color: '#2a1410' },
        { s: 'glyph', x: 0.44, w: 0.11, h: 0.11, glyph: 'full-wood-bucket', color: '#9fd0f0' }, { s: 'glyph', x: 0.6, w: 0.11, h: 0.11, glyph: 'full-wood-bucket', color: '#9fd0f0' },
      ] },
    ],
    motes: { color: '#ffb35a', n: 20 },
    alt: 'A chain of Historians passing buckets of water hand to hand, from the fountain to the burning Archive',
  },
  'alert-archive-fire-leaders': {
    size: 'cover',
    sky: FIRE_SKY,
    horizon: 0.72,
    light: { x: 0.5, y: 0.4, r: 0.1, color: '#ffb35a' },
    layers: [
      { y: 0.72, color: '#2a1010', shapes: [{ ...ARCHIVE, h: 0.16 }] },
      { y: 0.9, color: '#100606', ground: true, shapes: [{ s: 'glyph', x: 0.5, w: 0.6, h: 0.36, glyph: 'podium-winner', color: '#f2c46a' }] },
    ],
    motes: { color: '#ffb35a', n: 24 },
    alt: 'A podium before the burning Archive: the Historians who carried the most water',
  },
  'alert-archive-saved-call': {
    size: 'cover',
    sky: DAWN_SKY,
    horizon: 0.7,
    light: { x: 0.7, y: 0.5, r: 0.07, color: '#fff0c0', disc: true },
    layers: [
      { y: 0.7, color: '#3a2a2a', lit: '#ffe6a0', shapes: [ARCHIVE, { s: 'glyph', x: 0.4, w: 0.1, h: 0.3, glyph: 'smoking-orb', color: '#8a7a7a' }] },
      { y: 0.9, color: '#1a1210', ground: true, shapes: [{ s: 'stair', x: 0.5, w: 0.7, h: 0.08, steps: 5 }, { s: 'glyph', x: 0.18, w: 0.16, h: 0.16, glyph: 'open-book', color: '#efd9a7' }] },
    ],
    alt: 'The Great Archive standing at dawn, the fire out, a last thread of smoke, a saved book open on the steps',
  },
  'alert-archive-saved-progress': {
    size: 'cover',
    sky: DAWN_SKY,
    horizon: 0.62,
    light: { x: 0.2, y: 0.42, r: 0.06, color: '#fff0c0', disc: true },
    layers: [
      { y: 0.62, color: '#3a2a2a', lit: '#ffe6a0', shapes: [{ ...ARCHIVE, x: 0.8, w: 0.6 }] },
      { y: 0.86, color: '#1a1210', ground: true, shapes: [
        { s: 'glyph', x: 0.14, w: 0.22, h: 0.26, glyph: 'water-fountain', color: '#8ab8d8' },
        { s: 'glyph', x: 0.4, w: 0.12, h: 0.26, glyph: 'person', color: '#2a1e1a' }, { s: 'glyph', x: 0.58, w: 0.12, h: 0.26, glyph: 'person', color: '#2a1e1a' },
        { s: 'glyph', x: 0.74, w: 0.11, h: 0.11, glyph: 'empty-wood-bucket', color: '#c9a878' }, { s: 'glyph', x: 0.86, w: 0.11, h: 0.11, glyph: 'empty-wood-bucket', color: '#c9a878' },
      ] },
    ],
    alt: 'At dawn the bucket chain rests: empty buckets set down before the saved Archive, the fountain still running',
  },
  'alert-archive-saved-leaders': {
    size: 'cover',
    sky: DAWN_SKY,
    horizon: 0.72,
    light: { x: 0.5, y: 0.36, r: 0.07, color: '#fff0c0', disc: true },
    layers: [
      { y: 0.72, color: '#3a2a2a', shapes: [{ ...ARCHIVE, h: 0.16 }] },
      { y: 0.9, color: '#1a1210', ground: true, shapes: [{ s: 'glyph', x: 0.5, w: 0.44, h: 0.4, glyph: 'laurels-trophy', color: '#ffd77a' }] },
    ],
    alt: 'A laurel trophy before the saved Archive at dawn: the Historians who saved it',
  },
};
