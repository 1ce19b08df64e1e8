/** The access rules of app-shell §4, as a pure decision the route guard acts on. */
export type AccessDecision = { kind: 'wait' } | { kind: 'pass' } | { kind: 'redirect'; to: string };

export interface AccessInput {
  /** undefined while the session row has not been read yet; null when signed out. */
  token: string | null | undefined;
  /** undefined while loading; null when the user is not in the local database yet. */
  onboardingState: number | null | undefined;
  pathname: string;
  search: string;
}

export function decideAccess({ token, onboardingState, pathname, search }: AccessInput): AccessDecision {
  if (token === undefined) return { kind: 'wait' };
  if (!token) return { kind: 'redirect', to: onboardingUrl(pathname, search, null) };
  if (onboardingState === undefined || onboardingState === null) return { kind: 'wait' };
  if (onboardingState === 2) return { kind: 'pass' };
  return { kind: 'redirect', to: onboardingUrl(pathname, search, onboardingState === 1 ? '1' : null) };
}

/** /onboarding keeping the query, with `redirect` = the wanted path (and state=1 for new users). */
export function onboardingUrl(pathname: string, search: string, state: string | null): string {
  const q = new URLSearchParams(search);
  q.set('redirect', pathname + search);
  if (state) q.set('state', state);
  else q.delete('state');
  return `/onboarding?${q.toString()}`;
}

/** The read routes: an adventure's chapters and a Timeline's read page. */
const READ_ROUTE = /^\/(series\/[^/]+\/adventure\/[^/]+|dungeons\/[^/]+)\/read(\/|$)/;

/**
 * A read route may carry `token` in its query (app-shell §4); it then leaves the address bar, and what it
 * does to the session is decideLinkToken's. Answers the token and the query without it, or null.
 */
export function readRouteToken(pathname: string, search: string): { token: string; rest: string } | null {
  if (!READ_ROUTE.test(pathname)) return null;
  const q = new URLSearchParams(search);
  const token = q.get('token');
  if (!token) return null;
  q.delete('token');
  const rest = q.toString();
  return { token, rest: rest ? `?${rest}` : '' };
}

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
