/**
 * Which fault befalls each request on a bad link, from a seed: the fault-injecting proxy (e2e), the
 * worker's lossy fake network (tests) and the bench deal from the same deck, so a run can be replayed and
 * the proportions hold exactly in every block of requests, not just on average.
 */
export type LinkFault =
  /** Never reaches the server: the connection is reset. */
  | 'drop'
  /** The server acts, then the answer is lost: the connection is reset before the client reads it. */
  | 'lose'
  /** A gateway answers for the server with an HTML 502 page; the server never sees the request. */
  | 'bad-gateway'
  /** The server acts; its 2xx answer arrives cut short (not JSON any more). */
  | 'garble'
  | 'pass';

export interface FaultRates {
  drop: number;
  lose: number;
  badGateway: number;
  garble: number;
}

/** The issue's link: 10 % dropped before the server, 20 % lost after it acted, 5 % 502 pages, 5 % garbled. */
export const ISSUE_RATES: FaultRates = { drop: 0.1, lose: 0.2, badGateway: 0.05, garble: 0.05 };

export const CLEAN: FaultRates = { drop: 0, lose: 0, badGateway: 0, garble: 0 };

/** A small, fast PRNG (mulberry32): the same seed deals the same faults. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BLOCK = 20;

/**
 * Deals faults in shuffled blocks of 20 requests holding exactly the rates' share of each (at the issue's
 * rates: 2 drops, 4 lost answers, 1 bad gateway, 1 garbled, 12 clean).
 */
export function faultDeck(seed: number, rates: FaultRates): () => LinkFault {
  const random = seeded(seed);
  const block: LinkFault[] = [
    ...Array<LinkFault>(Math.round(rates.drop * BLOCK)).fill('drop'),
    ...Array<LinkFault>(Math.round(rates.lose * BLOCK)).fill('lose'),
    ...Array<LinkFault>(Math.round(rates.badGateway * BLOCK)).fill('bad-gateway'),
    ...Array<LinkFault>(Math.round(rates.garble * BLOCK)).fill('garble'),
  ];
  while (block.length < BLOCK) block.push('pass');
  let hand: LinkFault[] = [];
  return () => {
    if (hand.length === 0) {
      hand = [...block];
      for (let i = hand.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [hand[i], hand[j]] = [hand[j]!, hand[i]!];
      }
    }
    return hand.pop()!;
  };
}

/** A gateway's error page, as a carrier proxy or a load balancer sends it. */
export const BAD_GATEWAY_PAGE = '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

/** Cuts a body short, the way a dropped connection under a proxy leaves it (never valid JSON again). */
export function garbled(body: string, random: () => number): string {
  return body.slice(0, Math.max(1, Math.floor(body.length * (0.2 + 0.6 * random()))));
}
