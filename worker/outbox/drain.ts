import Dexie, { type Table } from 'dexie';
import type { ChronicleDB, OutboxRow } from '../../src/db';
import type { Clock, TimerHandle } from '../deps';
import { GENERIC_MESSAGE } from '../http/outcome';
import { backoffDelay, type Fault } from './backoff';
import type { Committer } from './commit';
import type { Deliver, Delivered } from './deliver';
import { type Deliveries, followed, upToDate } from './delivery';
import { heads } from './heads';

/** Scopes sent at once: below the browser's six connections per host, so pulls still get through. */
export const MAX_PARALLEL = 4;
/**
 * A scope's writes claimed (marked 'sending') in one transaction: a replay claims a run of them, not each
 * one, and sends them one after another from memory.
 */
export const CLAIM_RUN = 10;

/** A claimed write; `fresh`: going out for the first time, so the answers before it bring it up to date. */
interface Claimed {
  row: OutboxRow;
  fresh: boolean;
}

/** A run of claimed writes, and the answers of its scope its claim could not read (see runScope). */
interface Run {
  rows: Promise<Claimed[]>;
  since: unknown[];
}

export interface DrainDeps {
  db: ChronicleDB;
  clock: Clock;
  random: () => number;
  deliver: Deliver;
  /** Stores the answers of delivered writes, while the scopes send on. */
  committer: Committer;
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
 * A scope sends its next write as soon as the answer before it arrives; the committer stores the answers
 * meanwhile, in order. It ends when nothing is in flight and every answer is stored; writes still waiting
 * are then the outbox's timer's (replay.ts).
 *
 * A scope whose head failed on the link waits its (short) backoff, unless another write gets through
 * meanwhile: that proves the link, and the waiting heads go at once. So a queue drains at the link's pace,
 * not at the pace of its worst moment.
 */
export function createDrainer({ db, clock, random, deliver, committer, writes, claimTables, isOffline, isStopped }: DrainDeps) {
  const wakeup = new Wakeup(clock);
  let dirty = false;

  /** New writes, or waiting ones made due: a running drain looks again, else the next one does. */
  function nudge(): void {
    dirty = true;
    wakeup.fire();
  }

  /** An exception is a bug, not the network's: the row waits a server's backoff instead of looping. */
  async function deliverSafely(row: OutboxRow): Promise<Delivered> {
    try {
      return await deliver(row);
    } catch (e) {
      return { kind: 'held', fault: 'server', until: await setBack(row, e) };
    }
  }

  /** A bug (an exception sending a write or storing its answer): the row waits a server's backoff. */
  async function setBack(row: OutboxRow, e: unknown): Promise<number> {
    console.error(`[outbox] ${row.kind} ${row.id} could not be delivered`, e);
    const attempts = row.attempts + 1;
    const until = clock.now() + backoffDelay('server', attempts, random);
    await db.outbox.update(row.id, { state: 'pending', attempts, nextAttemptAt: until, lastError: GENERIC_MESSAGE }).catch(() => {});
    return until;
  }

  /** Claimed writes that will not go out in this run go back to waiting. */
  async function release(claimed: Claimed[]): Promise<void> {
    if (claimed.length === 0) return;
    const ids = claimed.map((c) => c.row.id);
    await db.outbox
      .where('id')
      .anyOf(ids)
      .and((r) => r.state === 'sending')
      .modify({ state: 'pending' })
      .catch((e: unknown) => console.error('[outbox] claimed writes could not be released', e));
  }

  async function run(): Promise<void> {
    // Only the leader sends: a row still 'sending' was left by a leader whose tab closed mid-request.
    await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
    const faults = new Map<string, Fault>();
    const held = new Map<string, { fault: Fault; until: number }>();
    const queue: string[] = [];
    const forced = new Set<string>();
    const active = new Set<string>();
    /** Scopes lined while their runner was still storing its answers: lined again when it ends. */
    const again = new Set<string>();
    let proved = false;
    dirty = true;

    const line = (scope: string) => {
      if (active.has(scope)) again.add(scope);
      else if (!queue.includes(scope)) queue.push(scope);
    };

    /**
     * The scope's next run of writes after `after` (its head when null), marked 'sending' and, those going
     * out for the first time, their requests brought up to date (upToDate); none when there is nothing to send
     * (the scope is empty or held by a failed write, or the drain stops), and the head is then noted as held
     * when it waits for its time (unless `force`d). Run in a transaction of the outbox and claimTables.
     */
    async function claim(scope: string, after: number | null, force: boolean): Promise<Claimed[]> {
      if (isStopped() || isOffline()) return [];
      const range =
        after === null
          ? db.outbox.where('[scope+seq]').between([scope, Dexie.minKey], [scope, Dexie.maxKey])
          : db.outbox.where('[scope+seq]').between([scope, after], [scope, Dexie.maxKey], false, true);
      const rows = await range.limit(CLAIM_RUN).toArray();
      const head = rows[0];
      if (!head || head.state === 'failed') return [];
      if (after === null && !force && head.nextAttemptAt > clock.now()) {
        held.set(scope, { fault: faults.get(head.id) ?? 'server', until: head.nextAttemptAt });
        return [];
      }
      const failed = rows.findIndex((r) => r.state === 'failed');
      const run = failed === -1 ? rows : rows.slice(0, failed);
      const sending = await Dexie.Promise.all(run.map((row) => upToDate(db, writes, row)));
      const claimed = sending.map((row) => ({ row: { ...row, state: 'sending' as const }, fresh: !row.sent }));
      await db.outbox.bulkPut(claimed.map((c) => c.row));
      return claimed;
    }

    /**
     * Sends a scope's writes one after another, each as soon as the answer before it arrived; the committer
     * stores the answers meanwhile. The next run is claimed as soon as the current one is in hand, so its
     * claim (which waits for the transactions ahead of it) overlaps the current run's sends. A write going
     * out for the first time is brought up to date with the answers its claim could not read: those not
     * stored when the claim began, and every one since (its run's `since`).
     */
    async function runScope(scope: string, force: boolean): Promise<void> {
      const stores: Promise<void>[] = [];
      let unstored: { answer: unknown; stored: boolean }[] = [];
      const live = new Set<Run>();
      const start = (after: number | null): Run => {
        unstored = unstored.filter((u) => !u.stored);
        const run: Run = {
          since: unstored.map((u) => u.answer),
          rows: db.transaction('rw', [db.outbox, ...claimTables], () => claim(scope, after, after === null && force)),
        };
        live.add(run);
        return run;
      };
      let current = start(null);
      let ahead: Run | null = null;
      let claimed: Claimed[] = [];
      let last: number | null = null;
      try {
        for (;;) {
          if (claimed.length === 0) {
            if (last !== null) {
              // The run is sent: the next one, claimed ahead, or whatever was queued since.
              live.delete(current);
              current = ahead ?? start(last);
              ahead = null;
            }
            claimed = await current.rows;
            if (claimed.length === 0) return;
            last = claimed.at(-1)!.row.seq;
            if (claimed.length === CLAIM_RUN) ahead = start(last);
          }
          if (isStopped() || isOffline()) return;
          const next = claimed.shift()!;
          const row = next.fresh ? followed(writes, next.row, current.since) : next.row;
          const result = await deliverSafely(row);
          if (result.kind === 'held') {
            faults.set(row.id, result.fault);
            held.set(scope, result);
            return;
          }
          proved = true;
          wakeup.fire();
          if (result.kind === 'refused') return;
          const u = { answer: result.answer, stored: false };
          unstored.push(u);
          for (const run of live) run.since.push(result.answer);
          stores.push(
            committer.add(row, result.answer).then(
              () => void (u.stored = true),
              async (e: unknown) => void (await setBack(row, e)),
            ),
          );
        }
      } finally {
        const left = [...claimed, ...(ahead ? await ahead.rows.catch(() => []) : [])];
        // A drain stopped (sign-out, or the lead handed over) leaves them to the next one, which reclaims them.
        if (!isStopped()) await release(left);
        await Promise.all(stores);
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
            if (again.delete(scope)) line(scope);
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
