import type { ChronicleDB } from '../../src/db';
import { clearTokens, readSession, storeTokens } from './session';
import type { HttpOutcome } from './outcome';
import type { TokenPair } from '../../src/contract';

export type RefreshResult = 'refreshed' | 'signed-out' | 'unreachable';

/** Only the server's own refusal of the token ends the session (an ErrorBody with 400, 401 or 403). */
const REFUSED = new Set([400, 401, 403]);

/**
 * One refresh at a time. Refresh tokens rotate, so two parallel refreshes with the same token
 * would make the second fail and sign the player out: concurrent 401s share one attempt.
 */
export function createRefresher(db: ChronicleDB, send: (refreshToken: string) => Promise<HttpOutcome<TokenPair>>) {
  let inFlight: Promise<RefreshResult> | null = null;

  /**
   * Ends the session only if it is still the one the refused call used: a sign-in or a link's token adopted
   * meanwhile (a switch of account signs out, then adopts) is another session, which an old call's 401 must
   * never clear.
   */
  async function endSession(failedWith: string | null): Promise<RefreshResult> {
    await db.transaction('rw', db.session, async () => {
      if (((await readSession(db))?.access_token ?? null) === failedWith) await clearTokens(db);
    });
    return 'signed-out';
  }

  async function attempt(failedWith: string | null): Promise<RefreshResult> {
    const session = await readSession(db);
    // Another session took over, or another refresh renewed this one: use it as it is.
    if ((session?.access_token ?? null) !== failedWith) return session?.access_token ? 'refreshed' : 'signed-out';
    const refreshToken = session?.refresh_token;
    if (!refreshToken) return endSession(failedWith);
    const out = await send(refreshToken);
    if (out.kind === 'ok') {
      await db.transaction('rw', db.session, async () => {
        if (((await readSession(db))?.access_token ?? null) === failedWith) await storeTokens(db, out.data.access_token, out.data.refresh_token);
      });
      return 'refreshed';
    }
    // Offline, a lost or garbled answer, a gateway's page or a busy server say nothing about the token: keep
    // it. The server answers a token presented again soon after its rotation with the same new pair.
    if (out.kind !== 'http' || !REFUSED.has(out.status) || out.message === null) return 'unreachable';
    return endSession(failedWith);
  }

  /** Renews the session whose access token `failedWith` was refused (concurrent 401s share one attempt). */
  return function refresh(failedWith: string | null): Promise<RefreshResult> {
    inFlight ??= attempt(failedWith).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
