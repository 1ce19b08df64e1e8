/** The Memories' covers and their adventures' covers: each drawn from its own story's place, hour and light. */
import type { SceneSeed } from '../art-types';

const MURANO: [string, string, string] = ['#1e1028', '#5a2a3a', '#e07a3a'];
const SALTMERE: [string, string, string] = ['#2a3a44', '#6a8a8a', '#d8c8a0'];
const HOLLOW: [string, string, string] = ['#141834', '#4a3a5a', '#d88a5a'];
const HVEN: [string, string, string] = ['#050a22', '#1a2458', '#3a4a7a'];

export const MEMORY_SCENES: Record<string, SceneSeed> = {
  // The Glassblower's Oath — Murano, 1491
  'series-glassblowers-oath': {
    size: 'cover',
    sky: MURANO,
    horizon: 0.64,
    water: { y: 0.72, color: '#5a2a2a' },
    light: { x: 0.5, y: 0.66, r: 0.07, color: '#ff9a4a' },
    layers: [
      { y: 0.72, color: '#24141c', lit: '#ffb35a', shapes: [
        { s: 'houses', x: 0.24, w: 0.44, h: 0.09, n: 6 }, { s: 'houses', x: 0.78, w: 0.4, h: 0.08, n: 5 },
        { s: 'tower', x: 0.62, w: 0.06, h: 0.3, cap: 'cone', windows: 1 },
        { s: 'chimney', x: 0.18, w: 0.04, h: 0.2 }, { s: 'chimney', x: 0.36, w: 0.04, h: 0.26 }, { s: 'chimney', x: 0.84, w: 0.04, h: 0.22 },
      ] },
      { y: 0.94, color: '#0c060a', shapes: [{ s: 'glyph', x: 0.5, w: 0.3, h: 0.3, glyph: 'mirror-mirror', color: '#f2c8a0' }] },
    ],
    motes: { color: '#ffb35a', n: 24 },
    alt: 'Murano in 1491: glass-furnace chimneys glowing orange over the lagoon, a bell tower, and a hand mirror that remembers',
  },
  'adventure-mirror-that-remembers': {
    size: 'cover',
    sky: ['#1a0c08', '#5a2a14', '#ff8a3d'],
    horizon: 0.7,
    light: { x: 0.5, y: 0.5, r: 0.12, color: '#ff9a4a' },
    interior: { kind: 'cellar', wall: '#2a160c', floor: '#140a05', n: 4 },
    layers: [{ y: 0.86, color: '#0c0604', shapes: [{ s: 'glyph', x: 0.5, w: 0.46, h: 0.46, glyph: 'mirror-mirror', color: '#f5d0a0' }, { s: 'glyph', x: 0.16, w: 0.16, h: 0.2, glyph: 'glass-ball', color: '#7ab0e8' }] }],
    motes: { color: '#ffcf7a', n: 20 },
    alt: 'A glass workshop at night: furnace light on a clouded mirror that shows a room that is not this one',
  },
  'adventure-ledger-of-ash': {
    size: 'cover',
    sky: ['#14100c', '#3a2a1c', '#8a4a24'],
    horizon: 0.72,
    light: { x: 0.5, y: 0.56, r: 0.1, color: '#ff8a3d' },
    interior: { kind: 'arcade', wall: '#221810', floor: '#100b07', n: 4 },
    layers: [{ y: 0.86, color: '#0a0705', shapes: [{ s: 'glyph', x: 0.5, w: 0.5, h: 0.4, glyph: 'burning-book', color: '#ffb35a' }] }],
    motes: { color: '#ffb35a', n: 30 },
    alt: 'The island of accounts: a ledger burning on its lectern in a cloister, its page of names turning to ash',
  },
  'adventure-rosetta-bead': {
    size: 'cover',
    sky: ['#0c1420', '#2a3a4a', '#8a5a3a'],
    horizon: 0.72,
    light: { x: 0.3, y: 0.6, r: 0.1, color: '#ff8a3d' },
    water: { y: 0.78, color: '#2a3a4a' },
    layers: [
      { y: 0.74, color: '#141a22', lit: '#ffb35a', shapes: [{ s: 'houses', x: 0.5, w: 1.1, h: 0.1, n: 9 }, { s: 'chimney', x: 0.3, w: 0.03, h: 0.2 }, { s: 'chimney', x: 0.66, w: 0.03, h: 0.16 }] },
      { y: 0.96, color: '#0a0d12', shapes: [{ s: 'glyph', x: 0.5, w: 0.36, h: 0.3, glyph: 'gem-necklace', color: '#e05a4a' }, { s: 'glyph', x: 0.82, w: 0.2, h: 0.1, glyph: 'canoe', color: '#1a2230' }] },
    ],
    motes: { color: '#ffcf7a', n: 16 },
    alt: 'Murano at night: the furnaces glowing along the canal, a boat waiting in the dark, and a string of red glass beads with a star-cut pendant',
  },
  // The Salt Cartographer — Saltmere, 1788
  'cover-salt-cartographer': {
    size: 'cover',
    sky: SALTMERE,
    horizon: 0.62,
    light: { x: 0.3, y: 0.56, r: 0.05, color: '#fff0c8', disc: true },
    water: { y: 0.66, color: '#4a6a6a' },
    layers: [
      { y: 0.62, color: '#3a4a4a', lit: '#ffe0a0', shapes: [{ s: 'hill', x: 0.82, w: 0.36, h: 0.1 }, { s: 'lighthouse', x: 0.84, w: 0.06, h: 0.22 }] },
      { y: 0.9, color: '#1a2224', ground: true, lit: '#ffcf7a', shapes: [
        { s: 'houses', x: 0.3, w: 0.56, h: 0.14, n: 6 }, { s: 'glyph', x: 0.74, w: 0.2, h: 0.2, glyph: 'treasure-map', color: '#e8d8b0' },
        { s: 'glyph', x: 0.6, w: 0.06, h: 0.06, glyph: 'seagull', color: '#1a2224' },
      ] },
    ],
    alt: 'Saltmere in 1788: a grey-green dawn over the estuary, a lighthouse on an island no chart admits to, the cartographer’s town and her chart',
  },
  'adventure-salt-cartographer-1': {
    size: 'cover',
    sky: SALTMERE,
    horizon: 0.6,
    water: { y: 0.7, color: '#3a5a5a' },
    layers: [
      { y: 0.7, color: '#22302e', lit: '#ffcf7a', shapes: [{ s: 'houses', x: 0.2, w: 0.4, h: 0.12, n: 3 }, { s: 'houses', x: 0.8, w: 0.4, h: 0.12, n: 3 }, { s: 'tower', x: 0.5, w: 0.07, h: 0.3, cap: 'cone' }] },
      { y: 0.96, color: '#0e1414', shapes: [{ s: 'glyph', x: 0.5, w: 0.4, h: 0.3, glyph: 'treasure-map', color: '#e8d8b0' }, { s: 'glyph', x: 0.82, w: 0.12, h: 0.12, glyph: 'crab', color: '#d86a4a' }] },
    ],
    alt: 'The sea climbing a lane between houses toward the church, and the Master Chart with a corner torn away',
  },
  'adventure-salt-cartographer-2': {
    size: 'cover',
    sky: ['#141c30', '#3a4a6a', '#9aa6b0'],
    horizon: 0.64,
    light: { x: 0.5, y: 0.2, r: 0.07, color: '#f3f0e0', disc: true },
    stars: 40,
    water: { y: 0.68, color: '#2a3a54' },
    layers: [
      { y: 0.68, color: '#1a2030', lit: '#ffe0a0', shapes: [{ s: 'hill', x: 0.5, w: 0.8, h: 0.12 }, { s: 'lighthouse', x: 0.52, w: 0.08, h: 0.3 }] },
      { y: 0.88, color: '#0a0e16', shapes: [{ s: 'glyph', x: 0.24, w: 0.2, h: 0.16, glyph: 'small-fishing-sailboat', color: '#0a0e16' }] },
    ],
    alt: 'Under a spring-tide moon, a lighthouse on a sinking island, and a small boat making for it',
  },
  // The Bell of Ninefold Hollow — 1611
  'cover-ninefold-bell': {
    size: 'cover',
    sky: HOLLOW,
    horizon: 0.6,
    light: { x: 0.7, y: 0.5, r: 0.06, color: '#ffb37a' },
    stars: 30,
    layers: [
      { y: 0.6, color: '#3a3050', shapes: [{ s: 'hill', x: 0.2, w: 0.7, h: 0.22 }, { s: 'hill', x: 0.8, w: 0.7, h: 0.26 }] },
      { y: 0.7, color: '#241c34', shapes: [{ s: 'hill', x: 0.5, w: 1.2, h: 0.12 }, { s: 'glyph', x: 0.22, w: 0.08, h: 0.08, glyph: 'cave-entrance', color: '#120e1c' }, { s: 'glyph', x: 0.8, w: 0.08, h: 0.08, glyph: 'cave-entrance', color: '#120e1c' }] },
      { y: 0.92, color: '#100c18', ground: true, lit: '#ffcf7a', shapes: [
        { s: 'houses', x: 0.3, w: 0.5, h: 0.12, n: 6 }, { s: 'tower', x: 0.66, w: 0.1, h: 0.36, cap: 'pyramid' },
        { s: 'glyph', x: 0.66, w: 0.08, h: 0.1, glyph: 'ringing-bell', color: '#d8a040' },
      ] },
    ],
    motes: { color: '#cfe7ff', n: 26 },
    alt: 'Ninefold Hollow at dusk in 1611: a village in a valley, caves in the hills, and a belfry with a cracked bell, echoes drifting like snow',
  },
  'adventure-ninefold-bell-1': {
    size: 'cover',
    sky: HOLLOW,
    horizon: 0.72,
    light: { x: 0.5, y: 0.45, r: 0.1, color: '#ffb37a' },
    layers: [{ y: 0.9, color: '#120e1c', ground: true, shapes: [{ s: 'glyph', x: 0.5, w: 0.5, h: 0.5, glyph: 'ringing-bell', color: '#c08a3a' }, { s: 'glyph', x: 0.2, w: 0.16, h: 0.2, glyph: 'ghost', color: '#cfe7ff' }] }],
    motes: { color: '#cfe7ff', n: 30 },
    alt: 'The cracked bell of Ninefold Hollow at dusk, and an echo come loose from its voice, shimmering beside it',
  },
  'adventure-ninefold-bell-2': {
    size: 'cover',
    sky: ['#0a0c1c', '#22284a', '#5a6a9a'],
    horizon: 0.7,
    light: { x: 0.5, y: 0.62, r: 0.08, color: '#cfe7ff' },
    layers: [
      { y: 0.8, color: '#141830', ground: true, shapes: [{ s: 'hill', x: 0.5, w: 1.4, h: 0.56 }] },
      { y: 0.8, color: '#05060e', shapes: [{ s: 'glyph', x: 0.5, w: 0.4, h: 0.36, glyph: 'cave-entrance', color: '#05060e' }, { s: 'glyph', x: 0.5, w: 0.12, h: 0.14, glyph: 'ghost', color: '#cfe7ff' }] },
    ],
    motes: { color: '#ffffff', n: 40 },
    alt: 'The ninth cave in the snow at night, and an echo glowing at its mouth',
  },
  // The Elk of Uraniborg — Hven, 1591
  'series-elk-of-uraniborg': {
    size: 'cover',
    sky: HVEN,
    horizon: 0.7,
    stars: 120,
    light: { x: 0.72, y: 0.2, r: 0.025, color: '#ffffff', disc: true },
    layers: [
      { y: 0.7, color: '#141a3a', lit: '#ffcf7a', shapes: [
        { s: 'hill', x: 0.5, w: 1.4, h: 0.05 }, { s: 'block', x: 0.5, w: 0.36, h: 0.12, windows: 4 },
        { s: 'dome', x: 0.5, w: 0.16, h: 0.12, onion: true, finial: 'spike' }, { s: 'tower', x: 0.28, w: 0.08, h: 0.16, cap: 'cone', windows: 1 }, { s: 'tower', x: 0.72, w: 0.08, h: 0.16, cap: 'cone', windows: 1 },
      ] },
      { y: 0.95, color: '#070a1c', ground: true, shapes: [{ s: 'glyph', x: 0.34, w: 0.32, h: 0.3, glyph: 'deer', color: '#070a1c' }, { s: 'glyph', x: 0.76, w: 0.18, h: 0.2, glyph: 'globe', color: '#c9a45c' }] },
    ],
    alt: 'Uraniborg on the island of Hven in 1591: Tycho Brahe’s castle of the stars under a sky full of them, a brass globe, and a tame elk',
  },
  'adventure-elk-of-uraniborg-1': {
    size: 'cover',
    sky: HVEN,
    horizon: 0.72,
    stars: 90,
    light: { x: 0.56, y: 0.34, r: 0.03, color: '#ffffff', disc: true },
    layers: [{ y: 0.94, color: '#070a1c', ground: true, shapes: [{ s: 'glyph', x: 0.5, w: 0.6, h: 0.56, glyph: 'deer', color: '#141a3a' }, { s: 'glyph', x: 0.16, w: 0.16, h: 0.16, glyph: 'beer-stein', color: '#c9a45c' }] }],
    alt: 'An elk with a star caught in its antlers, standing under the night sky of Hven',
  },
  'adventure-elk-of-uraniborg-2': {
    size: 'cover',
    sky: ['#140c08', '#4a2a16', '#8a5a2a'],
    light: { x: 0.3, y: 0.3, r: 0.07, color: '#ffb35a' },
    interior: { kind: 'vault', wall: '#2a1c12', floor: '#140d08', n: 4 },
    layers: [{ y: 0.9, color: '#0c0805', shapes: [{ s: 'stair', x: 0.56, w: 0.7, h: 0.5, steps: 9 }, { s: 'glyph', x: 0.82, w: 0.26, h: 0.26, glyph: 'deer', color: '#3a2414' }, { s: 'glyph', x: 0.16, w: 0.08, h: 0.14, glyph: 'torch', color: '#ffb347' }] }],
    alt: 'The great stair of Landskrona castle by torchlight, and an elk at the top of it',
  },
  'adventure-elk-of-uraniborg-3': {
    size: 'cover',
    sky: ['#0c1030', '#2a2a5a', '#8a5a3a'],
    horizon: 0.7,
    stars: 70,
    light: { x: 0.76, y: 0.22, r: 0.025, color: '#ff8a5a', disc: true },
    layers: [
      { y: 0.7, color: '#141a3a', lit: '#ffcf7a', shapes: [
        { s: 'hill', x: 0.5, w: 1.4, h: 0.06 }, { s: 'block', x: 0.4, w: 0.5, h: 0.14, roof: 'gable', windows: 6 },
        { s: 'tower', x: 0.7, w: 0.07, h: 0.32, cap: 'cone', windows: 1 }, { s: 'tower', x: 0.76, w: 0.07, h: 0.3, cap: 'cone', windows: 1 },
      ] },
      { y: 0.95, color: '#070a1c', ground: true, shapes: [{ s: 'glyph', x: 0.28, w: 0.3, h: 0.26, glyph: 'locked-chest', color: '#5a3a1c' }, { s: 'glyph', x: 0.66, w: 0.2, h: 0.2, glyph: 'orbit', color: '#c9a45c' }] },
    ],
    alt: 'Prague Castle above the city at night with red Mars over its towers, a locked chest of observations and the ellipse of an orbit',
  },
};

