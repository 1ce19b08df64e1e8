import * as z from 'zod/mini';
import { DELETE_ACCOUNT_WORD } from '../../src/contract';
import { PLAYER_TABLES } from '../../src/db';
import { done, failedOnline } from '../result';
import { defineCommand } from './define';

/**
 * 'Delete my account', online only: the server erases the player and ends every session of theirs, and only
 * once it answered does the device forget them too, as a sign-out does (the session and every player table,
 * the outbox included, in one transaction). Queued, it would leave a player signed in whose account is
 * already gone, or gone with changes of theirs still on their way (docs/architecture.md says why).
 */
export const deleteAccount = defineCommand({
  name: 'deleteAccount',
  input: [z.literal(DELETE_ACCOUNT_WORD, `Type ${DELETE_ACCOUNT_WORD} to confirm.`)],
  async run({ db, http }, [confirm]) {
    const out = await http.call('deleteAccount', { body: { confirm } });
    if (out.kind !== 'ok') return failedOnline(out);
    const tables = [db.session, ...PLAYER_TABLES.map((name) => db.table(name))];
    await db.transaction('rw', tables, async () => {
      await Promise.all(tables.map((t) => t.clear()));
    });
    return done;
  },
});
