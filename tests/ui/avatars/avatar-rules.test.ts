import { describe, expect, it } from 'vitest';
import { avatarLook, canSelect, newOnes, pickerOrder, searchAvatars } from '../../../src/features/avatars/avatar-rules';
import { avatar } from '../../worker/helpers/dungeon-fixtures';

describe('the avatar picker (in-play §4, §5)', () => {
  it('shows each state as the spec says', () => {
    expect(avatarLook(avatar('a', { state: 'earned' }))).toEqual({ locked: false, dimmed: false, note: null, current: false, isNew: false });
    expect(avatarLook(avatar('a', { state: 'selected' }))).toMatchObject({ locked: false, current: true, note: null });
    expect(avatarLook(avatar('a', { state: 'unearned' }))).toMatchObject({ locked: true, dimmed: false, note: 'To Unlock' });
    expect(avatarLook(avatar('a', { state: 'inactive' }))).toMatchObject({ locked: false, dimmed: true, note: 'Unavailable' });
    expect(avatarLook(avatar('a', { seen: false })).isNew).toBe(true);
  });

  it('Select is disabled with nothing chosen, or a chosen avatar that is inactive, selected or unearned', () => {
    expect(canSelect(null)).toBe(false);
    expect(canSelect(undefined)).toBe(false);
    expect(canSelect({ state: 'inactive' })).toBe(false);
    expect(canSelect({ state: 'selected' })).toBe(false);
    expect(canSelect({ state: 'unearned' })).toBe(false);
    expect(canSelect({ state: 'earned' })).toBe(true);
  });

  it('searches the description, ignoring case and surrounding spaces', () => {
    const list = [avatar('a', { name: 'Owl', description: 'Keeps the NIGHT watch' }), avatar('b', { name: 'Night', description: 'A lantern bearer' })];
    expect(searchAvatars(list, '  night ').map((a) => a.avatar_id)).toEqual(['a']);
    expect(searchAvatars(list, '').map((a) => a.avatar_id)).toEqual(['a', 'b']);
    expect(searchAvatars(list, 'dragon')).toEqual([]);
  });

  it("lists the player's own first, then those out of reach; the 'New' ones are cleared on close", () => {
    const list = [
      avatar('u', { name: 'Zed', state: 'unearned' }),
      avatar('i', { name: 'Ivy', state: 'inactive' }),
      avatar('e', { name: 'HistorianStarting Ash', state: 'earned', seen: false }),
      avatar('s', { name: 'Bo', state: 'selected' }),
    ];
    expect(pickerOrder(list).map((a) => a.avatar_id)).toEqual(['s', 'e', 'i', 'u']);
    expect(newOnes(list)).toEqual(['e']);
  });
});
