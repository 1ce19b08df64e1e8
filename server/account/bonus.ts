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
import { iso } from '../store/query';
import { grantUnlimitedPlay } from './passes';

const PROOF: Partial<Record<z.infer<typeof Task>, [check: (db: Db, userId: string) => Promise<boolean>, missing: string]>> = {
  link_account: [async (db, u) => (await linkedProviders(db, u)).length > 0, 'Link your account first.'],
  post_comment: [(db, u) => hasCommented(db, u), 'Post a comment first.'],
  review_dungeon: [(db, u) => hasRated(db, u, ['dungeon']), 'Rate a dungeon first.'],
  review_adventure: [
    async (db, u) => await hasRated(db, u, ['adventure', 'series', 'saga']) || await hasStoryFeedback(db, u),
    'Rate an adventure first.',
  ],
};

export async function claimBonus(db: Db, userId: string, task: z.infer<typeof Task>, now: number): Promise<{ message: string; unlimited_until: string }> {
  if (await hasClaimedBonus(db, userId, task)) fail(400, 'You have already claimed this bonus.');
  const proof = PROOF[task];
  if (proof && !(await proof[0](db, userId))) fail(400, proof[1]);
  await recordBonus(db, userId, task, now);
  const until = await grantUnlimitedPlay(db, userId, GRANTS.freePlayBonus.hours, `bonus ${task}`, now);
  return { message: `${titleCase(GRANTS.freePlayBonus.text)} of unlimited play activated!`, unlimited_until: iso(until) };
}
