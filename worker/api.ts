import type { ChronicleDB, OutboxKind } from '../src/db';
import type { Commands } from './commands';
import type { CommandMethods } from './commands/define';
import { COMMAND_NAMES } from './commands/names';
import type { OfflineFiles } from './commands/offline-files';
import type { ChannelLike, Clock, FetchLike, LockManagerLike } from './deps';
import { createHttp } from './http/create-http';
import { prefetchAll, type PrefetchMedia } from './media';
import type { Outbox, OutboxMessage } from './outbox/replay';
import { failedOnline, notSaved } from './result';
import { createSync } from './sync/create-sync';
import type { Resource, Result } from './types';
import type * as WritePathModule from './write-path';
import type { WritePath } from './write-path';
import type { Writes } from './writes';
import { WRITE_KINDS } from './writes/kinds';
import type { WriteMethods } from './writes/perform';

export interface WorkerDeps {
  db: ChronicleDB;
  fetch: FetchLike;
  baseUrl: string;
  clock: Clock;
  random: () => number;
  locks: LockManagerLike;
  /** The other tabs' workers: a write made in a tab that does not lead reaches the leading one. */
  channel?: ChannelLike<OutboxMessage>;
  /** ms during which pulled data counts as fresh for `ensure`. */
  freshMs?: number;
  /** Warms the media caches (default: the service worker's caches via worker/media.ts). */
  prefetch?: PrefetchMedia;
  /** True when the host knows it is offline (navigator.onLine false); the outbox then waits for `online`. */
  isOffline?: () => boolean;
  /** Where downloads keep their files (default: the offline cache, worker/commands/offline-files.ts). */
  offlineFiles?: OfflineFiles;
  /** Loads the write path (default: its own chunk, `import('./write-path')`); tests make it fail. */
  loadWritePath?: () => Promise<typeof WritePathModule>;
}

/**
 * Builds the worker from its dependencies; worker/index.ts passes the real ones and exposes `api`.
 * The parts are returned too, so tests can wait for the outbox to settle.
 *
 * Pulls are here from the start. The write path (worker/write-path.ts: the outbox engine, the writes and
 * the online commands) loads on first need: a write, a command, or writes already waiting when the worker
 * starts. A first visit's screen needs none of it, and its bytes come after that screen.
 */
