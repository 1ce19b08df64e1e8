/** Haarlem, February 1637: snow, a frozen river, stepped gables and the tower of Saint Bavo under a pale winter sky. */
import type { SceneSeed } from '../art-types';

const WINTER: [string, string, string] = ['#5a7a9a', '#a8bccc', '#e8d8c0'];
const BRICK = '#3a2a2a';

export const HAARLEM_SCENES: Record<string, SceneSeed> = {
  'timeline-haarlem': {
    size: 'cover',
    sky: WINTER,
    horizon: 0.66,
    light: { x: 0.7, y: 0.58, r: 0.05, color: '#ffe0b0', disc: true },
    water: { y: 0.74, color: '#b8c8d8' },
    layers: [
      { y: 0.66, color: '#6a6a7a', shapes: [{ s: 'glyph', x: 0.9, w: 0.14, h: 0.18, glyph: 'windmill', color: '#5a5a6a' }] },
      { y: 0.74, color: BRICK, lit: '#ffcf7a', shapes: [
        { s: 'houses', x: 0.2, w: 0.4, h: 0.1, n: 6 }, { s: 'houses', x: 0.8, w: 0.36, h: 0.09, n: 5 },
        { s: 'block', x: 0.5, w: 0.3, h: 0.12, roof: 'gable', windows: 3 }, { s: 'tower', x: 0.5, w: 0.08, h: 0.3, cap: 'cone', windows: 1 },
      ] },
      { y: 0.97, color: '#1a1a22', shapes: [{ s: 'glyph', x: 0.3, w: 0.12, h: 0.14, glyph: 'ice-skate', color: '#2a2a36' }, { s: 'glyph', x: 0.64, w: 0.2, h: 0.18, glyph: 'flower-pot', color: '#c0303a' }] },
    ],
    motes: { color: '#ffffff', n: 40 },
    alt: 'Haarlem in the winter of 1637: the tower of Saint Bavo above stepped gables, a windmill, the frozen Spaarne, and a single red tulip in a pot',
  },
  'room-tulip-haarlem-spaarne-quay': {
    size: 'wide',
    sky: WINTER,
    horizon: 0.58,
    light: { x: 0.2, y: 0.5, r: 0.04, color: '#ffe0b0', disc: true },
    water: { y: 0.62, color: '#c8d6e2' },
    layers: [
      { y: 0.6, color: '#5a5a6a', shapes: [{ s: 'glyph', x: 0.8, w: 0.14, h: 0.3, glyph: 'windmill', color: '#4a4a5a' }, { s: 'houses', x: 0.4, w: 0.4, h: 0.12, n: 6 }] },
      { y: 0.86, color: '#2a2a36', shapes: [{ s: 'glyph', x: 0.5, w: 0.1, h: 0.2, glyph: 'ice-skate', color: '#2a2a36' }, { s: 'glyph', x: 0.62, w: 0.08, h: 0.18, glyph: 'hooded-figure', color: '#3a3a46' }] },
      { y: 0.96, color: '#1a1a22', ground: true, lit: '#ffcf7a', shapes: [{ s: 'block', x: 0.08, w: 0.16, h: 0.44, roof: 'gable', windows: 1 }, { s: 'glyph', x: 0.26, w: 0.07, h: 0.14, glyph: 'mooring-bollard', color: '#2a2a36' }] },
    ],
    motes: { color: '#ffffff', n: 30 },
    alt: 'The frozen Spaarne: skaters on the ice, a windmill on the far bank, a tavern’s gable and a bollard on the quay in falling snow',
  },
  'room-tulip-haarlem-tavern': {
    size: 'wide',
    sky: ['#2a1408', '#6a3a16', '#1a0c05'],
    light: { x: 0.2, y: 0.6, r: 0.09, color: '#ff9a3d' },
    interior: { kind: 'cellar', wall: '#3a2210', floor: '#1a0e06', n: 4 },
    layers: [{ y: 0.84, color: '#120a05', shapes: [
      { s: 'glyph', x: 0.2, w: 0.16, h: 0.24, glyph: 'fireplace', color: '#ff8a3d' }, { s: 'glyph', x: 0.56, w: 0.24, h: 0.3, glyph: 'table', color: '#2a180a' },
      { s: 'glyph', x: 0.56, w: 0.06, h: 0.4, glyph: 'beer-stein', color: '#e0b060' }, { s: 'glyph', x: 0.84, w: 0.12, h: 0.46, glyph: 'wooden-sign', color: '#4a2c14' },
    ] }],
    alt: 'The Tavern of the Young Marksman: a roaring fire, the auction table with a tankard, and a board of tulip prices in chalk',
  },
  'room-tulip-haarlem-grote-markt': {
    size: 'wide',
    sky: WINTER,
    horizon: 0.62,
    layers: [
      { y: 0.7, color: '#4a3a3a', lit: '#ffcf7a', shapes: [
        { s: 'block', x: 0.5, w: 0.34, h: 0.34, roof: 'gable', windows: 3 }, { s: 'tower', x: 0.5, w: 0.09, h: 0.62, cap: 'cone', windows: 2 },
        { s: 'houses', x: 0.14, w: 0.3, h: 0.22, n: 4 }, { s: 'houses', x: 0.86, w: 0.3, h: 0.22, n: 4 },
      ] },
      { y: 0.96, color: '#d8dee6', ground: true, shapes: [
        { s: 'tent', x: 0.2, w: 0.16, h: 0.16 }, { s: 'tent', x: 0.8, w: 0.14, h: 0.14 },
        { s: 'glyph', x: 0.36, w: 0.08, h: 0.12, glyph: 'fish-cooked', color: '#8a9aa8' }, { s: 'glyph', x: 0.64, w: 0.1, h: 0.22, glyph: 'hooded-assassin', color: '#2a2a36' },
      ] },
    ],
    motes: { color: '#ffffff', n: 30 },
    alt: 'The Grote Markt in snow: the church of Saint Bavo rising over stepped gables, market stalls, a herring, and a cutpurse in a fine coat',
  },
  'room-tulip-haarlem-hals-studio': {
    size: 'wide',
    sky: ['#6a7a8a', '#9aaabb', '#d0d8de'],
    horizon: 0.5,
    interior: { kind: 'arcade', wall: '#2a241e', floor: '#1a1510', n: 2 },
    layers: [{ y: 0.9, color: '#14100c', shapes: [
      { s: 'glyph', x: 0.62, w: 0.3, h: 0.6, glyph: 'easel', color: '#6a4a2a' }, { s: 'glyph', x: 0.62, w: 0.1, h: 0.2, glyph: 'barn-owl', color: '#d8c8a8' },
      { s: 'glyph', x: 0.24, w: 0.12, h: 0.2, glyph: 'paint-brush', color: '#c0303a' },
    ] }],
    alt: 'The studio of Frans Hals: cold north light through tall windows, an easel with a laughing woman and her owl, a brush loaded with red',
  },
  'room-tulip-haarlem-st-bavo': {
    size: 'wide',
    sky: ['#7a8aa0', '#c0ccd8', '#eee4d0'],
    horizon: 0.72,
    layers: [
      { y: 0.72, color: '#9aa6b4', shapes: [{ s: 'houses', x: 0.5, w: 1.1, h: 0.06, n: 20 }, { s: 'glyph', x: 0.2, w: 0.06, h: 0.1, glyph: 'windmill', color: '#8a96a4' }, { s: 'glyph', x: 0.86, w: 0.06, h: 0.1, glyph: 'windmill', color: '#8a96a4' }] },
      { y: 1, color: '#2a2020', shapes: [{ s: 'arch', x: 0.5, w: 1.2, h: 1 }, { s: 'glyph', x: 0.2, w: 0.22, h: 0.4, glyph: 'ringing-bell', color: '#7a5a2a' }, { s: 'glyph', x: 0.8, w: 0.08, h: 0.12, glyph: 'spyglass', color: '#c9a45c' }] },
    ],
    motes: { color: '#ffffff', n: 20 },
    alt: 'In the tower of Saint Bavo: the great bell, a spyglass, and through the louvres all of Holland white, with windmills on the polders',
  },
  'room-tulip-haarlem-counting-house': {
    size: 'wide',
    sky: ['#1a140c', '#3a2c1a', '#120d08'],
    light: { x: 0.3, y: 0.42, r: 0.05, color: '#ffcf7a' },
    interior: { kind: 'shelves', wall: '#2a2014', floor: '#120d08', n: 6 },
    layers: [{ y: 0.86, color: '#0c0805', shapes: [
      { s: 'glyph', x: 0.3, w: 0.22, h: 0.3, glyph: 'desk', color: '#3a2a18' }, { s: 'glyph', x: 0.3, w: 0.06, h: 0.36, glyph: 'quill-ink', color: '#e9d3a0' },
      { s: 'glyph', x: 0.78, w: 0.26, h: 0.52, glyph: 'window-bars', color: '#5a5a5a' },
    ] }],
    alt: 'The notary’s counting-house: ledgers to the ceiling, a desk with quill and ink, and at the back an iron-barred strongroom',
  },
  'room-tulip-haarlem-heemstede-road': {
    size: 'wide',
    sky: ['#6a7a8c', '#b8c4ce', '#e8e0d4'],
    horizon: 0.6,
    light: { x: 0.82, y: 0.5, r: 0.04, color: '#fff0d8', disc: true },
    layers: [
      { y: 0.62, color: '#8a94a0', shapes: [{ s: 'glyph', x: 0.16, w: 0.08, h: 0.16, glyph: 'windmill', color: '#6a7480' }, { s: 'tree', x: 0.4, w: 0.06, h: 0.08, kind: 'round' }, { s: 'tree', x: 0.46, w: 0.05, h: 0.07, kind: 'round' }] },
      { y: 0.8, color: '#e6ecf2', ground: true, shapes: [{ s: 'wall', x: 0.84, w: 0.34, h: 0.2 }, { s: 'arch', x: 0.84, w: 0.1, h: 0.2 }] },
      { y: 0.82, color: '#2a2a36', shapes: [{ s: 'glyph', x: 0.6, w: 0.1, h: 0.22, glyph: 'hooded-figure', color: '#2a2a36' }] },
    ],
    motes: { color: '#ffffff', n: 50 },
    alt: 'The Heemstede road: a frozen dike between white polders, a windmill, and a skater with a velvet bag by a garden wall',
  },
  'room-tulip-haarlem-pauw-garden': {
    size: 'wide',
    sky: ['#8a9ab0', '#c8d2dc', '#f0e6d8'],
    horizon: 0.6,
    light: { x: 0.5, y: 0.52, r: 0.05, color: '#fff0d8' },
    layers: [
      { y: 0.64, color: '#9aa4b0', shapes: [{ s: 'tree', x: 0.12, w: 0.1, h: 0.24, kind: 'round' }, { s: 'tree', x: 0.88, w: 0.1, h: 0.22, kind: 'round' }] },
      { y: 0.84, color: '#e6ecf2', ground: true, shapes: [{ s: 'glyph', x: 0.34, w: 0.22, h: 0.34, glyph: 'mirror-mirror', color: '#9ab0c4' }, { s: 'glyph', x: 0.66, w: 0.16, h: 0.22, glyph: 'flower-pot', color: '#c0303a' }] },
    ],
    motes: { color: '#ffffff', n: 30 },
    alt: 'The garden of Adriaen Pauw under snow: a pavilion of mirrors, and an open bed of dark earth waiting for a bulb',
  },
};
