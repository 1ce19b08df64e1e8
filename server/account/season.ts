/** The season pass: a player's level grows with play and referrals, capped at the top. */
import { GRANTS, type SeasonPass } from '../../src/contract';
import { MAX_SEASON_LEVEL, REFERRAL_LEVELS, SEASON, SEASON_LEVELS, SEASON_POINTS_PER_LEVEL } from '../content/account/season';
import { rankPointsOf } from './dungeon-side';
import { addToLedger, ledgerSum, ledgerSumFor } from '../store/account/ledgers';
import { referralCounts } from '../store/account/referrals';
import type { Db } from '../store/db';
import { notify } from './notify';
import { grantUnlimitedPlay } from './passes';
import { announce } from './prompts';


/** The reason of a level granted for a referral; what the pass counts as "from referrals". */
export const referralReason = (friendId: string): string => `${REFERRAL_PREFIX}${friendId}`;
const REFERRAL_PREFIX = 'referral of ';

/** 1, plus the levels granted (referrals), plus one per SEASON_POINTS_PER_LEVEL rank points earned in play. */
export const seasonLevelOf = async (db: Db, userId: string): Promise<number> =>
  Math.min(MAX_SEASON_LEVEL, 1 + await ledgerSum(db, 'season_levels', userId) + Math.floor(await rankPointsOf(db, userId) / SEASON_POINTS_PER_LEVEL));

export async function seasonPass(db: Db, userId: string): Promise<SeasonPass> {
  const level = await seasonLevelOf(db, userId);
  return {
    season_name: SEASON.name,
    ends_at: SEASON.ends_at,
    level,
    max_level: MAX_SEASON_LEVEL,
    levels: SEASON_LEVELS.map((l) => ({ ...l, unlocked: l.level <= level })),
    referrals: await seasonReferrals(db, userId),
  };
}

async function seasonReferrals(db: Db, userId: string): Promise<SeasonPass['referrals']> {
  const { joined, played } = await referralCounts(db, userId);
  return {
    friends_joined: joined,
    friends_played: played,
    levels_earned: await ledgerSumFor(db, 'season_levels', userId, REFERRAL_PREFIX),
    levels_per_friend: REFERRAL_LEVELS.per_friend,
    limited_offer_levels: REFERRAL_LEVELS.limited_offer,
  };
}

/**
 * Raises the player's level (never past the top) and tells them, routing the tap to the levels page.
 * A level whose perk is keys_choices_24h pays out at once: GRANTS.seasonKeysChoices of unlimited keys and choices, announced
 * by the unlimited-for-free modal.
 */
export async function grantSeasonLevels(db: Db, userId: string, levels: number, reason: string, now: number): Promise<void> {
  const before = await seasonLevelOf(db, userId);
  const granted = Math.min(levels, MAX_SEASON_LEVEL - before);
  if (granted <= 0) return;
  await addToLedger(db, 'season_levels', userId, granted, reason, now);
  await notify(db, userId, 'level_season_pass', `You reached season pass level ${before + granted}`, {}, now);
  for (const level of SEASON_LEVELS.filter((l) => l.level > before && l.level <= before + granted && l.perk === 'keys_choices_24h')) {
    await grantUnlimitedPlay(db, userId, GRANTS.seasonKeysChoices.hours, `season level ${level.level}`, now, 'keys_choices');
    await announce(
      db,
      userId,
      `season:${level.level}`,
      {
        kind: 'unlimited_free',
        title: 'Unlimited Play for Free!',
        detail: `${GRANTS.seasonKeysChoices.text} of unlimited keys and choices`,
        text: `Season pass level ${level.level}, “${level.title}”: play every Timeline and Memory without limits for the next ${GRANTS.seasonKeysChoices.text}.`,
      },
      now,
    );
  }
}
