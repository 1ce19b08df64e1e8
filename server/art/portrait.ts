/**
 * Portraits (avatars, the characters of Memories and stories): a head-and-shoulders glyph before a
 * coloured ground, lit from behind, with an optional emblem in the corner. Different glyph, ground and
 * emblem per person, so no two portraits are the same recoloured sigil.
 */
import type { PortraitSeed } from '../content/art-types';
import { glyph } from './game-icons';
import { document, radial } from './svg';

const S = 300;

export function renderPortrait(p: PortraitSeed): string {
  const defs =
    radial('ground', [[0, p.ground[0]], [1, p.ground[1]]], 0.5, 0.35, 0.8) +
    radial('backlight', [[0, p.tint, 0.35], [1, p.tint, 0]], 0.5, 0.45, 0.5);
  const emblem = p.emblem
    ? `<circle cx="246" cy="246" r="40" fill="${p.ground[1]}" stroke="${p.tint}" stroke-width="4"/>${glyph(p.emblem, p.tint, 218, 218, 56)}`
    : '';
  return document(S, S, p.alt, defs, `<rect width="${S}" height="${S}" fill="url(#ground)"/><circle cx="150" cy="135" r="150" fill="url(#backlight)"/>${glyph(p.glyph, p.tint, 40, 46, 220)}${emblem}`);
}
