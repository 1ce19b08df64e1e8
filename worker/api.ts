import type { EchoList, SeriesPlayResponse, StartResponse, Story, Task, TurnResponse, User, UserUpdate } from '../src/contract';
import type * as z from 'zod/mini';
import type { ChronicleDB, OutboxKind } from '../src/db';
import type { DownloadEnd, DownloadKind } from './commands/download';
import type { OfflineFiles } from './commands/offline-files';
import type { Attribution } from './commands/session';
import type { ChannelLike, Clock, FetchLike, LockManagerLike } from './deps';
import { createHttp } from './http/create-http';
import { prefetchAll, type PrefetchMedia } from './media';
import type { Outbox, OutboxMessage } from './outbox/replay';
import { createSync } from './sync/create-sync';
import type { Resource, Result } from './types';
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
  const writePath = (): Promise<WritePath> =>
    (loaded ??= import('./write-path').then(({ createWritePath }) => {
      const path = createWritePath({ db, http, clock, random: deps.random, locks: deps.locks, channel: deps.channel, sync, prefetch, isOffline: deps.isOffline, offlineFiles: deps.offlineFiles });
      if (stopped) path.outbox.stop();
      return path;
    }));
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
    if (!loaded && !stopped) void writePath().then((p) => p.outbox.wake());
  });
  /** Runs an online command once the write path is loaded, tracked until it answers. */
  const run = <T>(command: (c: WritePath['commands']) => Promise<T>): Promise<T> => tracked(writePath().then((p) => command(p.commands)));

  /** Wakes the outbox if it is loaded or has writes waiting (a first visit has none: nothing loads). */
  async function wake(opts?: { fresh?: boolean }): Promise<void> {
    if (!loaded && (await db.outbox.count()) === 0) return;
    await (await writePath()).outbox.wake(opts);
    announce();
  }

  /** The outbox as tests and shutdown use it: loaded on demand like the rest of the write path. */
  const outbox: Outbox = {
    kick: async () => (await writePath()).outbox.kick(),
    wake: async (opts) => (await writePath()).outbox.wake(opts),
    retry: async (id) => (await writePath()).outbox.retry(id),
    discard: async (id) => (await writePath()).outbox.discard(id),
    idle: async () => (loaded ? (await loaded).outbox.idle() : undefined),
    stop() {
      stopped = true;
      void loaded?.then((p) => p.outbox.stop());
    },
  };

  // One API method per write kind (sync.commentPost({ kind: 'saga', target_id, text })), typed by its input.
  const writeApi = Object.fromEntries(
    WRITE_KINDS.map((kind: OutboxKind) => [kind, (input: unknown) => tracked(writePath().then((p) => p.write(kind, input)).finally(announce))]),
  ) as WriteMethods<Writes>;

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

    // Session
    requestCode: (email: string, isTempUser?: boolean): Promise<Result> => run((c) => c.requestCode(email, isTempUser)),
    verifyCode: (email: string, code: string, attribution?: Attribution): Promise<Result> => run((c) => c.verifyCode(email, code, attribution)),
    /** A token given in a read route's query overrides the stored one. */
    useToken: (accessToken: string): Promise<void> => run((c) => c.useToken(accessToken)),
    logout: (): Promise<void> => run((c) => c.logout()),
    updateUser: (patch: UserUpdate): Promise<Result<User>> => run((c) => c.updateUser(patch)),

    // Pulls
    /** Fetch the resource if it is missing or stale; resolves once the local database holds it (or the fetch failed). */
    ensure: (r: Resource): Promise<Result> => sync.ensure(r),
    /** Fetch the resource now, whatever the local database holds. */
    refresh: (r: Resource): Promise<Result> => sync.refresh(r),

    // Online-only commands
    playSeries: (seriesId: string): Promise<Result<SeriesPlayResponse>> => run((c) => c.playSeries(seriesId)),
    /** POST /ac/:id/ — start or resume one adventure; restart clears the player's choices of it first. */
    startAdventure: (adventureId: string, opts: { restart: boolean }): Promise<Result<SeriesPlayResponse>> => run((c) => c.startAdventure(adventureId, opts)),

    /**
     * Player writes, one method per kind of worker/writes: the optimistic rows and an outbox row in one
     * transaction; delivered once, when online.
     */
    ...writeApi,

    // Timelines: online commands answer the server's result (and write it).
    /** POST /dungeon/:id/ — start or resume (restart: a new crawl; artifacts: ids, at most 4, owned). */
    startDungeon: (dungeonId: string, opts: { restart: boolean; artifacts: string[] }): Promise<Result<StartResponse>> => run((c) => c.startDungeon(dungeonId, opts)),
    resurrect: (dungeonId: string, useFree: boolean): Promise<Result<TurnResponse>> => run((c) => c.resurrect(dungeonId, useFree)),
    restartRoom: (dungeonId: string): Promise<Result<TurnResponse>> => run((c) => c.restartRoom(dungeonId)),
    resetDungeon: (dungeonId: string): Promise<Result> => run((c) => c.resetDungeon(dungeonId)),
    fastTravel: (dungeonId: string, room: string): Promise<Result<TurnResponse>> => run((c) => c.fastTravel(dungeonId, room)),
    /** Remember where the player is in the read page: stored at once, sent fire-and-forget (coalesced), not via the outbox. */
    setReadStep: (dungeonId: string, step: number): Promise<Result> => run((c) => c.setReadStep(dungeonId, step)),
    /** The 'Artifact Earned!' modal was seen (POST /user/artifact-earned/clear/). */
    clearArtifactsEarned: (): Promise<Result> => run((c) => c.clearArtifactsEarned()),
    /** Partner (referral) code on the avatar step: PUT /auth/referral-code/:code/. */
    usePartnerCode: (code: string): Promise<Result> => run((c) => c.usePartnerCode(code)),
    /** PUT /historian-rank/rewards/: claims every earned reward. */
    claimRankRewards: (): Promise<Result<{ claimed: number }>> => run((c) => c.claimRankRewards()),
    /** POST /auth/create-customer-session/: the checkout page to go to (needs a linked account). */
    startCheckout: (): Promise<Result<{ checkoutUrl: string }>> => run((c) => c.startCheckout()),
    /** POST /user/redeem-code/: the free-play code as typed; answers the server's message. */
    redeemCode: (code: string): Promise<Result<{ message: string }>> => run((c) => c.redeemCode(code)),
    /** The referral modal: PUT /auth/referral-code/:code/; answers the server's message. */
    useReferralCode: (code: string): Promise<Result<{ message: string }>> => run((c) => c.useReferralCode(code)),
    /** The link-account modal: POST /auth/link-account/ with the emailed code. */
    linkAccount: (email: string, code: string): Promise<Result> => run((c) => c.linkAccount(email, code)),
    /** POST /user/claim-bonus/: 24 hours of unlimited play for a subscribe/continue option done. */
    claimBonus: (task: z.infer<typeof Task>): Promise<Result<{ message: string }>> => run((c) => c.claimBonus(task)),
    /** 'Watch Ad to Continue for Free': start an ad, then complete it once it has played. */
    watchAd: (): Promise<Result<{ adId: string; seconds: number }>> => run((c) => c.watchAd()),
    completeAd: (adId: string): Promise<Result<{ message: string }>> => run((c) => c.completeAd(adId)),

    // Custom stories: online commands (the narrator or the server's draw answers them).
    /** The owner's refresh: the last chapter told again. */
    storyRefresh: (storyId: string): Promise<Result<Story>> => run((c) => c.storyRefresh(storyId)),
    /** The owner's restart: back to the opening chapter. */
    storyRestart: (storyId: string): Promise<Result<Story>> => run((c) => c.storyRestart(storyId)),
    /** A fresh draw of echoes (subscribers, 3 per chapter). */
    echoesReroll: (sagaId: string): Promise<Result<EchoList>> => run((c) => c.echoesReroll(sagaId)),

    // Make available offline (worker/commands/download.ts): online only; progress is the download's row.
    /** Keeps a Memory ('series') or a Timeline ('dungeon') whole on the device; answers when it ends. */
    download: (kind: DownloadKind, id: string): Promise<Result<DownloadEnd>> => run((c) => c.download(kind, id)),
    /** Stops a download between two files and takes back what it kept. */
    cancelDownload: (key: string): Promise<Result> => run((c) => c.cancelDownload(key)),
    /** 'Remove download': the files it kept (unless another download keeps them) and its row. */
    removeDownload: (key: string): Promise<Result> => run((c) => c.removeDownload(key)),

    // The pending-writes list
    /** A failed write goes back to pending and is sent now. */
    retryWrite: (id: string): Promise<void> => outbox.retry(id),
    /** Remove a write and roll back what it showed. */
    discardWrite: (id: string): Promise<void> => outbox.discard(id),

    // Notices of writes delivered in the background
    /** The player has seen a notice (local only: notices never leave the device). */
    noticeDismiss: async (id: number): Promise<void> => {
      await db.notices.delete(id);
    },
  };
  return { api, http, sync, outbox };
}
