/**
 * A refused call of an old session never ends a newer one: switching account (a link's `?token=`) signs out and
 * adopts another player's token while the old session's calls may still be answered 401 (issue #23: the server
 * now revokes a logged-out session at once).
 */
import { describe, expect, it } from 'vitest';
import { createRefresher } from '../../../worker/http/refresh';
import { readSession, storeTokens } from '../../../worker/http/session';
import { harness } from '../helpers/harness';

describe('the refresher', () => {
  it('leaves a session adopted meanwhile alone when an old token is refused', async () => {
    const { db } = harness();
    let sent = 0;
    const refresh = createRefresher(db, async () => {
      sent++;
      return { kind: 'http', status: 401, message: 'refused', body: null } as never;
    });
    // The old session was signed out, then the link's token adopted with no refresh token of its own.
    await storeTokens(db, 'theirs', null);
    expect(await refresh('mine')).toBe('refreshed');
    expect(sent).toBe(0);
    expect((await readSession(db))?.access_token).toBe('theirs');
  });

  it('still ends the session whose own token is refused and cannot be renewed', async () => {
    const { db } = harness();
    const refresh = createRefresher(db, async () => ({ kind: 'http', status: 401, message: 'refused', body: null }) as never);
    await storeTokens(db, 'mine', 'old-refresh');
    expect(await refresh('mine')).toBe('signed-out');
    expect((await readSession(db))?.access_token ?? null).toBeNull();
  });
});
