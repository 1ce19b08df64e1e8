/**
 * Google sign-in: verifies a Google ID token (an RS256 JWT) against the provider's published keys (a JWKS),
 * the way Google's own libraries do: signature by the key the header names, issuer, audience (our
 * GOOGLE_CLIENT_ID), expiry, and a verified email. Keys are fetched on demand from GOOGLE_JWKS_URL (default
 * Google's), kept by kid for as long as their Cache-Control allows; a kid not among them fetches again, at most
 * once a minute, so a flood of made-up kids cannot make the server hammer the provider. Off unless
 * GOOGLE_CLIENT_ID is set.
 */
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';

export const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_ISSUERS: readonly string[] = ['accounts.google.com', 'https://accounts.google.com'];
/** Clock skew tolerated on exp and iat, in seconds. */
const SKEW = 60;
/** An unknown kid fetches the keys again at most this often. */
const REFETCH_MS = 60_000;

export interface GoogleIdentity {
  sub: string;
  email: string;
}

export interface GoogleVerifier {
  verify(idToken: string): Promise<GoogleIdentity>;
}

/** Why a token was refused: said to the log, never to the client (which hears one message for all). */
export class TokenRefused extends Error {}

type Jwk = JsonWebKey & { kid?: string };
/** Fetches the key set; answers the keys and for how many seconds they may be kept. */
export type FetchKeys = () => Promise<{ keys: Jwk[]; maxAgeSeconds: number }>;

export function fetchGoogleKeys(url = GOOGLE_CERTS_URL): FetchKeys {
  return async () => {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`Google keys from ${url}: HTTP ${res.status}`);
    const maxAge = /max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1];
    const body = (await res.json()) as { keys?: Jwk[] };
    return { keys: body.keys ?? [], maxAgeSeconds: maxAge ? Number(maxAge) : 3600 };
  };
}

export interface VerifierOptions {
  fetchKeys?: FetchKeys;
  /** Issuers accepted; Google's two by default (test mode adds its stand-in's). */
  issuers?: readonly string[];
  now?: () => number;
}

const part = (s: string): Buffer => Buffer.from(s, 'base64url');

function json<T>(segment: string, what: string): T {
  try {
    return JSON.parse(part(segment).toString('utf8')) as T;
  } catch {
    throw new TokenRefused(`the ${what} is not JSON`);
  }
}

export function googleVerifier(clientId: string, { fetchKeys = fetchGoogleKeys(), issuers = GOOGLE_ISSUERS, now = Date.now }: VerifierOptions = {}): GoogleVerifier {
  let cache: { keys: Map<string, Jwk>; until: number; at: number } | null = null;
  const accepted = new Set(issuers);

  async function keyFor(kid: string): Promise<Jwk> {
    const stale = !cache || cache.until <= now();
    const unknown = !!cache && !cache.keys.has(kid) && cache.at + REFETCH_MS <= now();
    if (stale || unknown) {
      const { keys, maxAgeSeconds } = await fetchKeys();
      cache = { keys: new Map(keys.filter((k) => k.kid).map((k) => [k.kid!, k])), until: now() + maxAgeSeconds * 1000, at: now() };
    }
    const key = cache!.keys.get(kid);
    if (!key) throw new TokenRefused('unknown signing key');
    return key;
  }

  return {
    async verify(idToken) {
      const [h, p, s, extra] = idToken.split('.');
      if (!h || !p || !s || extra !== undefined) throw new TokenRefused('not a JWT');
      const header = json<{ alg?: string; kid?: string }>(h, 'header');
      if (header.alg !== 'RS256' || !header.kid) throw new TokenRefused('unexpected algorithm');
      const key = createPublicKey({ key: await keyFor(header.kid), format: 'jwk' });
      if (!verify('RSA-SHA256', Buffer.from(`${h}.${p}`), key, part(s))) throw new TokenRefused('bad signature');
      const claims = json<Record<string, unknown>>(p, 'payload');
      const seconds = now() / 1000;
      if (!accepted.has(String(claims.iss))) throw new TokenRefused('wrong issuer');
      if (claims.aud !== clientId) throw new TokenRefused('wrong audience');
      if (typeof claims.exp !== 'number' || claims.exp + SKEW < seconds) throw new TokenRefused('expired');
      if (typeof claims.iat === 'number' && claims.iat - SKEW > seconds) throw new TokenRefused('issued in the future');
      if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') throw new TokenRefused('no identity');
      if (claims.email_verified !== true && claims.email_verified !== 'true') throw new TokenRefused('email not verified');
      return { sub: claims.sub, email: claims.email.trim().toLowerCase() };
    },
  };
}
