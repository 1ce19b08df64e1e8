import { describe, expect, it } from 'vitest';
import type { AvatarRow, UserRow } from '../../../src/db';
import { DIALOG_LINES } from '../../../src/features/onboarding/dialog-lines';
import {
  avatarDisplayName,
  canEnterSanctum,
  canSubmitPartnerCode,
  decideStage,
  showPartnerCode,
  startingAvatars,
} from '../../../src/features/onboarding/onboarding-rules';

const me = (over: Partial<UserRow>) => ({ id: 'me', username: null, onboarding_state: 1, linked_accounts: [] as string[], ...over }) as UserRow;
const avatar = (avatar_id: string, name: string) => ({ avatar_id, name }) as AvatarRow;

describe('onboarding stages', () => {
  it('goes initial → dialog → username → avatar → done, following the session and the user row', () => {
    expect(decideStage({ token: undefined, me: undefined, stage: null, via: null })).toBe('wait');
    expect(decideStage({ token: null, me: null, stage: null, via: null })).toBe('initial');
    expect(decideStage({ token: 't', me: null, stage: null, via: null })).toBe('wait');
    expect(decideStage({ token: 't', me: me({}), stage: null, via: null })).toBe('dialog');
    expect(decideStage({ token: 't', me: me({}), stage: 'username', via: null })).toBe('username');
    expect(decideStage({ token: 't', me: me({ username: 'Aria' }), stage: null, via: null })).toBe('avatar');
    expect(decideStage({ token: 't', me: me({ username: 'Aria', onboarding_state: 2 }), stage: null, via: null })).toBe('done');
  });

  it('resumes at the avatar stage once a name is saved, whatever the query says', () => {
    expect(decideStage({ token: 't', me: me({ username: 'Aria' }), stage: 'username', via: 'login' })).toBe('avatar');
  });

  it('gives a player who logged in without a username the user-details form', () => {
    expect(decideStage({ token: 't', me: me({}), stage: null, via: 'login' })).toBe('details');
  });

  it('the dialog has typed lines, each with text and an avatar', () => {
    expect(DIALOG_LINES.length).toBeGreaterThanOrEqual(5);
    for (const line of DIALOG_LINES) {
      expect(line.type).not.toBe('');
      expect(line.text).not.toBe('');
      expect(line.avatar_url).toMatch(/^\/api\/media\/art\//);
    }
    expect(DIALOG_LINES.some((l) => l.type === 'Recruit')).toBe(true);
  });
});

describe('avatar stage', () => {
  it("offers the avatars named 'HistorianStarting', else the first 3", () => {
    const all = [avatar('a', 'Archivist'), avatar('q', 'HistorianStarting Quill'), avatar('b', 'B'), avatar('l', 'HistorianStarting Lantern')];
    expect(startingAvatars(all).map((a) => a.avatar_id)).toEqual(['q', 'l']);
    const none = [avatar('a', 'A'), avatar('b', 'B'), avatar('c', 'C'), avatar('d', 'D')];
    expect(startingAvatars(none).map((a) => a.avatar_id)).toEqual(['a', 'b', 'c']);
    expect(startingAvatars([])).toEqual([]);
  });

  it('names a starting avatar without the marker', () => {
    expect(avatarDisplayName('HistorianStarting Quill')).toBe('Quill');
    expect(avatarDisplayName('Archivist')).toBe('Archivist');
  });

  it("'Enter the Sanctum' needs an avatar and the terms", () => {
    expect(canEnterSanctum(null, true)).toBe(false);
    expect(canEnterSanctum('q', false)).toBe(false);
    expect(canEnterSanctum('q', true)).toBe(true);
  });

  it('partner code: Submit disabled while empty, at most 24, shown after an avatar and without a linked creator', () => {
    expect(canSubmitPartnerCode('')).toBe(false);
    expect(canSubmitPartnerCode('   ')).toBe(false);
    expect(canSubmitPartnerCode('LANTERN')).toBe(true);
    expect(canSubmitPartnerCode('x'.repeat(24))).toBe(true);
    expect(canSubmitPartnerCode('x'.repeat(25))).toBe(false);
    expect(showPartnerCode(null, false)).toBe(false);
    expect(showPartnerCode('q', false)).toBe(true);
    expect(showPartnerCode('q', true)).toBe(false);
  });
});
