import { ChronicleDB } from '../../../src/db';
import { createWorker, type WorkerDeps } from '../../../worker/api';
import { createHttp } from '../../../worker/http/create-http';
import type { OfflineFiles } from '../../../worker/commands/offline-files';
import type { FetchLike } from '../../../worker/deps';
import type { PrefetchMedia } from '../../../worker/media';
import { createOutbox, type OutboxMessage } from '../../../worker/outbox/replay';
import { writes } from '../../../worker/writes';
import type { FakeChannelHub } from './fake-channel';
import { FakeClock } from './fake-clock';
import { FakeLocks } from './fake-locks';
import { BASE_URL, FakeNetwork } from './fake-network';
import { narrative, progress } from './dungeon-fixtures';
import { user } from './fixtures';

let n = 0;
/** A fresh database per test: fake-indexeddb is shared by the whole file. */
export function freshDb(): ChronicleDB {
  return new ChronicleDB(`test-${++n}-${crypto.randomUUID()}`);
}

/** Jitter pinned to the top of the window, so delays are predictable. */
export const maxJitter = () => 0.999;

/** The whole worker API over fakes: a database, a network, a clock, a lock manager and (optionally) a media spy. */
export function harness(
  opts: {
    db?: ChronicleDB;
    net?: FakeNetwork;
    clock?: FakeClock;
    locks?: FakeLocks;
    random?: () => number;
    prefetch?: PrefetchMedia;
    isOffline?: () => boolean;
    /** The tabs' channel: several harnesses on one db, locks and hub are several tabs. */
    tabs?: FakeChannelHub<OutboxMessage>;
    /** Replaces the network's fetch: a bad link in front of it (helpers/lossy-network.ts). */
    fetch?: FetchLike;
    /** Where downloads keep their files (tests/worker/commands/download.test.ts). */
    offlineFiles?: OfflineFiles;
    /** Loads the write path in place of its chunk (tests/worker/write-path-load.test.ts makes it fail). */
    loadWritePath?: WorkerDeps['loadWritePath'];
  } = {},
) {
  const db = opts.db ?? freshDb();
  const net = opts.net ?? new FakeNetwork();
  const clock = opts.clock ?? new FakeClock();
  const locks = opts.locks ?? new FakeLocks();
  const random = opts.random ?? maxJitter;
  const channel = opts.tabs?.channel();
  const worker = createWorker({ db, fetch: opts.fetch ?? net.fetch, baseUrl: BASE_URL, clock, random, locks, channel, prefetch: opts.prefetch, isOffline: opts.isOffline, offlineFiles: opts.offlineFiles, loadWritePath: opts.loadWritePath });
  return { db, net, clock, locks, ...worker };
}

/** Just the outbox (and its http) over fakes, for tests that drive replay directly. */
export function outboxHarness(opts: { db?: ChronicleDB; net?: FakeNetwork; clock?: FakeClock; locks?: FakeLocks; random?: () => number } = {}) {
  const db = opts.db ?? freshDb();
  const net = opts.net ?? new FakeNetwork();
  const clock = opts.clock ?? new FakeClock();
  const locks = opts.locks ?? new FakeLocks();
  const http = createHttp({ db, fetch: net.fetch, baseUrl: BASE_URL, clock });
  const outbox = createOutbox({ db, http, clock, random: opts.random ?? maxJitter, locks, writes });
  return { db, net, clock, locks, http, outbox };
}

export async function signIn(db: ChronicleDB, access = 'access-1', refresh = 'refresh-1'): Promise<void> {
  await db.session.put({ id: 'current', access_token: access, refresh_token: refresh });
}

/** The worker over fakes, signed in as the fixtures' user (whose row comments take their author from). */
export async function signedIn(opts: Parameters<typeof harness>[0] = {}) {
  const h = harness(opts);
  await signIn(h.db);
  await h.db.user.put({ ...user(), id: 'me' });
  return h;
}

/** What an online-only command answers with no network. */
export const OFFLINE = { ok: false, message: 'You are offline. This needs a connection.' };

/** Signed in, in a crawl of d1 that has played one paragraph. */
export async function inCrawl() {
  const h = await signedIn();
  await h.db.dungeonProgress.put((({ events: _e, ...row }) => row)(progress('d1')));
  await h.db.dungeonEvents.put({ dungeon_id: 'd1', seq: 0, event: narrative(0), pending_outbox_id: null });
  return h;
}