export function createWorker(deps: WorkerDeps) {
  const { db, clock } = deps;
  const http = createHttp(deps);
  const prefetch = deps.prefetch ?? prefetchAll;
  const sync = createSync({ db, http, clock, prefetch }, deps.freshMs);

  let loaded: Promise<WritePath> | null = null;
  let stopped = false;
  /** Writes and commands under way: an update's reload waits for them (settle). */
  const underWay = new Set<Promise<unknown>>();
  const tracked = <T>(work: Promise<T>): Promise<T> => {
    underWay.add(work);
    void work.finally(() => underWay.delete(work)).catch(() => undefined);
    return work;
  };
  /**
   * The write path, loaded once. A load that fails (its chunk could not be fetched: offline before the
   * service worker holds it) is not kept: the next write, command or wake tries again.
   */
  const writePath = (): Promise<WritePath> => {
    if (loaded) return loaded;
    const loading = (deps.loadWritePath ?? (() => import('./write-path')))().then(({ createWritePath }) => {
      const path = createWritePath({ db, http, clock, random: deps.random, locks: deps.locks, channel: deps.channel, sync, prefetch, isOffline: deps.isOffline, offlineFiles: deps.offlineFiles });
      if (stopped) path.outbox.stop();
      return path;
    });
    loaded = loading;
    void loading.catch(() => {
      if (loaded === loading) loaded = null;
    });
    return loading;
  };
  /** Why a write or command could not run: its code could not load (the cause is logged with it). */
  const unloaded = (e: unknown): Error => new Error('The write path could not load', { cause: e });
  /** A command whose code could not load: its chunk could not be fetched, so it answers as with no network. */
  const commandUnloaded = (e: unknown): Result<never> => {
    console.error('[command] could not run', unloaded(e));
    return failedOnline({ kind: 'network', message: e instanceof Error ? e.message : String(e) });
  };
  let announced = false;
  /**
   * Tells the other tabs, whose write paths may not be loaded, once this tab's outbox has asked for the
   * lock (after its first write or wake): they load theirs and wait in line behind it, so that one of them
   * takes over if this tab closes with writes under way.
   */
  const announce = (): void => {
    if (announced || stopped) return;
    announced = true;
    deps.channel?.post({ type: 'wake', fresh: false });
  };
  deps.channel?.listen(() => {
    if (!loaded && !stopped) void writePath().then((p) => p.outbox.wake(), () => undefined);
  });

  /** Wakes the outbox if it is loaded or has writes waiting (a first visit has none: nothing loads). */
  async function wake(opts?: { fresh?: boolean }): Promise<void> {
    if (!loaded && (await db.outbox.count()) === 0) return;
    // A write path that cannot load now waits for the next wake, write or command, which loads it again.
    const path = await writePath().catch((e: unknown) => console.warn('[outbox] the write path could not load; the next wake tries again', e));
    if (!path) return;
    await path.outbox.wake(opts);
    announce();
  }

  /** The outbox as tests and shutdown use it: loaded on demand like the rest of the write path. */
  const outbox: Outbox = {
    kick: async () => (await writePath()).outbox.kick(),
    wake: async (opts) => (await writePath()).outbox.wake(opts),
    retry: async (id) => (await writePath()).outbox.retry(id),
    discard: async (id) => (await writePath()).outbox.discard(id),
    idle: async () => (await loaded?.catch(() => null))?.outbox.idle(),
    stop() {
      stopped = true;
      void loaded?.then((p) => p.outbox.stop(), () => undefined);
    },
  };

  // The registries' methods are bound by name, without loading them: the write path loads on the first call.
  // Object.fromEntries cannot keep a type per key; the names are the registries' own, checked where they are
  // listed (worker/writes/kinds.ts, worker/commands/names.ts), and tests call each.
  /**
   * One method per write kind (sync.commentPost({ kind: 'saga', target_id, text })), typed by its input.
   * A write path that cannot load answers as a write that could not be kept does (worker/writes/perform.ts).
   */
  const writeApi = Object.fromEntries(
    WRITE_KINDS.map((kind: OutboxKind) => [kind, (input: unknown) => tracked(writePath().then((p) => p.write(kind, input).finally(announce), (e: unknown) => notSaved(unloaded(e))))]),
  ) as WriteMethods<Writes>;
  /**
   * One method per online command (sync.startDungeon(id, { restart, artifacts })), typed by its arguments; tracked until it answers.
   * A write path that cannot load answers as a command that cannot reach the network does.
   */
  const commandApi = Object.fromEntries(
    COMMAND_NAMES.map((name) => [name, (...args: unknown[]) => tracked(writePath().then((p) => p.command(name, args), commandUnloaded))]),
  ) as CommandMethods<Commands>;

  const api = {
    /** Opens (and, after an update, upgrades) the database; the page opens its own once this resolves. */
    async ready(): Promise<void> {
      await db.open();
    },
    /** Begin: resume sending waiting writes, pull the session's basics. */
    async start(): Promise<void> {
      void wake();
      await sync.resync('refresh');
    },
    /** The network came back (the worker listens to its own `online` event). */
    async online(): Promise<void> {
      void wake({ fresh: true });
      await sync.resync('refresh');
    },
    /**
     * Resolves once no write or command is under way: the page is about to reload (an update), and a
     * write the player just made must be kept first. Sends in flight need not finish: the outbox
     * delivers them once after the reload (same Idempotency-Key).
     */
    async settle(): Promise<void> {
      while (underWay.size > 0) await Promise.allSettled([...underWay]);
    },
    /** The page became visible (workers cannot observe visibility themselves). */
    async visible(): Promise<void> {
      void wake();
      await sync.resync('ensure');
    },

    // Pulls (worker/sync/first-pulls.ts, crawl-pull.ts and more-pulls.ts: one per resource kind)
    /** Fetch the resource if it is missing or stale; resolves once the local database holds it (or the fetch failed). */
    ensure: (r: Resource): Promise<Result> => sync.ensure(r),
    /** Fetch the resource now, whatever the local database holds. */
    refresh: (r: Resource): Promise<Result> => sync.refresh(r),

    /**
     * Player writes, one method per kind of worker/writes: the optimistic rows and an outbox row in one
     * transaction; delivered once, when online.
     */
    ...writeApi,

    /** Online-only commands, one method per command of worker/commands: each answers the server's result (and stores it). */
    ...commandApi,

    // The pending-writes list
    /** A failed write goes back to pending and is sent now. */
    retryWrite: (id: string): Promise<void> => outbox.retry(id),
    /** Remove a write and roll back what it showed. */
    discardWrite: (id: string): Promise<void> => outbox.discard(id),
  };
  return { api, http, sync, outbox };
}
