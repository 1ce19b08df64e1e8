/** PUT /user/: the user form and onboarding progress. Usernames are unique whatever their case. */
import type { User, UserUpdate } from '../../src/contract';
import { fail } from '../http/errors';
import type { Db } from '../store/db';
import { isUsernameTaken, updateUser } from '../store/users';
import { ownAccount } from './user-view';

export function updateProfile(db: Db, userId: string, changes: UserUpdate, now: number): User {
  if (changes.username !== undefined && isUsernameTaken(db, changes.username, userId)) fail(400, 'That username is already taken.');
  updateUser(db, userId, changes);
  return ownAccount(db, userId, now);
}
