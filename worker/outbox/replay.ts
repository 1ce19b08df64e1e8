import Dexie from 'dexie';
import type { ChronicleDB, OutboxKind, OutboxRow, OutboxRowOf } from '../../src/db';
import type { Clock, LockManagerLike, TimerHandle } from '../deps';
import type { Http } from '../http/create-http';
import type { Resource } from '../types';
import { backoffDelay } from './backoff';
import { classify } from './classify';
import type { Deliveries } from './delivery';
import { asLeader } from './leader';

export interface OutboxDeps {
  db: ChronicleDB;
  http: Http;
  clock: Clock;
  /** Math.random in the worker; the jitter of the backoff. */
  random: () => number;
  locks: LockManagerLike;
  /** What to do with each kind of write once sent or discarded (worker/writes/index.ts). */
  writes: Deliveries;
  /** Pulls what a delivered write changed beyond its answer (a kind's refreshAfter); run after the drain. */
  refresh?: (r: Resource) => Promise<unknown>;
  /**
   * True when the host knows it is offline (navigator.onLine false): nothing is attempted, no attempt is
   * spent, and the `online` trigger wakes the outbox. (onLine true proves nothing, so it never blocks.)
   */
  isOffline?: () => boolean;
}

export interface Outbox {
  /** Send whatever is due, as the leader. Resolves when this drain (and any it triggered) is done. */
  kick(): Promise<void>;
  /**
   * The network may be back (start, online, visible): waiting writes are due now, then kick.
   * `fresh` (the `online` event) also restarts their backoff: they waited for the network, not for a
   * struggling server, and the page may hear `online` a moment before the worker's own network does.
   */
  wake(opts?: { fresh?: boolean }): Promise<void>;
  /** A failed (or waiting) write goes back to pending, due now. */
  retry(id: string): Promise<void>;
  /** Remove the write and roll back its optimistic rows. */
  discard(id: string): Promise<void>;
  /** Resolves when no drain is running (tests and shutdown). */
  idle(): Promise<void>;
  stop(): void;
}

type Sent = 'done' | 'held';

export function createOutbox({ db, http, clock, random, locks, writes, refresh, isOffline = () => false }: OutboxDeps): Outbox {
  let running: Promise<void> | null = null;
  /** Resources to pull once the current drain is over, by key so two notes pull the crawl once. */
  const followUps = new Map<string, Resource>();
  let again = false;
  let timer: TimerHandle | null = null;
  let stopped = false;

  /** Generic over the row's kind, so its request, its answer and its write's apply stay of one kind. */
  async function send<K extends OutboxKind>(row: OutboxRowOf<K>): Promise<Sent> {
    const write = writes[row.kind];
    const out = await http.send(row.request, { headers: { 'Idempotency-Key': row.id } });
    const verdict = classify(out);
    if (out.kind === 'malformed') console.error(`[outbox] ${row.kind} ${row.id}: malformed response, ${out.issue}`);

    if (verdict.action === 'done') {
      await db.transaction('rw', [db.outbox, ...write.tables(db)], async () => {
        // Discarded or signed out while in flight: the next pull shows what the server kept.
        if (!(await db.outbox.get(row.id))) return;
        await db.outbox.delete(row.id);
        await write.apply(db, row, verdict.data);
      });
      for (const r of write.refreshAfter?.(row, verdict.data) ?? []) followUps.set(JSON.stringify(r), r);
      return 'done';
    }
    if (verdict.action === 'retry') {
      const attempts = row.attempts + 1;
      await db.outbox.update(row.id, {
        state: 'pending',
        attempts,
        nextAttemptAt: clock.now() + backoffDelay(attempts, random),
        lastError: verdict.message,
      });
    } else {
      await db.outbox.update(row.id, { state: 'failed', attempts: row.attempts + 1, lastError: verdict.message });
    }
    return 'held';
  }

  /** Undo a write's optimistic rows and remove it, in one transaction. */
  async function undo<K extends OutboxKind>(row: OutboxRowOf<K>): Promise<void> {
    const write = writes[row.kind];
    await db.transaction('rw', [db.outbox, ...write.tables(db)], async () => {
      await write.rollback(db, row);
      await db.outbox.delete(row.id);
    });
  }

  /** Outside the lock: a pull must not hold up another tab's drain. */
  async function pullFollowUps(): Promise<void> {
    const due = [...followUps.values()];
    followUps.clear();
    if (refresh) await Promise.all(due.map((r) => refresh(r)));
  }

  function head(scope: string): Promise<OutboxRow | undefined> {
    return db.outbox.where('[scope+seq]').between([scope, Dexie.minKey], [scope, Dexie.maxKey]).first();
  }

  /** Strictly one at a time within a scope: the next item goes only after the one before it is done. */
  async function drainScope(scope: string): Promise<void> {
    for (;;) {
      const row = await head(scope);
      if (!row || row.state !== 'pending' || row.nextAttemptAt > clock.now()) return;
      await db.outbox.update(row.id, { state: 'sending' });
      if ((await send(row)) === 'held') return;
    }
  }

  async function drain(): Promise<void> {
    // Under the lock nobody else is sending: a 'sending' row was abandoned mid-request. The server's
    // idempotency makes the resend safe.
    await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
    const scopes = (await db.outbox.orderBy('scope').uniqueKeys()).map(String);
    await Promise.all(scopes.map(drainScope));
  }

  /** The backoff timer: wake when the earliest waiting head of a scope is due. */
  async function schedule(): Promise<void> {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (stopped) return;
    const scopes = (await db.outbox.orderBy('scope').uniqueKeys()).map(String);
    const heads = await Promise.all(scopes.map(head));
    const due = heads.filter((r) => r?.state === 'pending').map((r) => r?.nextAttemptAt ?? Infinity);
    if (due.length === 0) return;
    const wait = Math.max(0, Math.min(...due) - clock.now());
    timer = clock.setTimeout(() => {
      timer = null;
      void kick();
    }, wait);
  }

  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      for (;;) {
        again = false;
        // Offline: wait for the `online` trigger rather than spending attempts (and backoff) on certain failures.
        if (isOffline()) return;
        try {
          await asLeader(locks, drain);
          await schedule();
          await pullFollowUps();
        } catch (e) {
          console.error('[outbox] replay failed', e);
        }
        // A kick arrived while draining: what it wrote may not have been seen yet.
        if (!again || stopped) return;
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function wake(opts: { fresh?: boolean } = {}): Promise<void> {
    const now = clock.now();
    await db.outbox.where('state').equals('pending').modify((row) => {
      row.nextAttemptAt = Math.min(row.nextAttemptAt, now);
      if (opts.fresh) row.attempts = 0;
    });
    await kick();
  }

  async function retry(id: string): Promise<void> {
    await db.outbox.update(id, { state: 'pending', nextAttemptAt: clock.now(), lastError: null });
    await kick();
  }

  async function discard(id: string): Promise<void> {
    const row = await db.outbox.get(id);
    if (!row) return;
    await undo(row);
    // The scope it held may now go on.
    await kick();
  }

  function stop(): void {
    stopped = true;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  async function idle(): Promise<void> {
    while (running) await running;
  }

  return { kick, wake, retry, discard, idle, stop };
}
