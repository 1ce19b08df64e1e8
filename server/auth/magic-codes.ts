/** Sign-in by a 6-digit code sent by email: single use, 10 minutes, 5 wrong tries, rate limited. */
import { countCodeFailures, countCodeRequests, countWrongAttempt, deleteCode, getCode, logCodeFailure, logCodeRequest, putCode } from '../store/auth/magic-codes';
import type { Db } from '../store/db';
import { keyedHash, newLoginCode, sameHash } from './secrets';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_ATTEMPTS = 5;
export const RATE_WINDOW_MS = 10 * 60_000;
export const MAX_REQUESTS_PER_EMAIL = 5;
/** Several players may share one address (a family, a school): the per-IP limit is looser. */
export const MAX_REQUESTS_PER_IP = 20;
/** Wrong codes one client may send in the window, whatever the emails: guessing across many addresses stops here. */
export const MAX_WRONG_PER_IP = 30;

export const MESSAGES = {
  invalid: 'That code is not valid. Check it or send a new one.',
  expired: 'That code has expired. Send a new one.',
  exhausted: 'Too many wrong tries for that code. Send a new one.',
  tooManyForEmail: 'Too many codes were requested for this email. Wait a few minutes and try again.',
  tooManyForIp: 'Too many codes were requested from your network. Wait a few minutes and try again.',
  tooManyWrong: 'Too many wrong codes from your network. Wait a few minutes and try again.',
} as const;

const hashFor = (secret: string, email: string, code: string): string => keyedHash(secret, `${email}:${code}`);

/** Issues a code for an email, replacing any older one; null (and nothing written) when rate limited. */
export function issueCode(
  db: Db,
  secret: string,
  email: string,
  ip: string,
  now: number,
  perIp: number = MAX_REQUESTS_PER_IP,
): { code: string } | { limited: string } {
  const since = now - RATE_WINDOW_MS;
  if (countCodeRequests(db, 'email', email, since) >= MAX_REQUESTS_PER_EMAIL) return { limited: MESSAGES.tooManyForEmail };
  if (countCodeRequests(db, 'ip', ip, since) >= perIp) return { limited: MESSAGES.tooManyForIp };
  const code = newLoginCode();
  putCode(db, email, hashFor(secret, email, code), now + CODE_TTL_MS);
  logCodeRequest(db, email, ip, now);
  return { code };
}

/**
 * Checks a code; a right one is consumed, a wrong one counts toward the code's limit and the client's
 * (the caller commits it). `status` is 429 when the client is over its limit, else 400.
 */
export function checkCode(
  db: Db,
  secret: string,
  email: string,
  code: string,
  ip: string,
  now: number,
): { ok: true } | { error: string; status: 400 | 429 } {
  if (countCodeFailures(db, ip, now - RATE_WINDOW_MS) >= MAX_WRONG_PER_IP) return { error: MESSAGES.tooManyWrong, status: 429 };
  const row = getCode(db, email);
  const wrong = (): { error: string; status: 400 } => {
    logCodeFailure(db, ip, now);
    return { error: MESSAGES.invalid, status: 400 };
  };
  if (!row) return wrong();
  if (row.wrong_attempts >= MAX_WRONG_ATTEMPTS) return { error: MESSAGES.exhausted, status: 400 };
  if (!sameHash(row.code_hash, hashFor(secret, email, code))) {
    countWrongAttempt(db, email);
    return wrong();
  }
  if (row.expires_at <= now) return { error: MESSAGES.expired, status: 400 };
  deleteCode(db, email);
  return { ok: true };
}
