import { describe, expect, it } from 'vitest';
import { FLAG_PARAMS, QUERY_FLAGS } from '../../../src/contract/query-flags';
import { decideHeaderOffer } from '../../../src/app/header-offer';
import { attributionFrom, forgetAttribution, rememberAttribution, storedAttribution } from '../../../src/lib/attribution';
import { freeCodeOutcome } from '../../../src/features/codes/free-code';
import { offerSecondsLeft } from '../../../src/features/codes/reads';
import { pickOption, type OptionContext } from '../../../src/features/subscription/options';

/** A Storage over a Map, as localStorage behaves. */
function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

describe('the header’s offer button', () => {
  it('is the limited offer while it runs with friends left, the season pass for a paying subscriber, else Refer a Friend', () => {
    expect(decideHeaderOffer({ offerSecondsLeft: 50_000, offerRemaining: 5, paidSubscriber: true })).toBe('limited');
    expect(decideHeaderOffer({ offerSecondsLeft: 50_000, offerRemaining: 0, paidSubscriber: false })).toBe('refer');
    expect(decideHeaderOffer({ offerSecondsLeft: 0, offerRemaining: 5, paidSubscriber: true })).toBe('season');
    expect(decideHeaderOffer({ offerSecondsLeft: 0, offerRemaining: 5, paidSubscriber: false })).toBe('refer');
  });

  it('counts the offer down from when it was stored, offline too', () => {
    const stored = { offer: { active: true, seconds_remaining: 50_340, friend_hours: 48, referrer_levels: 2, remaining: 5 }, fetchedAt: 1_000 };
    expect(offerSecondsLeft(stored, 1_000)).toBe(50_340);
    expect(offerSecondsLeft(stored, 61_000)).toBe(50_280);
    expect(offerSecondsLeft(stored, 1_000 + 60_000_000)).toBe(0);
    expect(offerSecondsLeft({ ...stored, offer: { ...stored.offer, active: false } }, 1_000)).toBe(0);
    expect(offerSecondsLeft(null, 1_000)).toBe(0);
  });
});

describe('sign-in attribution', () => {
  it('takes the referral code and utm fields of the landing, first touch wins, and is forgotten after sign-in', () => {
    expect(attributionFrom('?ref=ABCD2345&utm_source=friend&utm_medium=link&utm_campaign=spring&utm_content=banner&x=1')).toEqual({
      referral_code_used: 'ABCD2345',
      utm_source: 'friend',
      utm_medium: 'link',
      utm_campaign: 'spring',
      utm_content: 'banner',
    });
    expect(attributionFrom('?referral_code=QWER2345')).toEqual({ referral_code_used: 'QWER2345' });
    expect(attributionFrom('?subscription=true')).toEqual({});
    const storage = memoryStorage();
    rememberAttribution('?subscription=true', storage);
    expect(storedAttribution(storage)).toEqual({});
    rememberAttribution('?ref=FIRST234', storage);
    rememberAttribution('?ref=SECOND23', storage);
    expect(storedAttribution(storage)).toEqual({ referral_code_used: 'FIRST234' });
    forgetAttribution(storage);
    expect(storedAttribution(storage)).toEqual({});
  });
});

describe('the free-play code’s outcome (app-shell §4, §8)', () => {
  it('shows the server’s message, else the spec’s defaults', () => {
    expect(freeCodeOutcome({ ok: true, value: { message: '48 Hours of Subscriber unlimited play activated!' } })).toEqual({ kind: 'success', message: '48 Hours of Subscriber unlimited play activated!' });
    expect(freeCodeOutcome({ ok: true, value: { message: '' } })).toEqual({ kind: 'success', message: '24 Hours of Subscriber unlimited play activated!' });
    expect(freeCodeOutcome({ ok: false, message: '5 days 4 hours until you can redeem another code' })).toEqual({ kind: 'error', message: '5 days 4 hours until you can redeem another code' });
    expect(freeCodeOutcome({ ok: false, message: '' })).toEqual({ kind: 'error', message: 'An error occurred' });
    expect(freeCodeOutcome(null)).toEqual({ kind: 'error', message: 'An error occurred' });
  });
});

describe('the subscribe/continue modal’s option panel', () => {
  const base: OptionContext = { requested: null, dontAskAgain: [], linked: true, installed: false, notifications: 'default', dungeonId: null, sagaId: null };

  it('shows the option asked for when the player can use it', () => {
    expect(pickOption({ ...base, requested: 'review_dungeon', dungeonId: 'd1' })).toBe('review_dungeon');
    expect(pickOption({ ...base, requested: 'post_comment', sagaId: 's1' })).toBe('post_comment');
    expect(pickOption({ ...base, requested: 'link_account', linked: false })).toBe('link_account');
  });

  it('otherwise the first one not opted out of, not already done, and with what it needs', () => {
    expect(pickOption(base)).toBe('share_social');
    expect(pickOption({ ...base, dontAskAgain: ['share_social'] })).toBe('install_app');
    expect(pickOption({ ...base, dontAskAgain: ['share_social'], installed: true })).toBe('enable_notifications');
    expect(pickOption({ ...base, dontAskAgain: ['share_social', 'enable_notifications'], installed: true })).toBeNull();
    expect(pickOption({ ...base, dontAskAgain: ['share_social', 'enable_notifications'], installed: true, linked: false })).toBe('link_account');
    expect(pickOption({ ...base, requested: 'review_dungeon' })).toBe('share_social');
    expect(pickOption({ ...base, requested: 'link_account' })).toBe('share_social');
  });
});

describe('the query flags', () => {
  it('keep their wire names, refferal spelled as the spec spells it', () => {
    expect(QUERY_FLAGS.referral).toBe('refferal');
    expect(QUERY_FLAGS.limitedReferral).toBe('limited_referral_order');
    expect(QUERY_FLAGS.redirectedFromStripe).toBe('redirected_from_stripe');
    expect(FLAG_PARAMS.dungeonId).toBe('dungeonId');
  });
});
