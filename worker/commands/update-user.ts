import { type User, UserUpdate } from '../../src/contract';
import { failed, ok } from '../result';
import { writeUser } from '../sync/user';
import type { Result } from '../types';
import { defineCommand } from './define';

/** Online only: on a refusal the server's message goes back to the form field. */
export const updateUser = defineCommand({
  name: 'updateUser',
  input: [UserUpdate],
  async run({ db, http }, [patch]): Promise<Result<User>> {
    const out = await http.call('updateUser', { body: patch });
    if (out.kind !== 'ok') return failed(out);
    await writeUser(db, out.data);
    return ok(out.data);
  },
});
