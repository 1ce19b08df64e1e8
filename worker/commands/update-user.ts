import { type User, UserUpdate } from '../../src/contract';
import { writeUser } from '../sync/user';
import type { Result } from '../types';
import type { CommandContext } from './context';
import { failed, invalid, ok } from '../result';

/** Online only: on a refusal the server's message goes back to the form field. */
export async function updateUser({ db, http }: CommandContext, patch: UserUpdate): Promise<Result<User>> {
  const body = UserUpdate.safeParse(patch);
  if (!body.success) return invalid(body.error);
  const out = await http.call('updateUser', { body: body.data });
  if (out.kind !== 'ok') return failed(out);
  await writeUser(db, out.data);
  return ok(out.data);
}
