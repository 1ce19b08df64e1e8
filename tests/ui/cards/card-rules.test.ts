import { describe, expect, it } from 'vitest';
import { cardFace, cardPermissions, carouselStart, countText, isLocked, parseTab, tabOfCard } from '../../../src/features/cards/card-rules';
import { card, ownCard } from '../../worker/helpers/profile-fixtures';

describe('trading cards (in-play §3, §6, §9)', () => {
  it('a face per type: gold, silver, custom, and fanfiction for a custom card made from another saga', () => {
    expect(cardFace(card('g', { type: 'gold' }))).toBe('gold');
    expect(cardFace(card('s'))).toBe('silver');
    expect(cardFace(ownCard('c'))).toBe('custom');
    expect(cardFace(ownCard('f', { is_fanfiction: true }))).toBe('fanfiction');
  });

  it('the count shows nothing at 0, an infinity sign when missing, else how many', () => {
    expect(countText(0)).toBeNull();
    expect(countText(null)).toBe('∞');
    expect(countText(undefined)).toBe('∞');
    expect(countText(3)).toBe('×3');
  });

  it('a locked card is greyscale; silver and gold live under originals', () => {
    expect(isLocked(card('s'))).toBe(true);
    expect(isLocked(card('s', { status: 'unlocked', count: 1 }))).toBe(false);
    expect([tabOfCard(card('g', { type: 'gold' })), tabOfCard(card('s')), tabOfCard(ownCard('c'))]).toEqual(['originals', 'originals', 'custom']);
    expect([parseTab('custom'), parseTab('originals'), parseTab('secret'), parseTab(null)]).toEqual(['custom', 'originals', null, null]);
  });

  it("only a custom card's creator toggles it public and makes a new version; any custom card can be deleted", () => {
    expect(cardPermissions(ownCard('c'), 'u1')).toEqual({ togglePublic: true, newVersion: true, delete: true, openAdventure: true });
    expect(cardPermissions(ownCard('c'), 'u2')).toEqual({ togglePublic: false, newVersion: false, delete: true, openAdventure: true });
    expect(cardPermissions(card('g', { type: 'gold' }), 'u1')).toEqual({ togglePublic: false, newVersion: false, delete: false, openAdventure: true });
    // A seeded card names no creator: nobody is its creator, signed out or not.
    expect(cardPermissions(card('s'), null).togglePublic).toBe(false);
  });

  it('the carousel starts at the card asked for, else the saga’s first card, else the first', () => {
    const cards = [card('a', { saga_id: 'x' }), card('b', { saga_id: 'y' }), card('c', { saga_id: 'y' })];
    expect(carouselStart(cards, { cardId: 'c', sagaId: 'x' })).toBe(2);
    expect(carouselStart(cards, { sagaId: 'y' })).toBe(1);
    expect(carouselStart(cards, { sagaId: 'z' })).toBe(0);
    expect(carouselStart(cards, {})).toBe(0);
  });
});
