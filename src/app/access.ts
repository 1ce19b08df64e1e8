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
 * does to the session is src/features/auth/link-token.ts's. Answers the token and the query without it, or null.
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

