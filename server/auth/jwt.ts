/** HS256 JSON Web Tokens with node:crypto: the access tokens of the API. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

const b64 = (s: string | Buffer): string => Buffer.from(s).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

const sign = (data: string, secret: string): Buffer => createHmac('sha256', secret).update(data).digest();

/** `sessionId` (the `sid` claim) names the sign-in's refresh family, so a logout ends its access tokens too. */
export function signAccessToken(userId: string, secret: string, nowMs: number, seconds = ACCESS_TOKEN_SECONDS, sessionId?: string): string {
  const iat = Math.floor(nowMs / 1000);
  const payload = b64(JSON.stringify({ sub: userId, ...(sessionId ? { sid: sessionId } : {}), iat, exp: iat + seconds }));
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret).toString('base64url')}`;
}

export interface AccessClaims {
  userId: string;
  /** The session (refresh family) it was issued in; absent from tokens signed before sessions were named. */
  sessionId: string | null;
}

/** The claims of a valid, unexpired token; null otherwise. Only our own header is accepted (no alg games). */
export function verifyAccessToken(token: string, secret: string, nowMs: number): AccessClaims | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (header !== HEADER || !payload || !signature || rest.length > 0) return null;
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; sid?: unknown; exp?: unknown };
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > nowMs ? { userId: claims.sub, sessionId: typeof claims.sid === 'string' ? claims.sid : null } : null;
  } catch {
    return null;
  }
}
