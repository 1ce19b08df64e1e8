/**
 * One definition of every price and duration a player reads (src/contract/terms.ts): what the server grants
 * and charges is what the texts say, and no text writes a number of its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, formatPrice, GRANTS, PRICE_CENTS } from '../../../src/contract';
import { PRICES_CENTS, SUBSCRIPTION_PRICE_CENTS } from '../../../server/account/prices';
import { checkoutPage } from '../../../server/account/checkout-page';
import { ROOM_RESTART_PRICE, TRY_AGAIN_PRICE } from '../../../src/features/dungeon/rules/game-over';
import { SUBSCRIBE_TEXT } from '../../../src/features/subscription/plan';
import { signIn } from './helpers';
import { dungeonServer, historian, VAULT } from '../dungeons/helpers';
import { player, server } from '../helpers';

let app: FastifyInstance;
afterEach(async () => app?.close());

const HOUR = 3_600_000;

/** Every .ts/.tsx file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The code without its comments: a comment may say '24 hours' to explain, a text may not. */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

// A price ('$1.99') or a duration of play ('24 hours', '7 days', '48 h') written out in a text.
const NUMBER_IN_TEXT = /\$\d+\.\d\d|(^|[^\w.])\d+ (hours?|days?|h|hrs)\b/i;

// Texts whose numbers are not a grant or a price of the game.
const ELSEWHERE = [
  'src/contract/terms.ts', // the definition itself
  'src/features/legal/', // the rules of a prize draw, a legal text
  'server/content/dungeons/', // the world's stories
  'server/content/memories/',
  'server/content/sagas/',
  'server/narration/',
  'server/engine/',
];

describe('one definition of prices and durations', () => {
  it('no text in the app or the server writes a price or a duration of play of its own', () => {
    const offenders = [...sources('src'), ...sources('server')]
      .filter((path) => !ELSEWHERE.some((e) => path.startsWith(e)))
      .flatMap((path) =>
        code(readFileSync(path, 'utf8'))
          .split('\n')
          .filter((line) => NUMBER_IN_TEXT.test(line))
          .map((line) => `${path}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the prices a player reads are the prices charged', () => {
    expect(TRY_AGAIN_PRICE).toBe(formatPrice(PRICES_CENTS.resurrection));
    expect(ROOM_RESTART_PRICE).toBe(formatPrice(PRICES_CENTS.restart_room));
    expect(SUBSCRIBE_TEXT).toBe(`Subscribe Now - ${formatPrice(SUBSCRIPTION_PRICE_CENTS)}/month`);
    expect(checkoutPage('s', 'ada@example.com', '/api/billing/test-checkout')).toContain(`Mythic plan — ${formatPrice(PRICE_CENTS.subscription)}/month`);
  });

  it('the share banner, the referral answer and the FAQ say what a referred friend is granted', async () => {
    let clock;
    ({ app, clock } = await dungeonServer());
    const ada = await historian(app, 'ada');
    const banner = (await ada.call(api.dungeonLoading, { id: VAULT })).banner!;
    expect(banner.shareCode).toBe((await ada.call(api.getUser)).referral_code);
    expect(banner.shareCodeTitle).toBe(`Give a friend ${GRANTS.referralFriend.text} of unlimited play for free`);

    clock.advance(14 * HOUR); // past ada's limited offer: the plain referral
    const bo = await historian(app, 'bo');
    expect(await bo.call(api.useReferralCode, { code: banner.shareCode })).toEqual({ message: `You have ${GRANTS.referralFriend.text} of Premium!` });
    expect((await bo.call(api.getUser)).subscription_until).toBe(new Date(clock.now() + GRANTS.referralFriend.hours * HOUR).toISOString());

    const faq = (await bo.call(api.faq)).entries.map((e) => e.answer).join(' ');
    expect(faq).toContain(`Your friend gets ${GRANTS.referralFriend.text} of unlimited play`);
    expect(faq).toContain(`${GRANTS.freePlayCode.text} of unlimited play`);
    expect(faq).toContain(`${formatPrice(PRICE_CENTS.subscription)}/month`);
  });

  it('the limited offer sends the hours it grants', async () => {
    let clock;
    ({ app, clock } = await server());
    const ada = await player(app, 'ada@example.com');
    const offer = await ada.call(api.limitedOffer);
    expect(offer.friend_hours).toBe(GRANTS.limitedOfferFriend.hours);
    const bo = await player(app, 'bo@example.com');
    await bo.call(api.useReferralCode, { code: (await ada.call(api.getUser)).referral_code });
    // The offer's keys and choices follow the referral's days.
    const until = (GRANTS.referralFriend.hours + GRANTS.limitedOfferFriend.hours) * HOUR;
    expect((await bo.call(api.getUser)).subscription_until).toBe(new Date(clock.now() + until).toISOString());
  });

  it('a code, a bonus and an ad grant what their answers say, each after the one before', async () => {
    let clock;
    ({ app, clock } = await server());
    let me = await player(app, 'ada@example.com');
    expect(await me.call(api.redeemCode, {}, { code: 'LANTERNLIGHT' })).toEqual({ message: `${GRANTS.freePlayCode.text.replace('hours', 'Hours')} of Subscriber unlimited play activated!` });
    let until = clock.now() + GRANTS.freePlayCode.hours * HOUR;
    expect((await me.call(api.getUser)).subscription_until).toBe(new Date(until).toISOString());

    const bonus = await me.call(api.claimBonus, {}, { task: 'install_app' });
    until += GRANTS.freePlayBonus.hours * HOUR;
    expect(bonus).toEqual({ message: `${GRANTS.freePlayBonus.text.replace('hours', 'Hours')} of unlimited play activated!`, unlimited_until: new Date(until).toISOString() });

    const ad = await me.call(api.watchAd);
    clock.advance(ad.seconds * 1000);
    me = await signIn(app, 'ada@example.com');
    const reward = await me.call(api.completeAd, { adId: ad.ad_id });
    until += GRANTS.ad.hours * HOUR;
    expect(reward).toEqual({ message: `${GRANTS.ad.text} of unlimited play activated!`, unlimited_until: new Date(until).toISOString() });
  });
});
