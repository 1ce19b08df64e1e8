/**
 * What a read route's `token` does to the session: 'adopt' it when no one is signed in; 'drop' it when it
 * names the player already signed in (their session, which can renew itself, stays); 'ask' otherwise, for
 * a link never silently replaces the signed-in player (issue #23). `stored` as useAccessToken answers it.
 */
export function decideLinkToken(link: string, stored: string | null | undefined): 'wait' | 'adopt' | 'drop' | 'ask' {
  if (stored === undefined) return 'wait';
  if (!stored) return 'adopt';
  if (stored === link) return 'drop';
  const player = tokenSubject(link);
  return player !== null && player === tokenSubject(stored) ? 'drop' : 'ask';
}

/** The player an access token names (its `sub`), read without checking it: only to tell two tokens' players apart. */
export function tokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
