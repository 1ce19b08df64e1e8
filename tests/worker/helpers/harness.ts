import { ChronicleDB } from '../../../src/db';
import { createWorker } from '../../../worker/api';
import { createHttp } from '../../../worker/http/create-http';
import type { PrefetchMedia } from '../../../worker/media';
import { createOutbox } from '../../../worker/outbox/replay';
import { FakeClock } from './fake-clock';
import { FakeLocks } from './fake-locks';
import { BASE_URL, FakeNetwork } from './fake-network';

let n = 0;
/** A fresh database per test: fake-indexeddb is shared by the whole file. */
export function freshDb(): ChronicleDB {
  return new ChronicleDB(`test-${++n}-${crypto.randomUUID()}`);
}

/** Jitter pinned to the top of the window, so delays are predictable. */
export const maxJitter = () => 0.999;

/** The whole worker API over fakes: a database, a network, a clock, a lock manager and (optionally) a media spy. */
export function harness(
  opts: { db?: ChronicleDB; net?: FakeNetwork; clock?: FakeClock; locks?: FakeLocks; random?: () => number; prefetch?: PrefetchMedia; isOffline?: () => boolean } = {},
) {
  const db = opts.db ?? freshDb();
  const net = opts.net ?? new FakeNetwork();
  const clock = opts.clock ?? new FakeClock();
  const locks = opts.locks ?? new FakeLocks();
  const random = opts.random ?? maxJitter;
  const worker = createWorker({ db, fetch: net.fetch, baseUrl: BASE_URL, clock, random, locks, prefetch: opts.prefetch, isOffline: opts.isOffline });
  return { db, net, clock, locks, ...worker };
}

/** Just the outbox (and its http) over fakes, for tests that drive replay directly. */
export function outboxHarness(opts: { db?: ChronicleDB; net?: FakeNetwork; clock?: FakeClock; locks?: FakeLocks; random?: () => number } = {}) {
  const db = opts.db ?? freshDb();
  const net = opts.net ?? new FakeNetwork();
  const clock = opts.clock ?? new FakeClock();
  const locks = opts.locks ?? new FakeLocks();
  const http = createHttp({ db, fetch: net.fetch, baseUrl: BASE_URL });
  const outbox = createOutbox({ db, http, clock, random: opts.random ?? maxJitter, locks });
  return { db, net, clock, locks, http, outbox };
}

export async function signIn(db: ChronicleDB, access = 'access-1', refresh = 'refresh-1'): Promise<void> {
  await db.session.put({ id: 'current', access_token: access, refresh_token: refresh });
}
