/** Constantinople, the last night of May 1453: violet before dawn, campfires on the horizon, cold water below. */
import type { SceneSeed } from '../art-types';

const NIGHT: [string, string, string] = ['#0b1030', '#3b2a55', '#b4582e'];
const NEAR = '#120c19';

export const CONSTANTINOPLE_SCENES: Record<string, SceneSeed> = {
  'timeline-constantinople': {
    size: 'cover',
    sky: ['#0b1030', '#4a2f5e', '#e07a3a'],
    horizon: 0.66,
    light: { x: 0.76, y: 0.15, r: 0.04, color: '#f3e3b0', disc: true },
    stars: 70,
    water: { y: 0.79, color: '#3a2a4a' },
    layers: [
      { y: 0.66, color: '#5a3a52', shapes: [{ s: 'hill', x: 0.5, w: 1.5, h: 0.07 }] },
      { y: 0.67, color: '#2b1d38', lit: '#ffcf7a', shapes: [
        { s: 'houses', x: 0.14, w: 0.26, h: 0.06, n: 5 }, { s: 'houses', x: 0.86, w: 0.26, h: 0.06, n: 5 },
        { s: 'tower', x: 0.3, w: 0.04, h: 0.1, cap: 'flat' }, { s: 'tower', x: 0.7, w: 0.04, h: 0.1, cap: 'flat' },
        { s: 'dome', x: 0.36, w: 0.17, h: 0.1 }, { s: 'dome', x: 0.64, w: 0.17, h: 0.1 },
        { s: 'block', x: 0.5, w: 0.4, h: 0.08, windows: 5 }, { s: 'dome', x: 0.5, w: 0.32, h: 0.2, finial: 'cross' },
      ] },
      { y: 0.79, color: '#140d1c', lit: '#ffb35a', shapes: [
        { s: 'wall', x: 0.5, w: 1.05, h: 0.06, crenels: true },
        { s: 'tower', x: 0.07, w: 0.1, h: 0.15, cap: 'crenels', windows: 1 }, { s: 'tower', x: 0.38, w: 0.08, h: 0.1, cap: 'crenels' },
        { s: 'tower', x: 0.63, w: 0.08, h: 0.11, cap: 'crenels', windows: 1 }, { s: 'tower', x: 0.93, w: 0.1, h: 0.16, cap: 'crenels' },
      ] },
      { y: 0.97, color: '#07050b', shapes: [{ s: 'ship', x: 0.24, w: 0.26, h: 0.2, sail: 'lateen', fire: true }, { s: 'ship', x: 0.78, w: 0.18, h: 0.15, sail: 'lateen' }] },
    ],
    motes: { color: '#ffb35a', n: 12 },
    alt: 'Constantinople before dawn in 1453: the great dome of Hagia Sophia above the sea walls, a moon, ships on the Golden Horn, one of them burning',
  },
  'room-chain-golden-horn-blachernae-walls': {
    size: 'wide',
    sky: ['#0b1030', '#4a2f5e', '#d8703a'],
    horizon: 0.7,
    stars: 40,
    light: { x: 0.72, y: 0.7, r: 0.07, color: '#ff8a3d' },
    layers: [
      { y: 0.7, color: '#4a2a36', lit: '#ff9a4a', shapes: [
        { s: 'hill', x: 0.75, w: 0.8, h: 0.06 }, { s: 'tent', x: 0.56, w: 0.05, h: 0.08 }, { s: 'tent', x: 0.66, w: 0.06, h: 0.1 },
        { s: 'tent', x: 0.73, w: 0.1, h: 0.16 }, { s: 'tent', x: 0.82, w: 0.05, h: 0.08 }, { s: 'tent', x: 0.92, w: 0.06, h: 0.09 },
      ] },
      { y: 0.9, color: '#120c19', ground: true, lit: '#ffb35a', shapes: [
        { s: 'wall', x: 0.3, w: 0.62, h: 0.2, crenels: true }, { s: 'tower', x: 0.08, w: 0.12, h: 0.55, cap: 'crenels', windows: 1 },
        { s: 'glyph', x: 0.42, w: 0.11, h: 0.18, glyph: 'crossbow', color: '#b48a62' }, { s: 'stair', x: 0.72, w: 0.26, h: 0.12, steps: 6 },
      ] },
    ],
    motes: { color: '#ffb35a', n: 10 },
    alt: 'The walls of Blachernae at night: battlements, a tower and a crossbow on the parapet, and beyond them the red tents and campfires of the Ottoman camp',
  },
  'room-chain-golden-horn-cistern': {
    size: 'wide',
    sky: ['#070b10', '#0d1a20', '#050708'],
    light: { x: 0.5, y: 0.45, r: 0.05, color: '#e0a860' },
    interior: { kind: 'columns', wall: '#0c1418', floor: '#0c1418', n: 7 },
    water: { y: 0.76, color: '#11262c' },
    layers: [{ y: 0.8, color: '#1c2a2c', shapes: [{ s: 'glyph', x: 0.76, w: 0.16, h: 0.26, glyph: 'medusa-head', color: '#3a4a48' }] }],
    alt: 'The sunken cistern: a forest of columns standing in black water, a lamp’s glow on the surface, a stone Medusa head at the foot of a column',
  },
  'room-chain-golden-horn-hagia-sophia': {
    size: 'wide',
    sky: ['#2a1a10', '#7a4a20', '#1a0f08'],
    light: { x: 0.5, y: 0.3, r: 0.08, color: '#ffd27a' },
    interior: { kind: 'arcade', wall: '#2a1a10', floor: '#1a0f08', n: 7 },
    layers: [
      { y: 0.8, color: '#120a05', shapes: [{ s: 'scaffold', x: 0.84, w: 0.2, h: 0.6 }, { s: 'glyph', x: 0.18, w: 0.08, h: 0.12, glyph: 'candle-flame', color: '#ffb347' }, { s: 'glyph', x: 0.28, w: 0.07, h: 0.1, glyph: 'candle-flame', color: '#ffb347' }, { s: 'glyph', x: 0.62, w: 0.09, h: 0.12, glyph: 'crowbar', color: '#4a3422' }] },
    ],
    motes: { color: '#ffd27a', n: 16 },
    alt: 'The nave of Hagia Sophia by candlelight: gold arches under the dome, candles burning, an abandoned mason’s scaffold',
  },
  'room-chain-golden-horn-scriptorium': {
    size: 'wide',
    sky: ['#1a120a', '#4a2e16', '#120c07'],
    light: { x: 0.3, y: 0.4, r: 0.05, color: '#ffcf7a' },
    interior: { kind: 'vault', wall: '#2a1c10', floor: '#140d07', n: 5 },
    layers: [
      { y: 0.78, color: '#0f0905', shapes: [
        { s: 'glyph', x: 0.3, w: 0.2, h: 0.3, glyph: 'desk', color: '#4a2e18' }, { s: 'glyph', x: 0.3, w: 0.06, h: 0.36, glyph: 'quill-ink', color: '#e9d3a0' },
        { s: 'glyph', x: 0.76, w: 0.22, h: 0.5, glyph: 'locked-door', color: '#6a4424' },
      ] },
    ],
    alt: 'The monastery scriptorium: a vaulted room, a lectern with quill and ink, and at the end a locked cell door',
  },
  'room-chain-golden-horn-chain-tower': {
    size: 'wide',
    sky: NIGHT,
    stars: 30,
    light: { x: 0.82, y: 0.66, r: 0.05, color: '#ff8a3d' },
    water: { y: 0.7, color: '#2a2346' },
    layers: [
      { y: 0.7, color: '#3a2c4c', shapes: [{ s: 'ship', x: 0.62, w: 0.1, h: 0.16, sail: 'lateen' }, { s: 'ship', x: 0.74, w: 0.08, h: 0.13, sail: 'lateen' }, { s: 'ship', x: 0.86, w: 0.1, h: 0.15, sail: 'square' }] },
      { y: 0.86, color: NEAR, ground: true, shapes: [
        { s: 'tower', x: 0.16, w: 0.18, h: 0.62, cap: 'crenels', windows: 2 }, { s: 'glyph', x: 0.38, w: 0.14, h: 0.2, glyph: 'ship-wheel', color: '#6a5a7a' },
        { s: 'glyph', x: 0.52, w: 0.06, h: 0.1, glyph: 'fire-bottle', color: '#ff8a3d' },
      ], lit: '#ffb35a' },
    ],
    alt: 'The Tower of the Chain on the harbour at night, the capstan of the great chain, and Ottoman ships floating on the Golden Horn beyond',
  },
  'room-chain-golden-horn-sappers-tunnel': {
    size: 'wide',
    sky: ['#050302', '#1a0f08', '#050302'],
    light: { x: 0.5, y: 0.5, r: 0.04, color: '#e0a050' },
    interior: { kind: 'tunnel', wall: '#3a2412', floor: '#120a05', n: 6 },
    layers: [{ y: 0.86, color: '#0a0604', shapes: [{ s: 'glyph', x: 0.62, w: 0.2, h: 0.42, glyph: 'fez', color: '#1a100a' }, { s: 'glyph', x: 0.46, w: 0.06, h: 0.1, glyph: 'old-lantern', color: '#ffb347' }] }],
    alt: 'The sappers’ tunnel under the walls: timber props receding into the dark, a Janissary in a tall felt cap and a lamp',
  },
  'room-chain-golden-horn-kerkoporta': {
    size: 'wide',
    sky: ['#2a2450', '#9a6a6a', '#d8a070'],
    light: { x: 0.6, y: 0.62, r: 0.06, color: '#ffd0a0' },
    layers: [
      { y: 0.86, color: '#120c19', ground: true, lit: '#f0b98a', shapes: [{ s: 'wall', x: 0.5, w: 1.1, h: 0.6, crenels: true }, { s: 'arch', x: 0.6, w: 0.22, h: 0.45 }, { s: 'tower', x: 0.12, w: 0.16, h: 0.78, cap: 'crenels' }, { s: 'glyph', x: 0.82, w: 0.14, h: 0.08, glyph: 'wood-beam', color: '#3a2a4a' }] },
    ],
    alt: 'The Kerkoporta at first light: a small postern gate standing ajar in the angle of the walls, dawn showing through it',
  },
};