export const EXTRA_SCENES: Record<string, SceneSeed> = {
  'expedition-unravelling-archive': {
    size: 'cover',
    sky: ['#0c0c24', '#3a2a4a', '#e08a4a'],
    horizon: 0.68,
    stars: 60,
    light: { x: 0.5, y: 0.28, r: 0.06, color: '#ffd27a' },
    layers: [
      { y: 0.68, color: '#2a1e34', lit: '#ffcf7a', shapes: [
        { s: 'lighthouse', x: 0.16, w: 0.08, h: 0.34 }, { s: 'dome', x: 0.5, w: 0.26, h: 0.16, finial: 'cross' }, { s: 'block', x: 0.5, w: 0.32, h: 0.06 },
        { s: 'minaret', x: 0.74, w: 0.03, h: 0.24 }, { s: 'dome', x: 0.84, w: 0.16, h: 0.18, onion: true, finial: 'crescent' },
      ] },
      { y: 0.94, color: '#0c0812', ground: true, shapes: [{ s: 'glyph', x: 0.5, w: 0.26, h: 0.22, glyph: 'astrolabe', color: '#c9a45c' }] },
    ],
    alt: 'Three cities on one horizon — the Pharos of Alexandria, the dome of Hagia Sophia and the blue dome of Samarkand — under a rising astrolabe',
  },
  'share-banner': {
    size: 'wide',
    sky: ['#0c0a1c', '#2a1e3a', '#6a3a2a'],
    horizon: 0.8,
    stars: 80,
    light: { x: 0.5, y: 0.5, r: 0.09, color: '#ffd27a' },
    layers: [{ y: 0.8, color: '#0c0812', ground: true, shapes: [{ s: 'glyph', x: 0.5, w: 0.3, h: 0.5, glyph: 'hourglass', color: '#e8c06a' }] }],
    alt: 'A golden hourglass glowing under the stars of the Sanctum',
  },
};
