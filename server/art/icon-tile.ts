/**
 * Small pictures of one thing (items, trackers, checks, artifacts, the people of check cards, rank
 * emblems, the app's own cards): a Game Icons glyph in a strong colour filling most of a dark tile, so
 * that it reads at 24 px as well as at 96; a badge or a numeral when the thing needs one.
 */
import type { IconSeed } from '../content/art-types';
import { glyph } from './game-icons';
import { document, esc, radial } from './svg';

const S = 64;

function badge(i: IconSeed): string {
  if (!i.badge) return '';
  return `<circle cx="50" cy="50" r="12" fill="${i.ground[1]}" stroke="${i.tint}" stroke-width="1.5"/>${glyph(i.badge, i.tint, 41, 41, 18)}`;
}

function numeral(i: IconSeed): string {
  if (!i.numeral) return '';
  const w = 10 + i.numeral.length * 6;
  return `<rect x="${32 - w / 2}" y="46" width="${w}" height="12" rx="2" fill="${i.ground[1]}" stroke="${i.rim ?? i.tint}" stroke-width="1"/>` +
    `<text x="32" y="55.5" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="10" font-weight="700" fill="${i.rim ?? i.tint}">${esc(i.numeral)}</text>`;
}

export function renderIcon(i: IconSeed): string {
  const defs = radial('ground', [[0, i.ground[0]], [1, i.ground[1]]], 0.5, 0.4, 0.7);
  const tile = i.round
    ? `<circle cx="32" cy="32" r="31" fill="url(#ground)"/><circle cx="32" cy="32" r="29.5" fill="none" stroke="${i.rim ?? '#d9b45a'}" stroke-width="2"/>`
    : `<rect width="${S}" height="${S}" rx="12" fill="url(#ground)"/>`;
  const inset = i.round ? 10 : 6;
  // A numeral's ribbon takes the foot of the medallion: the glyph moves up to leave it room.
  const size = S - inset * 2 - (i.numeral ? 8 : 0);
  const body = glyph(i.glyph, i.tint, (S - size) / 2, i.numeral ? inset - 2 : inset, size);
  return document(S, S, i.alt, defs, tile + body + badge(i) + numeral(i));
}
