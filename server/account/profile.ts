/** PUT /user/: the user form and onboarding progress. Usernames are unique whatever their case. */
import type { User, UserUpdate } from '../../src/contract';
import { fail } from '../http/errors';
import type { Db } from '../store/db';
import { findUser, isUsernameTaken, updateUser } from '../store/users';
import { announce } from './prompts';
import { ownAccount } from './user-view';

export async function updateProfile(db: Db, userId: string, changes: UserUpdate, now: number): Promise<User> {
  if (changes.username !== undefined && await isUsernameTaken(db, changes.username, userId)) fail(400, 'That username is already taken.');
  const finishing = changes.onboarding_state === 2 && (await findUser(db, userId))?.onboarding_state !== 2;
  await updateUser(db, userId, changes);
  // The Sanctum introduces itself once, when onboarding ends.
  if (finishing) await announce(db, userId, 'sanctum', SANCTUM_TEASER, now);
  return ownAccount(db, userId, now);
}

const SANCTUM_TEASER = {
  kind: 'sanctum_teaser',
  title: 'Your Sanctum Awaits',
  detail: 'Timelines, Memories and an Expedition',
  text: 'This is your home between adventures. Enter a Timeline to earn Historian Rank, collect Memory fragments, and embark on the Expedition to win an artifact. Soon, Historians will shape new adventures here together.',
} as const;
