/**
 * The world's pictures, as data: server/art draws them. A scene is a sky, a light, and layers of
 * silhouettes standing on baselines (far to near) — a skyline, a landmark, the props of a room. Every
 * x, w and y is a fraction of the picture's width (x, w) or height (y, h); a shape stands on its layer's
 * baseline, centred on x. Glyphs are icons of the Game Icons set (game-icons.net, CC BY 3.0) by name.
 */

export type Shape =
  | { s: 'block'; x: number; w: number; h: number; roof?: 'flat' | 'gable' | 'dome'; windows?: number }
  | { s: 'dome'; x: number; w: number; h: number; onion?: boolean; finial?: 'cross' | 'crescent' | 'spike' }
  | { s: 'minaret'; x: number; w: number; h: number }
  | { s: 'tower'; x: number; w: number; h: number; cap?: 'crenels' | 'cone' | 'pyramid' | 'flat'; windows?: number }
  | { s: 'wall'; x: number; w: number; h: number; crenels?: boolean }
  | { s: 'lighthouse'; x: number; w: number; h: number }
  | { s: 'colonnade'; x: number; w: number; h: number; n: number; pediment?: boolean }
  | { s: 'ship'; x: number; w: number; h: number; fire?: boolean; sail?: 'square' | 'lateen' }
  | { s: 'tent'; x: number; w: number; h: number }
  | { s: 'tree'; x: number; w: number; h: number; kind: 'cypress' | 'round' | 'palm' | 'plane' }
  | { s: 'hill'; x: number; w: number; h: number }
  | { s: 'houses'; x: number; w: number; h: number; n: number }
  | { s: 'chimney'; x: number; w: number; h: number }
  | { s: 'arch'; x: number; w: number; h: number }
  | { s: 'scaffold'; x: number; w: number; h: number }
  | { s: 'stair'; x: number; w: number; h: number; steps: number }
  /** A Game Icons glyph standing on the baseline (a bell, a medusa head, a crossbow on a wall). */
  | { s: 'glyph'; x: number; w: number; h: number; glyph: string; color?: string };

export interface Layer {
  /** Baseline, from the top (0) to the bottom (1). */
  y: number;
  color: string;
  shapes: Shape[];
  /** Fill from the baseline down to the bottom: ground, quay, floor. */
  ground?: boolean;
  /** Lit windows and lamps of this layer. */
  lit?: string;
}

/** A room's walls around the silhouettes: arches, a vault, a forest of columns, shelves, a tunnel. */
export interface Interior {
  kind: 'arcade' | 'vault' | 'columns' | 'shelves' | 'tunnel' | 'cellar';
  wall: string;
  floor: string;
  /** Arches, columns or shelf bays across the wall. */
  n: number;
}

export interface SceneSeed {
  /** A cover is 3:4 (Timelines, Memories, cards); a wide scene 16:9 (rooms, banners). */
  size: 'cover' | 'wide';
  /** Sky (or back wall): its top, its middle, and its colour at the horizon (and below). */
  sky: [string, string, string];
  /** Where the sky meets the land or sea, from the top (default 0.7): the sky is brightest there. */
  horizon?: number;
  /** The light of the scene: a sun, a moon, a fire on the horizon, a lamp in a room. */
  light?: { x: number; y: number; r: number; color: string; disc?: boolean };
  stars?: number;
  /** Sparks or snow drifting in the air. */
  motes?: { color: string; n: number };
  interior?: Interior;
  /** Water from this line down, mirroring the light. */
  water?: { y: number; color: string };
  layers: Layer[];
  /** What the picture shows, in words: its alt text. */
  alt: string;
}

/** A small square picture of one thing: an item, a tracker, a check, an artifact, a person in a check card. */
export interface IconSeed {
  glyph: string;
  /** The glyph's colour and the tile's two ground colours (centre, edge). */
  tint: string;
  ground: [string, string];
  /** Artifacts are medallions: round, with a gold rim. */
  round?: boolean;
  /** A medallion's rim, when not gold: a rank emblem's bronze, silver or gold. */
  rim?: string;
  /** A second glyph, small, on a disc in the lower corner: what happens to the thing (a door, and an arrow turning back). */
  badge?: string;
  /** A number on a ribbon across the foot: a rank emblem's rank, in Roman numerals. */
  numeral?: string;
  alt: string;
}

/** A portrait: a head-and-shoulders glyph before a coloured ground with a light behind it. */
export interface PortraitSeed {
  glyph: string;
  tint: string;
  ground: [string, string];
  /** A sign beside the face (a quill, a key), small, in the lower corner. */
  emblem?: string;
  alt: string;
}
