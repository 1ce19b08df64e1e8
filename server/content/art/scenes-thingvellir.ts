/** Thingvellir, midsummer of the year 1000: black basalt walls, moss, a lake and a sky that never goes dark. */
import type { SceneSeed } from '../art-types';

const MIDSUMMER: [string, string, string] = ['#4a5a7a', '#c8a8a0', '#f0d8b0'];
const BASALT = '#1c1e24';
const MOSS = '#3a4a32';

export const THINGVELLIR_SCENES: Record<string, SceneSeed> = {
  'timeline-thingvellir': {
    size: 'cover',
    sky: MIDSUMMER,
    horizon: 0.62,
    light: { x: 0.72, y: 0.6, r: 0.05, color: '#ffe2a8', disc: true },
    water: { y: 0.7, color: '#8aa0b8' },
    layers: [
      { y: 0.62, color: '#5a6478', shapes: [{ s: 'hill', x: 0.2, w: 0.5, h: 0.1 }, { s: 'hill', x: 0.8, w: 0.6, h: 0.08 }] },
      { y: 0.8, color: '#2a2c30', shapes: [
        { s: 'wall', x: 0.1, w: 0.24, h: 0.42 }, { s: 'glyph', x: 0.5, w: 0.22, h: 0.16, glyph: 'viking-longhouse', color: '#3a3a2a' },
        { s: 'glyph', x: 0.74, w: 0.08, h: 0.12, glyph: 'camping-tent', color: '#4a4438' },
      ] },
      { y: 0.97, color: BASALT, shapes: [{ s: 'glyph', x: 0.5, w: 0.3, h: 0.26, glyph: 'cloak', color: '#8a8680' }] },
    ],
    alt: 'Thingvellir at midsummer: a black basalt wall of the rift, turf booths and tents by the lake under a sun that does not set, and a grey cloak',
  },
  'room-cloak-law-rock-everyman-gorge': {
    size: 'wide',
    sky: MIDSUMMER,
    horizon: 0.7,
    light: { x: 0.5, y: 0.5, r: 0.04, color: '#ffe2a8' },
    layers: [
      { y: 0.72, color: '#4a4c54', shapes: [{ s: 'hill', x: 0.5, w: 0.4, h: 0.06 }] },
      { y: 1, color: BASALT, shapes: [
        { s: 'wall', x: 0.1, w: 0.3, h: 0.86 }, { s: 'wall', x: 0.9, w: 0.3, h: 0.8 },
        { s: 'stair', x: 0.22, w: 0.1, h: 0.4, steps: 5 },
      ] },
      { y: 0.96, color: '#2a2a2e', ground: true, shapes: [
        { s: 'glyph', x: 0.4, w: 0.08, h: 0.12, glyph: 'horse-head', color: '#4a4038' }, { s: 'glyph', x: 0.66, w: 0.08, h: 0.16, glyph: 'jug', color: '#d8d0bc' },
        { s: 'glyph', x: 0.76, w: 0.04, h: 0.3, glyph: 'wood-stick', color: '#c8b890' },
      ] },
    ],
    alt: 'The Everyman’s Gorge: a path trodden by horses between two stepped walls of black basalt, a whey-wife’s jug at the foot of the wall and a birch staff leaning in a cleft',
  },
  'room-cloak-law-rock-law-rock': {
    size: 'wide',
    sky: MIDSUMMER,
    horizon: 0.6,
    light: { x: 0.8, y: 0.54, r: 0.04, color: '#ffe2a8', disc: true },
    water: { y: 0.64, color: '#8aa0b8' },
    layers: [
      { y: 0.64, color: '#5a6478', shapes: [{ s: 'hill', x: 0.7, w: 0.6, h: 0.08 }, { s: 'glyph', x: 0.92, w: 0.08, h: 0.1, glyph: 'smoking-volcano', color: '#4a4c58' }] },
      { y: 0.82, color: MOSS, ground: true, shapes: [
        { s: 'glyph', x: 0.34, w: 0.14, h: 0.16, glyph: 'viking-shield', color: '#8a2a20' }, { s: 'glyph', x: 0.6, w: 0.12, h: 0.16, glyph: 'crucifix', color: '#d8d8d0' },
      ] },
      { y: 1, color: BASALT, shapes: [{ s: 'wall', x: 0.1, w: 0.3, h: 0.7 }, { s: 'block', x: 0.5, w: 0.34, h: 0.16, roof: 'flat' }, { s: 'glyph', x: 0.74, w: 0.1, h: 0.4, glyph: 'viking-head', color: '#3a3a40' }] },
    ],
    alt: 'The Law Rock: a ledge of basalt above the plain, a heathen’s red shield and a Christian cross in the crowd below, a grey-bearded chieftain at the edge, and a thin smoke of earth-fire far to the south',
  },
  'room-cloak-law-rock-booths': {
    size: 'wide',
    sky: MIDSUMMER,
    horizon: 0.62,
    light: { x: 0.2, y: 0.56, r: 0.04, color: '#ffe2a8', disc: true },
    layers: [
      { y: 0.64, color: '#5a6478', shapes: [{ s: 'hill', x: 0.4, w: 0.6, h: 0.08 }] },
      { y: 0.86, color: '#3a3428', lit: '#ffcf7a', shapes: [
        { s: 'glyph', x: 0.18, w: 0.2, h: 0.2, glyph: 'viking-longhouse', color: '#3a3428' }, { s: 'tent', x: 0.44, w: 0.16, h: 0.16 },
        { s: 'glyph', x: 0.66, w: 0.18, h: 0.18, glyph: 'viking-longhouse', color: '#2e2a22' }, { s: 'chimney', x: 0.66, w: 0.02, h: 0.24 },
      ] },
      { y: 0.97, color: MOSS, ground: true, shapes: [{ s: 'glyph', x: 0.84, w: 0.1, h: 0.14, glyph: 'round-shield', color: '#a02a20' }, { s: 'glyph', x: 0.32, w: 0.06, h: 0.08, glyph: 'crucifix', color: '#e0e0e0' }] },
    ],
    alt: 'The booths by the Axe River: turf-walled booths roofed with homespun, smoke from a cooking fire, a red shield over one door and a little silver cross in the trampled grass',
  },
  'room-cloak-law-rock-runolf-booth': {
    size: 'wide',
    sky: ['#1e140c', '#4a2c16', '#140c06'],
    light: { x: 0.24, y: 0.7, r: 0.08, color: '#ff9a3d' },
    interior: { kind: 'cellar', wall: '#2e2418', floor: '#16100a', n: 3 },
    layers: [{ y: 0.88, color: '#100a06', shapes: [
      { s: 'glyph', x: 0.24, w: 0.16, h: 0.2, glyph: 'camp-cooking-pot', color: '#3a2a1a' }, { s: 'glyph', x: 0.56, w: 0.08, h: 0.7, glyph: 'rune-stone', color: '#5a4430' },
      { s: 'glyph', x: 0.56, w: 0.1, h: 0.16, glyph: 'handcuffed', color: '#c8b8a0' }, { s: 'glyph', x: 0.84, w: 0.14, h: 0.22, glyph: 'round-shield', color: '#a02a20' },
    ] }],
    alt: 'Runolf’s booth by firelight: a pot over the hearth, a carved roof-post with a young man bound to it, and a red shield by the door',
  },
  'room-cloak-law-rock-thorgeir-booth': {
    size: 'wide',
    sky: ['#1a1610', '#3a3024', '#14100a'],
    light: { x: 0.5, y: 0.3, r: 0.05, color: '#f0d8b0' },
    interior: { kind: 'cellar', wall: '#2a261e', floor: '#14120c', n: 2 },
    layers: [{ y: 0.88, color: '#0e0c08', shapes: [
      { s: 'glyph', x: 0.5, w: 0.42, h: 0.34, glyph: 'person-in-bed', color: '#8a8278' }, { s: 'glyph', x: 0.14, w: 0.08, h: 0.14, glyph: 'beer-horn', color: '#c8a870' },
      { s: 'glyph', x: 0.86, w: 0.1, h: 0.14, glyph: 'sheep', color: '#b8b0a0' },
    ] }],
    alt: 'Thorgeir’s booth, dim and quiet: an old man on a sleeping-bench of sheepskins, a drinking horn, a fleece',
  },
  'room-cloak-law-rock-axe-falls': {
    size: 'wide',
    sky: MIDSUMMER,
    horizon: 0.66,
    light: { x: 0.7, y: 0.5, r: 0.04, color: '#ffe2a8' },
    water: { y: 0.84, color: '#1a2a3a' },
    layers: [
      { y: 0.86, color: BASALT, shapes: [{ s: 'wall', x: 0.2, w: 0.4, h: 0.72 }, { s: 'wall', x: 0.82, w: 0.36, h: 0.66 }, { s: 'glyph', x: 0.5, w: 0.22, h: 0.7, glyph: 'waterfall', color: '#e8f0f8' }] },
      { y: 0.98, color: MOSS, ground: true, shapes: [{ s: 'glyph', x: 0.22, w: 0.2, h: 0.1, glyph: 'log', color: '#6a5a44' }, { s: 'glyph', x: 0.26, w: 0.05, h: 0.12, glyph: 'bowie-knife', color: '#c8ccd0' }] },
    ],
    motes: { color: '#e8f4ff', n: 40 },
    alt: 'The falls of the Axe River: a white rope of water falling between basalt walls into a black pool, spray over the moss, and a seax stuck in a driftwood log',
  },
  'room-cloak-law-rock-lava-plain': {
    size: 'wide',
    sky: MIDSUMMER,
    horizon: 0.6,
    light: { x: 0.84, y: 0.52, r: 0.04, color: '#ffe2a8', disc: true },
    layers: [
      { y: 0.62, color: '#5a6478', shapes: [{ s: 'hill', x: 0.3, w: 0.6, h: 0.07 }, { s: 'glyph', x: 0.22, w: 0.1, h: 0.14, glyph: 'smoking-volcano', color: '#4a4c58' }] },
      { y: 0.96, color: '#4a5a3a', ground: true, shapes: [
        { s: 'glyph', x: 0.56, w: 0.2, h: 0.4, glyph: 'bear-head', color: '#3a2a1e' }, { s: 'glyph', x: 0.72, w: 0.12, h: 0.16, glyph: 'viking-shield', color: '#5a4a3a' },
        { s: 'glyph', x: 0.2, w: 0.14, h: 0.1, glyph: 'lava', color: '#2a2e26' },
      ] },
    ],
    alt: 'The lava plain above the gorge: moss over cracked old lava, a thin smoke of earth-fire on the hills, and a berserk in a bearskin with his shield',
  },
  'room-cloak-law-rock-drowned-rift': {
    size: 'wide',
    sky: ['#3a4a6a', '#8aa8c8', '#c8e0f0'],
    horizon: 0.4,
    water: { y: 0.6, color: '#2a78b8' },
    layers: [
      { y: 1, color: BASALT, shapes: [{ s: 'wall', x: 0.08, w: 0.22, h: 0.9 }, { s: 'wall', x: 0.92, w: 0.22, h: 0.9 }] },
      { y: 0.58, color: '#2a2c32', shapes: [{ s: 'block', x: 0.7, w: 0.3, h: 0.04, roof: 'flat' }, { s: 'glyph', x: 0.72, w: 0.1, h: 0.2, glyph: 'cloak-dagger', color: '#2a4aa0' }] },
      { y: 0.74, color: '#3a3c44', shapes: [{ s: 'hill', x: 0.3, w: 0.06, h: 0.02 }, { s: 'hill', x: 0.42, w: 0.06, h: 0.02 }, { s: 'hill', x: 0.54, w: 0.06, h: 0.02 }] },
    ],
    alt: 'The drowned rift: a fissure of water clear and blue as air between black walls, stepping-stones across it, and a man in a blue hood with a hidden blade crouching on a ledge',
  },
};
