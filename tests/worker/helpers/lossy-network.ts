/**
 * A bad link in front of a FakeNetwork: each request meets the fault the deck deals (e2e/faults/schedule.ts),
 * and the server behind it keeps every write's answer by Idempotency-Key, as the reference server does.
 */
import { BAD_GATEWAY_PAGE, type FaultRates, faultDeck, garbled, type LinkFault, seeded } from '../../../e2e/faults/schedule';
import type { FetchLike } from '../../../worker/deps';
import type { FakeNetwork, Recorded, Reply } from './fake-network';

export function lossyFetch(net: FakeNetwork, seed: number, rates: FaultRates, only: (init: RequestInit) => boolean = () => true) {
  const deal = faultDeck(seed, rates);
  const random = seeded(seed + 1);
  const dealt: LinkFault[] = [];
  const fetch: FetchLike = async (input, init) => {
    const fault = only(init) ? deal() : 'pass';
    dealt.push(fault);
    if (fault === 'drop') throw new TypeError('Failed to fetch');
    if (fault === 'bad-gateway') return new Response(BAD_GATEWAY_PAGE, { status: 502, headers: { 'Content-Type': 'text/html' } });
    const res = await net.fetch(input, init);
    if (fault === 'lose') throw new TypeError('Failed to fetch');
    if (fault === 'garble' && res.ok) return new Response(garbled(await res.text(), random), { status: res.status, headers: res.headers });
    return res;
  };
  return { fetch, dealt };
}

/** A handler whose first answer per Idempotency-Key is kept and replayed: the effect happens once. */
export function keyed(handler: (req: Recorded, params: Record<string, string>) => Reply): (req: Recorded, params: Record<string, string>) => Reply {
  const answers = new Map<string, Reply>();
  return (req, params) => {
    const key = req.headers['idempotency-key'];
    if (key === undefined) return handler(req, params);
    const stored = answers.get(key);
    if (stored) return stored;
    const reply = handler(req, params);
    if (reply.status < 300) answers.set(key, reply);
    return reply;
  };
}
