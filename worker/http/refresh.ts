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

  async function attempt(): Promise<RefreshResult> {
    const refreshToken = (await readSession(db))?.refresh_token;
    if (!refreshToken) {
      await clearTokens(db);
      return 'signed-out';
    }
    const out = await send(refreshToken);
    if (out.kind === 'ok') {
      await storeTokens(db, out.data.access_token, out.data.refresh_token);
      return 'refreshed';
    }
    // Offline, a lost or garbled answer, a gateway's page or a busy server say nothing about the token: keep
    // it. The server answers a token presented again soon after its rotation with the same new pair.
    if (out.kind !== 'http' || !REFUSED.has(out.status) || out.message === null) return 'unreachable';
    await clearTokens(db);
    return 'signed-out';
  }

  return function refresh(): Promise<RefreshResult> {
    inFlight ??= attempt().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
