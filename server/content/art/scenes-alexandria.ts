/** Alexandria, autumn 48 BC: a night lit by a burning fleet, the Pharos calm on its island, smoke over the quays. */
import type { SceneSeed } from '../art-types';

const FIRE_SKY: [string, string, string] = ['#120a14', '#5a2418', '#ff8a3d'];

export const ALEXANDRIA_SCENES: Record<string, SceneSeed> = {
  'timeline-alexandria': {
    size: 'cover',
    sky: FIRE_SKY,
    horizon: 0.66,
    light: { x: 0.3, y: 0.64, r: 0.09, color: '#ff9a4a' },
    stars: 30,
    water: { y: 0.72, color: '#4a1e14' },
    layers: [
      { y: 0.7, color: '#3a1a1a', lit: '#ffcf7a', shapes: [{ s: 'lighthouse', x: 0.84, w: 0.1, h: 0.42 }, { s: 'hill', x: 0.84, w: 0.3, h: 0.03 }] },
      { y: 0.72, color: '#2a1212', shapes: [{ s: 'ship', x: 0.2, w: 0.2, h: 0.16, fire: true, sail: 'square' }, { s: 'ship', x: 0.42, w: 0.16, h: 0.13, fire: true, sail: 'square' }] },
      { y: 0.94, color: '#120808', ground: true, lit: '#ffcf7a', shapes: [
        { s: 'colonnade', x: 0.42, w: 0.6, h: 0.16, n: 7, pediment: true }, { s: 'block', x: 0.9, w: 0.2, h: 0.1, windows: 2 },
        { s: 'stair', x: 0.1, w: 0.22, h: 0.06, steps: 5 },
      ] },
    ],
    motes: { color: '#ffb35a', n: 28 },
    alt: 'Alexandria in 48 BC: warships burning in the Great Harbour, the Pharos lighthouse calm on its island, and the colonnade of the Library in the foreground',
  },
  'room-library-burned-twice-harbour-steps': {
    size: 'wide',
    sky: FIRE_SKY,
    horizon: 0.6,
    light: { x: 0.45, y: 0.58, r: 0.08, color: '#ff9a4a' },
    water: { y: 0.62, color: '#4a1e14' },
    layers: [
      { y: 0.6, color: '#3a1a1a', lit: '#ffcf7a', shapes: [{ s: 'lighthouse', x: 0.88, w: 0.06, h: 0.5 }] },
      { y: 0.62, color: '#2a1212', shapes: [{ s: 'ship', x: 0.3, w: 0.14, h: 0.22, fire: true, sail: 'square' }, { s: 'ship', x: 0.5, w: 0.12, h: 0.18, fire: true }, { s: 'ship', x: 0.66, w: 0.1, h: 0.15, fire: true }] },
      { y: 0.92, color: '#120808', ground: true, shapes: [{ s: 'stair', x: 0.2, w: 0.4, h: 0.14, steps: 6 }, { s: 'glyph', x: 0.78, w: 0.08, h: 0.16, glyph: 'mooring-bollard', color: '#3a2018' }, { s: 'glyph', x: 0.7, w: 0.05, h: 0.1, glyph: 'old-lantern', color: '#ffcf7a' }] },
    ],
    motes: { color: '#ffb35a', n: 22 },
    alt: 'The harbour steps at night: the Egyptian fleet burning on the water, the Pharos far off, a lantern on the wet limestone steps',
  },
  'room-library-burned-twice-warehouses': {
    size: 'wide',
    sky: ['#2a0a06', '#8a2a10', '#ff9a3d'],
    horizon: 0.7,
    light: { x: 0.5, y: 0.35, r: 0.1, color: '#ff7a2a' },
    layers: [
      { y: 0.8, color: '#1a0806', ground: true, shapes: [
        { s: 'block', x: 0.2, w: 0.34, h: 0.5, roof: 'gable' }, { s: 'block', x: 0.78, w: 0.36, h: 0.46, roof: 'gable' },
        { s: 'glyph', x: 0.5, w: 0.12, h: 0.22, glyph: 'flame', color: '#ffb347' }, { s: 'glyph', x: 0.36, w: 0.09, h: 0.14, glyph: 'wooden-crate', color: '#4a2010' },
        { s: 'glyph', x: 0.63, w: 0.08, h: 0.15, glyph: 'amphora', color: '#4a2010' },
      ] },
    ],
    motes: { color: '#ffcf7a', n: 40 },
    alt: 'The burning warehouses on the quay: roofs alight, crates of scrolls and oil jars in the heat, sparks everywhere',
  },
  'room-library-burned-twice-copyists-cellar': {
    size: 'wide',
    sky: ['#140c08', '#3a2414', '#100a06'],
    light: { x: 0.66, y: 0.42, r: 0.05, color: '#ffb35a' },
    interior: { kind: 'cellar', wall: '#24160c', floor: '#120a05', n: 5 },
    layers: [{ y: 0.84, color: '#0a0604', shapes: [
      { s: 'glyph', x: 0.24, w: 0.2, h: 0.24, glyph: 'desk', color: '#3a2414' }, { s: 'glyph', x: 0.24, w: 0.06, h: 0.34, glyph: 'quill-ink', color: '#e9d3a0' },
      { s: 'glyph', x: 0.68, w: 0.18, h: 0.46, glyph: 'centurion-helmet', color: '#6a4a30' }, { s: 'glyph', x: 0.82, w: 0.05, h: 0.12, glyph: 'torch', color: '#ffb347' },
    ] }],
    alt: 'The copyists’ cellar: a vault of benches and spilled ink, and a Roman legionary with a torch among the scrolls',
  },
  'room-library-burned-twice-hall-of-muses': {
    size: 'wide',
    sky: ['#1a1410', '#4a3a2a', '#140f0a'],
    light: { x: 0.5, y: 0.5, r: 0.06, color: '#ffd27a' },
    interior: { kind: 'arcade', wall: '#2e2418', floor: '#15100a', n: 5 },
    layers: [{ y: 0.8, color: '#0e0a06', shapes: [
      { s: 'glyph', x: 0.12, w: 0.12, h: 0.42, glyph: 'stone-bust', color: '#8a7a66' }, { s: 'glyph', x: 0.88, w: 0.12, h: 0.42, glyph: 'philosopher-bust', color: '#8a7a66' },
      { s: 'glyph', x: 0.5, w: 0.16, h: 0.46, glyph: 'locked-door', color: '#3a5a4a' }, { s: 'glyph', x: 0.3, w: 0.1, h: 0.14, glyph: 'scroll-unfurled', color: '#e9d3a0' },
    ] }],
    alt: 'The Hall of Muses: lamplit arches, marble statues, scrolls open on the tables, and at the end a green bronze door with an owl lock',
  },
  'room-library-burned-twice-stacks': {
    size: 'wide',
    sky: ['#140e08', '#3a2a1a', '#0e0a06'],
    light: { x: 0.5, y: 0.3, r: 0.06, color: '#ffcf7a' },
    interior: { kind: 'shelves', wall: '#3a2614', floor: '#140d07', n: 9 },
    layers: [{ y: 0.86, color: '#0a0604', shapes: [{ s: 'glyph', x: 0.78, w: 0.14, h: 0.7, glyph: 'ladder', color: '#5a3a1c' }, { s: 'glyph', x: 0.5, w: 0.1, h: 0.1, glyph: 'tied-scroll', color: '#7fc4d8' }] }],
    alt: 'The stacks of Callimachus: cedar shelves of pigeonholes stuffed with scrolls rising into the dark, a tall ladder, and the blue faience case of the Pinakes',
  },
  'room-library-burned-twice-library-roof': {
    size: 'wide',
    sky: FIRE_SKY,
    horizon: 0.62,
    light: { x: 0.2, y: 0.6, r: 0.09, color: '#ff8a3d' },
    stars: 20,
    layers: [
      { y: 0.64, color: '#3a1a1a', lit: '#ffb35a', shapes: [{ s: 'houses', x: 0.5, w: 1.1, h: 0.08, n: 14 }, { s: 'colonnade', x: 0.82, w: 0.14, h: 0.1, n: 4, pediment: true }] },
      { y: 0.9, color: '#120808', ground: true, shapes: [{ s: 'chimney', x: 0.62, w: 0.05, h: 0.24 }, { s: 'glyph', x: 0.4, w: 0.08, h: 0.1, glyph: 'rope-coil', color: '#a07a4a' }, { s: 'glyph', x: 0.12, w: 0.08, h: 0.12, glyph: 'wooden-door', color: '#3a2018' }] },
    ],
    motes: { color: '#ffb35a', n: 40 },
    alt: 'The Library roof in a storm of sparks: the city on fire below, the Serapeum’s columns far off, a chimney and a coil of rope on the flat roof',
  },
  'room-library-burned-twice-canopic-way': {
    size: 'wide',
    sky: ['#0c1026', '#3a2a3a', '#a04a2a'],
    horizon: 0.66,
    light: { x: 0.82, y: 0.2, r: 0.035, color: '#f3e3b0', disc: true },
    stars: 40,
    layers: [
      { y: 0.66, color: '#2a1e2a', shapes: [{ s: 'colonnade', x: 0.5, w: 0.3, h: 0.18, n: 6, pediment: true }] },
      { y: 0.9, color: '#0e0a10', ground: true, shapes: [
        { s: 'colonnade', x: 0.12, w: 0.22, h: 0.6, n: 3 }, { s: 'colonnade', x: 0.88, w: 0.22, h: 0.6, n: 3 },
        { s: 'glyph', x: 0.5, w: 0.16, h: 0.36, glyph: 'gauls-helm', color: '#1e1618' },
      ] },
    ],
    alt: 'The Canopic Way by moonlight: colonnades on either side, the Serapeum temple at the end, and a Gabinian mercenary captain barring the way',
  },
  'room-library-burned-twice-serapeum-vault': {
    size: 'wide',
    sky: ['#0e0c10', '#2a2230', '#0a080c'],
    light: { x: 0.5, y: 0.5, r: 0.07, color: '#ffd27a' },
    interior: { kind: 'vault', wall: '#221a22', floor: '#0e0a0e', n: 6 },
    layers: [{ y: 0.82, color: '#0a0608', shapes: [{ s: 'glyph', x: 0.5, w: 0.24, h: 0.34, glyph: 'locked-chest', color: '#8a6a3a' }] }],
    alt: 'The vault under the Serapeum: rock-cut arches, and in the centre the sealed ark of cedar and bronze, waiting',
  },
};
