import { describe, expect, it } from 'vitest';
import { Adventure, Comment, HomeList, RatingResponse, SeriesDetails, TokenPair, User } from '../../src/contract';
import { adventure, chapter, comment, homeItem, ratingResponse, seriesDetails, user } from './helpers/fixtures';

/** What the worker relies on: what the server serializes parses back to the same value. */
const cases = [
  ['User', User, user()],
  ['HomeList', HomeList, { items: [homeItem('s1'), homeItem('d1', { kind: 'dungeon', series_id: null, dungeon_id: 'd1' })] }],
  ['SeriesDetails', SeriesDetails, seriesDetails('s1')],
  ['Adventure', Adventure, adventure('a1', [chapter(1, { choice_made: 'Run' }), chapter(2, { moment: null })], { status: 'ended', series_end: 'coming_soon' })],
  ['Comment', Comment, comment('c1', { parent_id: 'c0', is_spoiler: true })],
  ['RatingResponse', RatingResponse, ratingResponse()],
  ['TokenPair', TokenPair, { access_token: 'a', refresh_token: 'r' }],
] as const;

describe('contract round trips', () => {
  it.each(cases)('a %s survives parse, serialize, parse unchanged', (_name, schema, value) => {
    const once = schema.parse(value);
    const twice = schema.parse(JSON.parse(JSON.stringify(once)));
    expect(twice).toEqual(once);
    expect(once).toEqual(value);
  });

  it('story blocks keep their whitespace exactly', () => {
    const parsed = Adventure.parse(JSON.parse(JSON.stringify(adventure('a1', [chapter(1)]))));
    expect(parsed.chapters[0]?.blocks[0]?.blockText).toBe('  The rain   kept falling.\n\nSo did we.  ');
  });
});
