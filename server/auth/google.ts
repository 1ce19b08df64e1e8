/**
 * Google sign-in: verifies a Google ID token (an RS256 JWT) against Google's published keys, the
 * way Google's own libraries do — signature by the key named in the header, issuer, audience (our
 * GOOGLE_CLIENT_ID), expiry, and a verified email. Keys are fetched on demand and kept for as long
 * as their Cache-Control allows. Off unless GOOGLE_CLIENT_ID is set.
 */
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';

export const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);
/** Clock skew tolerated on exp and iat, in seconds. */
const SKEW = 60;

export interface GoogleIdentity {
  sub: string;
  email: string;
}

export interface GoogleVerifier {
  verify(idToken: string): Promise<GoogleIdentity>;
}

/** Fetches the key set; answers the keys and for how many seconds they may be kept. */
export type FetchKeys = () => Promise<{ keys: (JsonWebKey & { kid?: string })[]; maxAgeSeconds: number }>;

export function fetchGoogleKeys(url = GOOGLE_CERTS_URL): FetchKeys {
  return async () => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`Google keys: HTTP ${res.status}`);
    const maxAge = /max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1];
    const body = (await res.json()) as { keys: (JsonWebKey & { kid?: string })[] };
    return { keys: body.keys, maxAgeSeconds: maxAge ? Number(maxAge) : 3600 };
  };
}

const part = (s: string): Buffer => Buffer.from(s, 'base64url');

export function googleVerifier(clientId: string, fetchKeys: FetchKeys = fetchGoogleKeys(), now: () => number = Date.now): GoogleVerifier {
  let cache: { keys: Map<string, JsonWebKey>; until: number } | null = null;

  async function keyFor(kid: string): Promise<JsonWebKey> {
    if (!cache || cache.until <= now() || !cache.keys.has(kid)) {
      const { keys, maxAgeSeconds } = await fetchKeys();
      cache = { keys: new Map(keys.filter((k) => k.kid).map((k) => [k.kid!, k])), until: now() + maxAgeSeconds * 1000 };
    }
    const key = cache.keys.get(kid);
    if (!key) throw new Error('unknown signing key');
    return key;
  }

  return {
    async verify(idToken) {
      const [h, p, s] = idToken.split('.');
      if (!h || !p || !s) throw new Error('not a JWT');
      const header = JSON.parse(part(h).toString('utf8')) as { alg?: string; kid?: string };
      if (header.alg !== 'RS256' || !header.kid) throw new Error('unexpected algorithm');
      const key = createPublicKey({ key: await keyFor(header.kid), format: 'jwk' });
      if (!verify('RSA-SHA256', Buffer.from(`${h}.${p}`), key, part(s))) throw new Error('bad signature');
      const claims = JSON.parse(part(p).toString('utf8')) as Record<string, unknown>;
      const seconds = now() / 1000;
      if (!ISSUERS.has(String(claims.iss))) throw new Error('wrong issuer');
      if (claims.aud !== clientId) throw new Error('wrong audience');
      if (typeof claims.exp !== 'number' || claims.exp + SKEW < seconds) throw new Error('expired');
      if (typeof claims.iat === 'number' && claims.iat - SKEW > seconds) throw new Error('issued in the future');
      if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') throw new Error('no identity');
      if (claims.email_verified !== true && claims.email_verified !== 'true') throw new Error('email not verified');
      return { sub: claims.sub, email: claims.email.toLowerCase() };
    },
  };
}
