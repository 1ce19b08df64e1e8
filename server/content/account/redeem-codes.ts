import { GRANTS } from '../../../src/contract';

/** Free-play codes of the local default. hours: unlimited play granted; message: null says what the hours are. */
export interface RedeemCodeSeed {
  code: string;
  hours: number;
  message: string | null;
}

/** After any redemption, no other code for this long (app-shell §9 shows '5 days 4 hours ...'). */
export const REDEEM_COOLDOWN_MS = 7 * 24 * 3_600_000;

export const REDEEM_CODES: RedeemCodeSeed[] = [
  { code: 'CHRONICLE24', hours: GRANTS.freePlayCode.hours, message: null },
  { code: 'LANTERNLIGHT', hours: GRANTS.freePlayCode.hours, message: null },
  { code: 'EMBERWEEK', hours: 48, message: null },
];
