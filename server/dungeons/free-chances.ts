/**
 * The free second chances a player holds, and which one a free resurrection or room restart takes: the rank
 * perks they claimed (PUT /historian-rank/rewards/; -1 is unlimited and never runs out), the starter's one
 * free room restart, and a subscriber's free resurrection once per crawl. An unlimited perk is taken first,
 * so nothing counted is spent while it holds; the paid try-again and restart are for when none is left.
 */
import type { ResurrectionStatus } from '../../src/contract';
import { isSubscriber } from '../account/passes';
import { rankPerksOf } from '../account/rank';
import type { Db } from '../store/db';
import { freeRoomRestartAvailable, setFreeRoomRestart } from '../store/dungeons/players';
import { perkUsesOf, spendPerk, type PerkKind } from '../store/dungeons/perk-uses';
import type { Crawl } from './crawls';

type Source = 'unlimited' | 'rank' | 'starter' | 'subscription';

/** -1: unlimited; else the counted perks not yet spent. */
async function rankPerkLeft(db: Db, userId: string, kind: PerkKind): Promise<number> {
  const total = (await rankPerksOf(db, userId))[kind];
  return total === -1 ? -1 : Math.max(0, total - await perkUsesOf(db, userId, kind));
}

async function roomRestartSource(db: Db, userId: string): Promise<Source | null> {
  const left = await rankPerkLeft(db, userId, 'free_room_restart');
  if (left === -1) return 'unlimited';
  if (await freeRoomRestartAvailable(db, userId)) return 'starter';
  return left > 0 ? 'rank' : null;
}

async function resurrectionSource(db: Db, userId: string, crawl: Crawl | undefined, now: number): Promise<Source | null> {
  const left = await rankPerkLeft(db, userId, 'free_resurrection');
  if (left === -1) return 'unlimited';
  if (await isSubscriber(db, userId, now) && !crawl?.free_resurrection_used) return 'subscription';
  return left > 0 ? 'rank' : null;
}

/** CrawlHead.free_room_restart_available */
export const freeRoomRestart = async (db: Db, userId: string): Promise<boolean> => await roomRestartSource(db, userId) !== null;

/** GET /dungeon/:id/resurrection-status/: `rank` says a rank perk makes it free, subscriber or not. */
export async function resurrectionView(db: Db, userId: string, crawl: Crawl | undefined, now: number): Promise<ResurrectionStatus> {
  const source = await resurrectionSource(db, userId, crawl, now);
  return { free_resurrection_available: source !== null, rank: source === 'unlimited' || source === 'rank', unlimited: source === 'unlimited' };
}

/** Takes a free room restart when one is left (answers false when the restart must be paid). */
export async function takeFreeRoomRestart(db: Db, userId: string, dungeonId: string, now: number): Promise<boolean> {
  const source = await roomRestartSource(db, userId);
  if (source === 'starter') await setFreeRoomRestart(db, userId, false, now);
  else if (source === 'rank') await spendPerk(db, userId, 'free_room_restart', dungeonId, now);
  return source !== null;
}

/**
 * Takes a free resurrection: 'none' when none is left, 'used' when the subscriber's one of this crawl is
 * spent and no perk is left, else what it took (the caller marks a subscription one on the crawl).
 */
export async function takeFreeResurrection(db: Db, userId: string, dungeonId: string, crawl: Crawl, now: number): Promise<Source | 'none' | 'used'> {
  const source = await resurrectionSource(db, userId, crawl, now);
  if (source === 'rank') await spendPerk(db, userId, 'free_resurrection', dungeonId, now);
  if (source) return source;
  return await isSubscriber(db, userId, now) ? 'used' : 'none';
}

/** With unlimited free resurrections there is nothing to pay for: a try-again is free too. */
export const resurrectionsUnlimited = async (db: Db, userId: string): Promise<boolean> => await rankPerkLeft(db, userId, 'free_resurrection') === -1;
