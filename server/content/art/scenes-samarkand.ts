/** Samarkand, September 1404: blue domes and coloured lanterns under a deep violet sky that keeps skipping its stars. */
import type { SceneSeed } from '../art-types';

const NIGHT: [string, string, string] = ['#0a0c2a', '#2a2a6a', '#c08a4a'];

export const SAMARKAND_SCENES: Record<string, SceneSeed> = {
  'timeline-samarkand': {
    size: 'cover',
    sky: NIGHT,
    horizon: 0.68,
    light: { x: 0.24, y: 0.16, r: 0.045, color: '#f3e3b0', disc: true },
    stars: 90,
    layers: [
      { y: 0.68, color: '#3a3a7a', shapes: [{ s: 'hill', x: 0.5, w: 1.4, h: 0.05 }] },
      { y: 0.7, color: '#1e2450', lit: '#ffcf7a', shapes: [
        { s: 'minaret', x: 0.18, w: 0.05, h: 0.34 }, { s: 'minaret', x: 0.82, w: 0.05, h: 0.34 },
        { s: 'block', x: 0.5, w: 0.5, h: 0.14, windows: 6 }, { s: 'dome', x: 0.5, w: 0.3, h: 0.22, onion: true, finial: 'crescent' },
        { s: 'scaffold', x: 0.66, w: 0.14, h: 0.2 },
      ] },
      { y: 0.9, color: '#0c0c22', ground: true, lit: '#ff9a4a', shapes: [
        { s: 'tent', x: 0.14, w: 0.16, h: 0.12 }, { s: 'tent', x: 0.86, w: 0.14, h: 0.1 }, { s: 'glyph', x: 0.5, w: 0.16, h: 0.16, glyph: 'camel', color: '#0c0c22' },
        { s: 'glyph', x: 0.3, w: 0.06, h: 0.09, glyph: 'paper-lantern', color: '#ff8a5a' }, { s: 'glyph', x: 0.7, w: 0.06, h: 0.09, glyph: 'paper-lantern', color: '#ffd27a' },
      ] },
    ],
    alt: 'Samarkand in 1404: the great blue dome of Bibi-Khanym between two minarets under a sky full of stars, a camel and coloured lanterns of the night market below',
  },
  'room-night-market-samarkand-caravanserai': {
    size: 'wide',
    sky: NIGHT,
    horizon: 0.66,
    stars: 50,
    layers: [
      { y: 0.84, color: '#141430', ground: true, lit: '#ffcf7a', shapes: [
        { s: 'arch', x: 0.72, w: 0.26, h: 0.6 }, { s: 'wall', x: 0.3, w: 0.6, h: 0.36 },
        { s: 'glyph', x: 0.2, w: 0.14, h: 0.18, glyph: 'camel', color: '#0a0a1c' }, { s: 'glyph', x: 0.44, w: 0.08, h: 0.14, glyph: 'hourglass', color: '#e9d3a0' },
      ] },
    ],
    alt: 'The caravanserai of the Silk Gate at night: kneeling camels, stacked bales, an hourglass, and the lit arch of the gate to the bazaar',
  },
  'room-night-market-samarkand-bazaar': {
    size: 'wide',
    sky: ['#1a0c2a', '#4a2a5a', '#b06a3a'],
    horizon: 0.6,
    light: { x: 0.5, y: 0.56, r: 0.07, color: '#ffb35a' },
    layers: [
      { y: 0.66, color: '#2a1838', lit: '#ffcf7a', shapes: [{ s: 'houses', x: 0.5, w: 1.1, h: 0.14, n: 10 }] },
      { y: 0.88, color: '#0e0818', ground: true, shapes: [
        { s: 'tent', x: 0.12, w: 0.2, h: 0.3 }, { s: 'tent', x: 0.88, w: 0.2, h: 0.28 },
        { s: 'glyph', x: 0.38, w: 0.1, h: 0.12, glyph: 'sand-castle', color: '#e0a040' }, { s: 'glyph', x: 0.62, w: 0.08, h: 0.16, glyph: 'broadsword', color: '#cfd8e0' },
        { s: 'glyph', x: 0.26, w: 0.05, h: 0.08, glyph: 'paper-lantern', color: '#ff6a6a' }, { s: 'glyph', x: 0.5, w: 0.05, h: 0.08, glyph: 'paper-lantern', color: '#6affb0' }, { s: 'glyph', x: 0.74, w: 0.05, h: 0.08, glyph: 'paper-lantern', color: '#ffd27a' },
      ] },
    ],
    alt: 'The night bazaar: lanterns of coloured glass over the stalls, a pyramid of saffron, a blade that ripples like water',
  },
  'room-night-market-samarkand-registan': {
    size: 'wide',
    sky: NIGHT,
    horizon: 0.66,
    stars: 60,
    layers: [
      { y: 0.66, color: '#202660', shapes: [{ s: 'scaffold', x: 0.7, w: 0.3, h: 0.3 }, { s: 'dome', x: 0.7, w: 0.2, h: 0.2, onion: true }, { s: 'minaret', x: 0.14, w: 0.04, h: 0.46 }] },
      { y: 0.9, color: '#0a0c22', ground: true, shapes: [
        { s: 'glyph', x: 0.4, w: 0.12, h: 0.34, glyph: 'sharp-halberd', color: '#3a3e6a' }, { s: 'glyph', x: 0.52, w: 0.12, h: 0.34, glyph: 'sharp-halberd', color: '#3a3e6a' },
        { s: 'glyph', x: 0.82, w: 0.12, h: 0.18, glyph: 'juggler', color: '#1a1a3a' },
      ] },
    ],
    alt: 'The Registan at night: a minaret, the scaffolds of the unfinished mosque beyond, the watch’s crossed halberds and a juggler in the square',
  },
  'room-night-market-samarkand-rooftop': {
    size: 'wide',
    sky: ['#05061a', '#141a4a', '#2a2a6a'],
    horizon: 0.8,
    stars: 140,
    light: { x: 0.3, y: 0.24, r: 0.02, color: '#dfe8ff', disc: true },
    layers: [{ y: 0.92, color: '#0a0a1a', ground: true, shapes: [{ s: 'glyph', x: 0.62, w: 0.16, h: 0.26, glyph: 'astrolabe', color: '#c9a45c' }, { s: 'glyph', x: 0.4, w: 0.14, h: 0.3, glyph: 'turban', color: '#141430' }] }],
    alt: 'The rooftop of the young prince: a sky thick with stars, a brass instrument, and a boy in a prince’s turban who counts them',
  },
  'room-night-market-samarkand-garden': {
    size: 'wide',
    sky: ['#0c1a14', '#2a4a34', '#a08a4a'],
    horizon: 0.66,
    light: { x: 0.5, y: 0.6, r: 0.08, color: '#ffd27a' },
    layers: [
      { y: 0.7, color: '#14281c', shapes: [{ s: 'tree', x: 0.1, w: 0.16, h: 0.5, kind: 'plane' }, { s: 'tree', x: 0.9, w: 0.18, h: 0.55, kind: 'plane' }, { s: 'tree', x: 0.3, w: 0.06, h: 0.4, kind: 'cypress' }, { s: 'tree', x: 0.72, w: 0.06, h: 0.42, kind: 'cypress' }] },
      { y: 0.9, color: '#08120c', ground: true, lit: '#ffcf7a', shapes: [{ s: 'glyph', x: 0.5, w: 0.26, h: 0.4, glyph: 'medieval-pavilion', color: '#0c1a12' }, { s: 'glyph', x: 0.76, w: 0.07, h: 0.12, glyph: 'wine-glass', color: '#e9d3a0' }] },
    ],
    alt: 'The Garden of Heart’s Delight: silk pavilions glowing among plane trees and cypresses, the feast going on, a cup raised',
  },
  'room-night-market-samarkand-well-prison': {
    size: 'wide',
    sky: ['#05080a', '#10181c', '#05080a'],
    light: { x: 0.5, y: 0.1, r: 0.05, color: '#9fb8c8' },
    interior: { kind: 'tunnel', wall: '#2a3034', floor: '#0a0c0e', n: 5 },
    layers: [{ y: 0.86, color: '#06080a', shapes: [{ s: 'glyph', x: 0.5, w: 0.3, h: 0.42, glyph: 'window-bars', color: '#3a4448' }, { s: 'glyph', x: 0.82, w: 0.12, h: 0.2, glyph: 'scroll-quill', color: '#c8c0b0' }] }],
    alt: 'The bottom of the well-prison: a round shaft, a little light from far above, iron bars, and a charcoal drawing on the wall',
  },
  'room-night-market-samarkand-scaffolds': {
    size: 'wide',
    sky: NIGHT,
    horizon: 0.7,
    stars: 50,
    light: { x: 0.6, y: 0.2, r: 0.08, color: '#9fd0ff' },
    layers: [
      { y: 0.92, color: '#141a44', ground: true, shapes: [{ s: 'dome', x: 0.6, w: 0.6, h: 0.76, onion: true }, { s: 'scaffold', x: 0.6, w: 0.7, h: 0.6 }] },
      { y: 0.96, color: '#080a1c', shapes: [{ s: 'glyph', x: 0.16, w: 0.1, h: 0.16, glyph: 'rope-coil', color: '#a07a4a' }] },
    ],
    alt: 'The scaffolds of Bibi-Khanym: timber lattices climbing the great half-finished dome, its rim lost in a shimmer, a mason’s rope below',
  },
  'room-night-market-samarkand-dome': {
    size: 'wide',
    sky: ['#05061a', '#1a1a4a', '#0a0a22'],
    stars: 90,
    light: { x: 0.5, y: 0.3, r: 0.06, color: '#d8c8ff' },
    interior: { kind: 'vault', wall: '#141a44', floor: '#080a1c', n: 6 },
    layers: [{ y: 0.86, color: '#08061a', shapes: [{ s: 'glyph', x: 0.5, w: 0.4, h: 0.6, glyph: 'snake-spiral', color: '#b48aff' }] }],
    alt: 'Under the unfinished dome: moonlight through the open crown, and the Hour-Thief coiled round the keystone, a serpent of clock-hands',
  },
};
