/**
 * Google sign-in in the browser: the OAuth 2.0 / OpenID Connect implicit flow for an ID token. Starting it
 * keeps a fresh state and nonce in sessionStorage (with what to do on return) and sends the player to the
 * provider's authorize page; the provider sends them back to CALLBACK_PATH with the ID token in the fragment,
 * where the state must match and the token must carry the nonce. The server verifies the token itself.
 * Loaded on demand: a first visit does not carry it.
 */
export const CALLBACK_PATH = '/auth/google/callback';
const KEY = 'google-sign-in';

export interface GoogleSettings {
  client_id: string;
  auth_url: string;
}

/** What the callback does with the token: sign in, or link the guest signed in on this device. */
export interface Pending {
  state: string;
  nonce: string;
  mode: 'login' | 'link';
  /** Where to go once signed in or linked: a same-origin path. */
  returnTo: string;
}

const random = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** The authorize URL for a pending sign-in (exported for tests). */
export function authorizeUrl(google: GoogleSettings, pending: Pending, origin: string): string {
  const url = new URL(google.auth_url, origin);
  url.search = new URLSearchParams({
    client_id: google.client_id,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    response_type: 'id_token',
    scope: 'openid email profile',
    nonce: pending.nonce,
    state: pending.state,
    prompt: 'select_account',
  }).toString();
  return url.toString();
}

export function startGoogleSignIn(google: GoogleSettings, mode: Pending['mode'], returnTo: string): void {
  const pending: Pending = { state: random(), nonce: random(), mode, returnTo };
  sessionStorage.setItem(KEY, JSON.stringify(pending));
  window.location.assign(authorizeUrl(google, pending, window.location.origin));
}

export type Returned = { ok: true; idToken: string; pending: Pending } | { ok: false; message: string; pending: Pending | null };

const payloadOf = (jwt: string): Record<string, unknown> | null => {
  try {
    const part = jwt.split('.')[1] ?? '';
    return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/**
 * The provider's answer (the callback's fragment), checked against what this tab started: the same state
 * (no one else's answer is accepted) and the nonce inside the token. The pending entry is used once.
 */
export function readCallback(hash: string, storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): Returned {
  let pending: Pending | null = null;
  try {
    pending = JSON.parse(storage.getItem(KEY) ?? 'null') as Pending | null;
  } catch {
    pending = null;
  }
  storage.removeItem(KEY);
  const answer = new URLSearchParams(hash.replace(/^#/, ''));
  if (!pending || answer.get('state') !== pending.state) return { ok: false, message: 'This sign-in was not started here, or it was already used. Please start again.', pending };
  const error = answer.get('error');
  if (error) return { ok: false, message: error === 'access_denied' ? 'Google sign-in was cancelled.' : `Google did not sign you in (${error}).`, pending };
  const idToken = answer.get('id_token');
  if (!idToken || payloadOf(idToken)?.nonce !== pending.nonce) return { ok: false, message: 'Google’s answer could not be checked. Please start again.', pending };
  return { ok: true, idToken, pending };
}
