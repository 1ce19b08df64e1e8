/**
 * GET /loading/ and /extra-section/: the loader's helper phrases and share-code banner (in-play §2
 * Loader, §3 Loading banner), and the sections under the dungeon page. The share code is the player's
 * referral code: a friend who enters it gets what a referral grants (GRANTS.referralFriend).
 */
import type { z } from 'zod';
import { GRANTS, type DungeonLoading, type ExtraSection } from '../../src/contract';
import { artUrl } from '../art/urls';
import type { Db } from '../store/db';
import { findCrawl } from './crawls';
import { hasRatedTarget } from '../store/ratings';
import { findUser } from '../store/users';
import { dungeonOr404 } from './dungeon-access';

const PHRASES = [
  'Threading the needle of the hours...',
  'Dusting off the chronicles...',
  'Lighting the lamps of the Sanctum...',
  'Listening for the footsteps of the past...',
  'Weighing the dice of fate...',
  'Unrolling the map of this timeline...',
];

/** A week: the banner's code stays good for longer than a play session. */
export const SHARE_CODE_SECONDS = 7 * 24 * 3600;

export async function loading(db: Db, userId: string, id: string): Promise<z.input<typeof DungeonLoading>> {
  const d = await dungeonOr404(db, id);
  const user = await findUser(db, userId);
  const won = (await findCrawl(db, userId, d.row.dungeon_id))?.status === 'victory';
  const rated = await hasRatedTarget(db, userId, 'dungeon', d.row.dungeon_id);
  return {
    phrases: PHRASES,
    banner: user
      ? {
          shareCode: user.referral_code,
          shareCodeBackgroundImage: artUrl('share-banner'),
          shareCodeSecondsUntilExpire: SHARE_CODE_SECONDS,
          shareCodeTitle: `Give a friend ${GRANTS.referralFriend.text} of unlimited play for free`,
        }
      : null,
    // Ask for a rating once the player has won and has not rated yet.
    ask_rating: won && !rated,
  };
}

export async function extraSection(db: Db, id: string, isApp: boolean): Promise<z.input<typeof ExtraSection>> {
  const d = await dungeonOr404(db, id);
  const sections = [
    { key: 'how-to-play', title: 'How to play', body: 'Type what you do, in your own words. Each deed costs one action; when the actions run out, the timeline collapses.' },
    { key: 'missions', title: 'Missions', body: d.t.missions.map((m) => m.description).join(' ') },
  ];
  if (!isApp) sections.push({ key: 'app', title: 'Play on the go', body: 'The Sanctum is also on Google Play and the App Store.' });
  return { sections };
}
