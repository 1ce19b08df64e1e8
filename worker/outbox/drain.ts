import type { Table } from 'dexie';
import type { ChronicleDB, OutboxRow } from '../../src/db';
import type { Clock, TimerHandle } from '../deps';
import { GENERIC_MESSAGE } from '../http/outcome';
import { backoffDelay, type Fault } from './backoff';
import type { Deliver, Delivered } from './deliver';
import { asSent, type Deliveries } from './delivery';
import { headOf, heads } from './heads';

/** Scopes sent at once: below the browser's six connections per host, so pulls still get through. */
export const MAX_PARALLEL = 4;

export interface DrainDeps {
  db: ChronicleDB;
  clock: Clock;
  random: () => number;
  deliver: Deliver;
  writes: Deliveries;
  /** What a claim reads beyond the outbox (claimTables). */
  claimTables: Table[];
  isOffline: () => boolean;
  isStopped: () => boolean;
}

/** Wakes the drain's loop; a wake with nobody waiting is kept for the next wait. */
class Wakeup {
  private pending = false;
  private resolve: (() => void) | null = null;

  constructor(private readonly clock: Clock) {}

  fire(): void {
    this.pending = true;
    this.resolve?.();
  }

  /** Until fired, or `ms` passed. */
  wait(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      let timer: TimerHandle | null = null;
      const done = () => {
        if (timer !== null) this.clock.clearTimeout(timer);
        this.resolve = null;
        this.pending = false;
        resolve();
      };
      if (Number.isFinite(ms)) timer = this.clock.setTimeout(done, Math.max(0, ms));
      this.resolve = done;
    });
  }
}

/**
 * A drain sends every due write: strictly one at a time within a scope, up to MAX_PARALLEL scopes at once.
 * It ends when nothing is in flight; writes still waiting are then the outbox's timer's (replay.ts).
 *
 * A scope whose head failed on the link waits its (short) backoff, unless another write gets through
 * meanwhile: that proves the link, and the waiting heads go at once. So a queue drains at the link's pace,
 * not at the pace of its worst moment.
 */
export function createDrainer({ db, clock, random, deliver, writes, claimTables, isOffline, isStopped }: DrainDeps) {
  const wakeup = new Wakeup(clock);
  let dirty = false;

  /** New writes, or waiting ones made due: a running drain looks again, else the next one does. */
  function nudge(): void {
    dirty = true;
    wakeup.fire();
  }

  /** An exception is a bug, not the network's: the row waits a server's backoff instead of looping. */
  async function deliverSafely(row: OutboxRow, then: () => Promise<OutboxRow | null>): Promise<Delivered> {
    try {
      return await deliver(row, then);
    } catch (e) {
      console.error(`[outbox] ${row.kind} ${row.id} could not be delivered`, e);
      const attempts = row.attempts + 1;
      const until = clock.now() + backoffDelay('server', attempts, random);
      await db.outbox.update(row.id, { state: 'pending', attempts, nextAttemptAt: until, lastError: GENERIC_MESSAGE }).catch(() => {});
      return { kind: 'held', fault: 'server', until };
    }
  }

  async function run(): Promise<void> {
    // Only the leader sends: a row still 'sending' was left by a leader whose tab closed mid-request.
    await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
    const faults = new Map<string, Fault>();
    const held = new Map<string, { fault: Fault; until: number }>();
    const queue: string[] = [];
    const forced = new Set<string>();
    const active = new Set<string>();
    let proved = false;
    dirty = true;

    const line = (scope: string) => {
      if (!active.has(scope) && !queue.includes(scope)) queue.push(scope);
    };

    /**
     * The scope's head, marked 'sending' (and, going out for the first time, its request brought up to date:
     * asSent) when it may go now (due, or `force`d); null when there is nothing to
     * send (the scope is empty or held by a failed write, or the drain stops), and the head is then noted
     * as held when it waits for its time. Run in a transaction of the outbox: the first in its own, every
     * next one in the transaction that stores the write before it.
     */
    async function claim(scope: string, force: boolean): Promise<OutboxRow | null> {
      if (isStopped() || isOffline()) return null;
      const row = await headOf(db, scope);
      if (!row || row.state === 'failed') return null;
      if (!force && row.nextAttemptAt > clock.now()) {
        held.set(scope, { fault: faults.get(row.id) ?? 'server', until: row.nextAttemptAt });
        return null;
      }
      const sending: OutboxRow = { ...(await asSent(db, writes, row)), state: 'sending' };
      await db.outbox.put(sending);
      return sending;
    }

    async function runScope(scope: string, force: boolean): Promise<void> {
      let row = await db.transaction('rw', [db.outbox, ...claimTables], () => claim(scope, force));
      while (row) {
        const result = await deliverSafely(row, () => claim(scope, false));
        if (result.kind === 'held') {
          faults.set(row.id, result.fault);
          held.set(scope, result);
          return;
        }
        proved = true;
        wakeup.fire();
        if (result.kind === 'refused') return;
        row = result.next;
      }
    }

    for (;;) {
      if (dirty) {
        dirty = false;
        // A wake or a retry may have made waiting heads due: their runners look again.
        for (const scope of held.keys()) line(scope);
        held.clear();
        for (const row of await heads(db)) line(row.scope);
      }
      if (proved) {
        proved = false;
        for (const [scope, h] of held) {
          if (h.fault !== 'link') continue;
          held.delete(scope);
          forced.add(scope);
          line(scope);
        }
      }
      const now = clock.now();
      for (const [scope, h] of held) {
        if (h.until > now) continue;
        held.delete(scope);
        line(scope);
      }
      while (active.size < MAX_PARALLEL && queue.length > 0 && !isOffline() && !isStopped()) {
        const scope = queue.shift()!;
        const force = forced.delete(scope);
        active.add(scope);
        void runScope(scope, force)
          .catch((e: unknown) => console.error('[outbox] a scope stopped', e))
          .finally(() => {
            active.delete(scope);
            wakeup.fire();
          });
      }
      if (active.size === 0) return;
      const next = Math.min(...[...held.values()].map((h) => h.until));
      await wakeup.wait(next - now);
    }
  }

  return { run, nudge, isDirty: () => dirty };
}
