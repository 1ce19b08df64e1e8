/**
 * Sign-in by a 6-digit code sent by email: single use, 10 minutes, rate limited, in two lanes.
 *
 * A code is asked, and tried, from a lane: 'known' when the account of the email signed in from that client
 * address in the last KNOWN_FOR_MS (sign_ins, with the address TRUST_PROXY reads), else 'unknown'. Each lane
 * has its own live code and its own limits per email, so the two threats cannot meet:
 * - a guesser's wrong tries count per email across codes (a new code resets nothing): MAX_WRONG_PER_EMAIL a
 *   day in its lane, then every try of that lane is refused, a right code included;
 * - a griefer asking for codes, or burning wrong tries, from elsewhere fills only the 'unknown' lane: the
 *   owner, from an address they signed in from before, asks for and uses a code in theirs.
 * A right code is accepted whichever lane it was sent to (a phone may change network between the two calls);
 * a guess of either is still paid from the guesser's lane. docs/architecture.md ("Sign-in codes") has the numbers.
 */
import {
  codesOf,
  countCodeFailuresForEmail,
  countCodeFailuresFromIp,
  countCodeRequestsForEmail,
  countCodeRequestsFromIp,
  countWrongAttempt,
  deleteCodes,
  type Lane,
  logCodeFailure,
  logCodeRequest,
  putCode,
} from '../store/auth/magic-codes';
import { signedInFrom } from '../store/account/sign-ins';
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
/** Wrong codes an email takes in a day per lane, across all its codes: 300 guesses a month, a 0.03 % chance. */
export const MAX_WRONG_PER_EMAIL = 10;
export const EMAIL_WRONG_WINDOW_MS = 24 * 3_600_000;
/** An address the account signed in from within this long is the owner's. */
export const KNOWN_FOR_MS = 90 * 24 * 3_600_000;

export const MESSAGES = {
  invalid: 'That code is not valid. Check it or send a new one.',
  expired: 'That code has expired. Send a new one.',
  exhausted: 'Too many wrong tries for that code. Send a new one.',
  tooManyForEmail: 'Too many codes were requested for this email. Wait a few minutes and try again.',
  tooManyForIp: 'Too many codes were requested from your network. Wait a few minutes and try again.',
  tooManyWrong: 'Too many wrong codes from your network. Wait a few minutes and try again.',
  emailLocked: 'Too many wrong codes were tried for this email. Try again tomorrow, or from a network you signed in from before.',
} as const;

const hashFor = (secret: string, email: string, code: string): string => keyedHash(secret, `${email}:${code}`);

export const laneOf = async (db: Db, email: string, ip: string, now: number): Promise<Lane> => (await signedInFrom(db, email, ip, now - KNOWN_FOR_MS) ? 'known' : 'unknown');

/** Issues a code for an email, replacing any older one of its lane; nothing is written when rate limited. */
export async function issueCode(
  db: Db,
  secret: string,
  email: string,
  ip: string,
  now: number,
  perIp: number = MAX_REQUESTS_PER_IP,
): Promise<{ code: string } | { limited: string }> {
  const since = now - RATE_WINDOW_MS;
  const lane = await laneOf(db, email, ip, now);
  if (await countCodeRequestsForEmail(db, email, lane, since) >= MAX_REQUESTS_PER_EMAIL) return { limited: MESSAGES.tooManyForEmail };
  if (await countCodeRequestsFromIp(db, ip, since) >= perIp) return { limited: MESSAGES.tooManyForIp };
  const code = newLoginCode();
  await putCode(db, email, lane, hashFor(secret, email, code), now + CODE_TTL_MS);
  await logCodeRequest(db, email, lane, ip, now);
  return { code };
}

/**
 * Checks a code; a right one is consumed (unless `spend` is false) (with every live code of the email), a wrong one counts toward its
 * lane's code, the email's lane and the client (the caller commits it). `status` is 429 when the client or
 * the email's lane is over its limit, else 400.
 */
export async function checkCode(
  db: Db,
  secret: string,
  email: string,
  code: string,
  ip: string,
  now: number,
  { spend = true }: { spend?: boolean } = {},
): Promise<{ ok: true } | { error: string; status: 400 | 429 }> {
  if (await countCodeFailuresFromIp(db, ip, now - RATE_WINDOW_MS) >= MAX_WRONG_PER_IP) return { error: MESSAGES.tooManyWrong, status: 429 };
  const lane = await laneOf(db, email, ip, now);
  if (await countCodeFailuresForEmail(db, email, lane, now - EMAIL_WRONG_WINDOW_MS) >= MAX_WRONG_PER_EMAIL) return { error: MESSAGES.emailLocked, status: 429 };
  const codes = await codesOf(db, email);
  const own = codes.find((c) => c.lane === lane);
  if (own && own.wrong_attempts >= MAX_WRONG_ATTEMPTS) return { error: MESSAGES.exhausted, status: 400 };
  const hash = hashFor(secret, email, code);
  const match = codes.find((c) => sameHash(c.code_hash, hash) && !(c.lane === lane && c.wrong_attempts >= MAX_WRONG_ATTEMPTS));
  if (!match) {
    await countWrongAttempt(db, email, lane);
    await logCodeFailure(db, ip, email, lane, now);
    return { error: MESSAGES.invalid, status: 400 };
  }
  if (match.expires_at <= now) return { error: MESSAGES.expired, status: 400 };
  // Not spent: the answer asks the player something, and the same code then finishes (auth/temp-users.ts).
  if (spend) await deleteCodes(db, email);
  return { ok: true };
}
