/**
 * A person's picture shows who they are: a face that brings its own character (a crown, elf ears, a nun's
 * wimple, a pirate's eye-patch, a baby's cheeks) is drawn only for someone whose text says so. The audits
 * found Tycho Brahe as a crowned king, the castellan as a pirate, the jester as a baby and the Janissary as
 * a wizard: each of those fails here.
 */
import { describe, expect, it } from 'vitest';
import { ICONS, PORTRAITS, SCENES } from '../../../server/content/art';

/** A face glyph, and the words one of which the picture's text must hold to be drawn with it. */
const SAYS: Record<string, RegExp> = {
  'old-king': /\b(king|crown|crowned|emperor|sultan)\b/i,
  'woman-elf-face': /\b(elf|elven|fey|fairy)\b/i,
  'nun-face': /\b(nun|abbess|sister)\b/i,
  'baby-face': /\b(baby|infant)\b/i,
  'pirate-captain': /\b(pirate|corsair|buccaneer)\b/i,
  'witch-face': /\b(witch|crone|hag|sorceress)\b/i,
  'wizard-face': /\b(wizard|sorcerer|tall hat|pointed hat)\b/i,
  'dwarf-face': /\b(dwarf)\b/i,
  'jester-hat': /\b(jester|fool)\b/i,
  mustache: /\b(moustache|mustache)\b/i,
  'monk-face': /\b(monk|brother|friar|priest|archivist|abbot)\b/i,
  'plague-doctor-profile': /\b(mask|masked|plague)\b/i,
  'egyptian-profile': /\b(egypt|egyptian|alexandria|pharaoh|profile)\b/i,
  ghost: /\b(ghost|echo|spirit|phantom)\b/i,
};

const pictured = [
  ...Object.entries(PORTRAITS).map(([key, p]) => ({ key, glyph: p.glyph, text: p.alt })),
  ...Object.entries(ICONS).map(([key, p]) => ({ key, glyph: p.glyph, text: p.alt })),
  ...Object.entries(SCENES).flatMap(([key, s]) =>
    s.layers.flatMap((l) => l.shapes.flatMap((shape) => (shape.s === 'glyph' ? [{ key, glyph: shape.glyph, text: s.alt }] : []))),
  ),
];

describe('pictures of people', () => {
  it('draw a face with a character of its own only for someone whose text says so', () => {
    const wrong = pictured.filter((p) => SAYS[p.glyph] && !SAYS[p.glyph]!.test(p.text)).map((p) => `${p.key}: ${p.glyph} for “${p.text}”`);
    expect(wrong).toEqual([]);
  });

  it('the rule reaches what it must: portraits, people in rooms and the figures of scenes', () => {
    expect(pictured.filter((p) => p.key.startsWith('char-')).length).toBeGreaterThan(20);
    expect(pictured.filter((p) => p.key.startsWith('npc-')).length).toBeGreaterThan(15);
    expect(pictured.filter((p) => p.key.startsWith('room-')).length).toBeGreaterThan(20);
    expect(pictured.filter((p) => SAYS[p.glyph]).length).toBeGreaterThan(10);
  });
});
