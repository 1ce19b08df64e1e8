import { PLAYER_TABLES } from '../../src/db';
import { done } from '../result';
import { defineCommand } from './define';

/** Sign out: the session and every table that belongs to the player, in one transaction. */
export const logout = defineCommand({
  name: 'logout',
  input: [],
  async run({ db }) {
    const tables = [db.session, ...PLAYER_TABLES.map((name) => db.table(name))];
    await db.transaction('rw', tables, async () => {
      await Promise.all(tables.map((t) => t.clear()));
    });
    return done;
  },
});
