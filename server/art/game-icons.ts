/**
 * Glyphs from Game Icons (game-icons.net, CC BY 3.0; @iconify-json/game-icons): one silhouette path per
 * name, on a 512×512 grid. Credited on the app's /credits page, icon by icon (content/art/icon-credits.ts).
 */
import { icons } from '@iconify-json/game-icons';
import { getIconData } from '@iconify/utils';

const GRID = 512;

/** Every glyph drawn since start: the credits list is held to it (tests/server/art/art.test.ts). */
export const DRAWN = new Set<string>();

export function hasGlyph(name: string): boolean {
  return getIconData(icons, name) !== null;
}

/**
 * The glyph `name` filled with `color`, fitted into the box (x, y, size × size). Throws on an unknown
 * name: content tests hold every name the world uses, so a typo never reaches a player as a blank.
 */
export function glyph(name: string, color: string, x: number, y: number, size: number, extra = ''): string {
  const data = getIconData(icons, name);
  if (!data) throw new Error(`No Game Icons glyph "${name}"`);
  DRAWN.add(name);
  const scale = size / Math.max(data.width ?? GRID, data.height ?? GRID);
  const body = data.body.replaceAll('currentColor', color);
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${scale.toFixed(4)})"${extra}>${body}</g>`;
}

/** Numbers in SVG with one decimal: small files, no visible loss. */
export const n = (v: number): string => (Math.round(v * 10) / 10).toString();
