import { PLAYER_TABLES } from '../../src/db';
import { readSession } from '../http/session';
import { done } from '../result';
import { defineCommand } from './define';

/**
 * Sign out: the server ends the session (POST /auth/logout/ with its refresh token, not waited for: offline,
 * the device is signed out all the same, and the server's session lives until its refresh token expires),
 * and the session and every table that belongs to the player go, in one transaction.
 */
export const logout = defineCommand({
  name: 'logout',
  input: [],
  async run({ db, http }) {
    const refreshToken = (await readSession(db))?.refresh_token;
    if (refreshToken) void http.call('logout', { body: { refresh_token: refreshToken } });
    const tables = [db.session, ...PLAYER_TABLES.map((name) => db.table(name))];
    await db.transaction('rw', tables, async () => {
      await Promise.all(tables.map((t) => t.clear()));
    });
    return done;
  },
});
