/** Hashing and randomness for codes and tokens: what the database keeps is never the secret itself. */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Keyed with the server secret, so a copy of the database alone cannot test guesses. */
export const keyedHash = (secret: string, value: string): string => createHmac('sha256', secret).update(value).digest('hex');

export const sameHash = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Six digits, leading zeros kept. */
export const newLoginCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
