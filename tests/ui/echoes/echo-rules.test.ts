import { describe, expect, it } from 'vitest';
import { confirmLabel, featureState, initialKeep, isOwnEcho, rerollLabel } from '../../../src/features/echoes/echo-rules';
import { colourSlot } from '../../../src/lib/text-rules';
import { CHOICE_COLOURS } from '../../../src/lib/limits';
import { echo } from '../../worker/helpers/saga-fixtures';

describe('the echo chooser’s rules', () => {
  it('its confirm reads as the spec says: read only, no echoes, solo, or on to the Scroll of Fate', () => {
    expect(confirmLabel({ readonly: true, empty: false, solo: false })).toBe('Return To Adventure');
    expect(confirmLabel({ readonly: false, empty: true, solo: false })).toBe('Start Playing Adventure');
    expect(confirmLabel({ readonly: false, empty: false, solo: true })).toBe('Play Solo Adventure');
    expect(confirmLabel({ readonly: false, empty: false, solo: false })).toBe('Continue With Echoes');
  });

  it('the reroll label shows what remains of the 3', () => {
    expect(rerollLabel(3)).toBe('Reroll Echoes (3 of 3 left)');
    expect(rerollLabel(0)).toBe('Reroll Echoes (0 of 3 left)');
  });

  it('the author’s name is highlighted only when it is the current player’s', () => {
    expect(isOwnEcho(echo('e1', { username: 'Wren' }), 'Wren')).toBe(true);
    expect(isOwnEcho(echo('e1', { username: 'Wren' }), 'Ash')).toBe(false);
    expect(isOwnEcho(echo('e1', { username: 'Wren' }), null)).toBe(false);
  });

  it('a fresh chooser keeps the Scroll of Fate already kept, else the first three echoes', () => {
    const list = [echo('a'), echo('b'), echo('c'), echo('d')];
    expect(initialKeep({ echoes: list, scroll: [] })).toEqual(['a', 'b', 'c']);
    expect(initialKeep({ echoes: list, scroll: [echo('d'), echo('gone')] })).toEqual(['d']);
  });

  it('featuring: the onboarding first, then the subscription view for a non-subscriber, a disabled state when it cannot', () => {
    const base = { onboardingSeen: true, subscriber: true, featured: false, canFeature: true };
    expect(featureState({ ...base, onboardingSeen: false })).toBe('onboarding');
    expect(featureState({ ...base, subscriber: false })).toBe('subscribe');
    expect(featureState({ ...base, canFeature: false })).toBe('unavailable');
    expect(featureState({ ...base, featured: true })).toBe('featured');
    expect(featureState(base)).toBe('feature');
  });

  it('offered echoes cycle over six colours: a list of 10 shows all six', () => {
    const slots = Array.from({ length: 10 }, (_, i) => colourSlot(i, CHOICE_COLOURS));
    expect(slots).toEqual([0, 1, 2, 3, 4, 5, 0, 1, 2, 3]);
    expect(new Set(slots).size).toBe(6);
  });
});
