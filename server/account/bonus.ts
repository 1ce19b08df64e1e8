/**
 * Free-play bonuses of the subscribe/continue modal: each task pays GRANTS.freePlayBonus of unlimited play once.
 * Tasks the server can see are checked (a linked account, a comment, a rating); the others
 * (installing, notifications, sharing) happen on the device and are taken on trust.
 */
import type { z } from 'zod';
import { GRANTS, titleCase, type Task } from '../../src/contract';
import { fail } from '../http/errors';
import { linkedProviders } from '../store/account/billing';
import { hasCommented } from '../store/comments';
import { hasClaimedBonus, hasStoryFeedback, recordBonus } from '../store/account/feedback';
import type { Db } from '../store/db';
import { hasRated } from '../store/ratings';
import { iso } from '../store/stmt';
import { grantUnlimitedPlay } from './passes';

const PROOF: Partial<Record<z.infer<typeof Task>, [check: (db: Db, userId: string) => boolean, missing: string]>> = {
  link_account: [(db, u) => linkedProviders(db, u).length > 0, 'Link your account first.'],
  post_comment: [(db, u) => hasCommented(db, u), 'Post a comment first.'],
  review_dungeon: [(db, u) => hasRated(db, u, ['dungeon']), 'Rate a dungeon first.'],
  review_adventure: [
    (db, u) => hasRated(db, u, ['adventure', 'series', 'saga']) || hasStoryFeedback(db, u),
    'Rate an adventure first.',
  ],
};

export function claimBonus(db: Db, userId: string, task: z.infer<typeof Task>, now: number): { message: string; unlimited_until: string } {
  if (hasClaimedBonus(db, userId, task)) fail(400, 'You have already claimed this bonus.');
  const proof = PROOF[task];
  if (proof && !proof[0](db, userId)) fail(400, proof[1]);
  recordBonus(db, userId, task, now);
  const until = grantUnlimitedPlay(db, userId, GRANTS.freePlayBonus.hours, `bonus ${task}`, now);
  return { message: `${titleCase(GRANTS.freePlayBonus.text)} of unlimited play activated!`, unlimited_until: iso(until) };
}
