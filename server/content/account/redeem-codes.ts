/** Free-play codes of the local default. hours: unlimited play granted; message: null uses the default. */
export interface RedeemCodeSeed {
  code: string;
  hours: number;
  message: string | null;
}

export const DEFAULT_REDEEM_MESSAGE = '24 Hours of Subscriber unlimited play activated!';

/** After any redemption, no other code for this long (app-shell §9 shows '5 days 4 hours ...'). */
export const REDEEM_COOLDOWN_MS = 7 * 24 * 3_600_000;

export const REDEEM_CODES: RedeemCodeSeed[] = [
  { code: 'CHRONICLE24', hours: 24, message: null },
  { code: 'LANTERNLIGHT', hours: 24, message: null },
  { code: 'EMBERWEEK', hours: 48, message: '48 Hours of Subscriber unlimited play activated!' },
];
