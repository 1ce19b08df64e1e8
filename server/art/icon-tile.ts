/**
 * Small pictures of one thing (items, trackers, checks, artifacts, the people of check cards): a Game
 * Icons glyph in a strong colour filling most of a dark tile, so that it reads at 24 px as well as at 96.
 */
import type { IconSeed } from '../content/art-types';
import { glyph } from './game-icons';
import { document, radial } from './svg';

const S = 64;

export function renderIcon(i: IconSeed): string {
  const defs = radial('ground', [[0, i.ground[0]], [1, i.ground[1]]], 0.5, 0.4, 0.7);
  const tile = i.round
    ? `<circle cx="32" cy="32" r="31" fill="url(#ground)"/><circle cx="32" cy="32" r="29.5" fill="none" stroke="#d9b45a" stroke-width="2"/>`
    : `<rect width="${S}" height="${S}" rx="12" fill="url(#ground)"/>`;
  const inset = i.round ? 10 : 6;
  return document(S, S, i.alt, defs, tile + glyph(i.glyph, i.tint, inset, inset, S - inset * 2));
}
