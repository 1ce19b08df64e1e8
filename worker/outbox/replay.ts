import type { ChronicleDB, OutboxKind, OutboxRowOf } from '../../src/db';
import type { ChannelLike, Clock, LockManagerLike, TimerHandle } from '../deps';
import type { Http } from '../http/create-http';
import type { Resource } from '../types';
import { createCommitter } from './commit';
import { createDeliver } from './deliver';
import { claimTables, type Deliveries } from './delivery';
import { createDrainer } from './drain';
import { heads } from './heads';
import { seekLeadership } from './leader';

/** What the workers of other tabs tell the leader. */
export type OutboxMessage = { type: 'kick' } | { type: 'wake'; fresh: boolean };

export interface OutboxDeps {
  db: ChronicleDB;
  http: Http;
  clock: Clock;
  /** Math.random in the worker; the jitter of the backoff. */
  random: () => number;
  locks: LockManagerLike;
  /** Reaches the leader from the other tabs' workers (a BroadcastChannel); without it a tab works alone. */
  channel?: ChannelLike<OutboxMessage>;
  /** What to do with each kind of write once sent or discarded (worker/writes/index.ts). */
  writes: Deliveries;
  /** Pulls what a delivered write changed beyond its answer (a kind's refreshAfter); run after the drain. */
  refresh?: (r: Resource) => Promise<unknown>;
  /**
   * True when the host knows it is offline (navigator.onLine false): nothing is attempted and no attempt
   * is spent. The worker hears of `online` only from its page, and its own navigator may still say
   * offline when that message arrives, so the outbox looks again every OFFLINE_RECHECK_MS meanwhile.
   */
  isOffline?: () => boolean;
}

export interface Outbox {
  /** Send whatever is due (in the leading tab; another tab tells the leader). Resolves when this drain is done. */
  kick(): Promise<void>;
  /**
   * The network may be back (start, online, visible): waiting writes are due now, then kick.
   * `fresh` (the `online` event) also restarts their backoff: they waited for the network, not for a
   * struggling server.
   */
  wake(opts?: { fresh?: boolean }): Promise<void>;
  /** A failed (or waiting) write goes back to pending, due now. */
  retry(id: string): Promise<void>;
  /** Remove the write and roll back its optimistic rows. */
  discard(id: string): Promise<void>;
  /** Resolves when no drain is running (tests and shutdown). */
  idle(): Promise<void>;
  /** Stops sending and hands the lead to the next tab. */
  stop(): void;
}

/** How often an outbox told it is offline looks again. */
export const OFFLINE_RECHECK_MS = 1_000;
/** After the timer itself failed to be set (a storage error), it is tried again this soon. */
const RESCHEDULE_AFTER_ERROR_MS = 5_000;

export function createOutbox({ db, http, clock, random, locks, channel, writes, refresh, isOffline = () => false }: OutboxDeps): Outbox {
  let running: Promise<void> | null = null;
  let timer: TimerHandle | null = null;
  let stopped = false;
  let leading = false;
  let seeking: Promise<unknown> | null = null;
  let resign = () => {};
  const resigned = new Promise<void>((resolve) => (resign = resolve));
  /** Resources to pull once the current drain is over, by key so two notes pull the crawl once. */
  const followUps = new Map<string, Resource>();

  const claiming = claimTables(db, writes);
  const deliver = createDeliver({ db, http, clock, random });
  const committer = createCommitter({ db, writes, followUp: (r) => followUps.set(JSON.stringify(r), r) });
  const drainer = createDrainer({ db, clock, random, deliver, committer, writes, claimTables: claiming, isOffline, isStopped: () => stopped });

  channel?.listen((message) => {
    if (!leading || stopped) return;
    void (message.type === 'kick' ? kick() : wake({ fresh: message.fresh }));
  });

  /** Asks once; leads at once, or later when the leading tab goes (then drains what it left). */
  function seek(): Promise<unknown> {
    seeking ??= seekLeadership(
      locks,
      () => {
        leading = !stopped;
        void kick();
      },
      resigned,
    ).then((now) => (leading ||= now && !stopped));
    return seeking;
  }

  /** Outside the drain: a pull must not hold up the writes. */
  async function pullFollowUps(): Promise<void> {
    const due = [...followUps.values()];
    followUps.clear();
    if (refresh) await Promise.all(due.map((r) => refresh(r).catch((e: unknown) => console.error('[outbox] follow-up pull failed', e))));
  }

  /** Every way out of a drain comes here: a timer for the earliest waiting write, or for the next look while offline. */
  async function schedule(): Promise<void> {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (stopped || !leading) return;
    let wait: number | null;
    try {
      const due = (await heads(db)).filter((r) => r.state === 'pending').map((r) => r.nextAttemptAt);
      wait = due.length === 0 ? null : isOffline() ? OFFLINE_RECHECK_MS : Math.max(0, Math.min(...due) - clock.now());
    } catch (e) {
      console.error('[outbox] could not read the outbox to schedule it', e);
      wait = RESCHEDULE_AFTER_ERROR_MS;
    }
    if (wait === null || stopped) return;
    timer = clock.setTimeout(() => {
      timer = null;
      void kick();
    }, wait);
  }

  async function kick(): Promise<void> {
    drainer.nudge();
    await seek();
    if (!leading) {
      channel?.post({ type: 'kick' });
      return;
    }
    if (running) return running;
    running = (async () => {
      try {
        while (drainer.isDirty() && !stopped && !isOffline()) {
          try {
            await drainer.run();
          } catch (e) {
            console.error('[outbox] replay failed', e);
          }
          await pullFollowUps();
        }
      } finally {
        await schedule();
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function wake(opts: { fresh?: boolean } = {}): Promise<void> {
    await seek();
    if (!leading) {
      channel?.post({ type: 'wake', fresh: !!opts.fresh });
      return;
    }
    const now = clock.now();
    await db.outbox
      .where('state')
      .equals('pending')
      .modify((row) => {
        row.nextAttemptAt = Math.min(row.nextAttemptAt, now);
        if (opts.fresh) row.attempts = 0;
      });
    await kick();
  }

  async function retry(id: string): Promise<void> {
    await db.outbox.update(id, { state: 'pending', nextAttemptAt: clock.now(), lastError: null });
    await kick();
  }

  /** Undo a write's optimistic rows and remove it, in one transaction. */
  async function undo<K extends OutboxKind>(row: OutboxRowOf<K>): Promise<void> {
    const write = writes[row.kind];
    await db.transaction('rw', [db.outbox, ...write.tables(db)], async () => {
      await write.rollback(db, row);
      await db.outbox.delete(row.id);
    });
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
    leading = false;
    resign();
    drainer.nudge();
  }

  async function idle(): Promise<void> {
    if (seeking) await seeking;
    while (running) await running;
  }

  return { kick, wake, retry, discard, idle, stop };
}
