import type { EchoList, SeriesPlayResponse, StartResponse, Story, Task, TurnResponse, User, UserUpdate } from '../src/contract';
import type { z } from 'zod';
import type { ChronicleDB } from '../src/db';
import { claimBonus, claimRankRewards, clearArtifactsEarned, completeAd, linkAccount, redeemCode, startCheckout, useReferralCode, usePartnerCode, watchAd } from './commands/account';
import type { CommandContext } from './commands/context';
import { fastTravel, resetDungeon, restartRoom, resurrect, startDungeon } from './commands/dungeon-turns';
import { playSeries, startAdventure } from './commands/play-series';
import { createReadStep } from './commands/read-step';
import { type Attribution, logout, requestCode, useToken, verifyCode } from './commands/session';
import { echoesReroll, storyRefresh, storyRestart } from './commands/stories';
import { updateUser } from './commands/update-user';
import type { ChannelLike, Clock, FetchLike, LockManagerLike } from './deps';
import { createHttp } from './http/create-http';
import { prefetchAll, type PrefetchMedia } from './media';
import { createOutbox, type OutboxMessage } from './outbox/replay';
import { createSync } from './sync/create-sync';
import type { Resource, Result } from './types';
import { writes } from './writes';
import { writeMethods } from './writes/perform';

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
}

/**
 * Builds the worker from its dependencies; worker/index.ts passes the real ones and exposes `api`.
 * The parts are returned too, so tests can wait for the outbox to settle.
 */
export function createWorker(deps: WorkerDeps) {
  const { db, clock } = deps;
  const http = createHttp(deps);
  const prefetch = deps.prefetch ?? prefetchAll;
  const sync = createSync({ db, http, clock, prefetch }, deps.freshMs);
  const outbox = createOutbox({ db, http, clock, random: deps.random, locks: deps.locks, channel: deps.channel, writes, refresh: sync.refresh, isOffline: deps.isOffline });
  const ctx: CommandContext = { db, http, clock, sync, outbox, prefetch };
  const setReadStep = createReadStep(ctx);

  const api = {
    /** Begin: reset interrupted sends, pull the session's basics, start the outbox loop and its triggers. */
    async start(): Promise<void> {
      void outbox.wake();
      await sync.resync('refresh');
    },
    /** The network came back (the worker listens to its own `online` event). */
    async online(): Promise<void> {
      void outbox.wake({ fresh: true });
      await sync.resync('refresh');
    },
    /** The page became visible (workers cannot observe visibility themselves). */
    async visible(): Promise<void> {
      void outbox.wake();
      await sync.resync('ensure');
    },

    // Session
    requestCode: (email: string, isTempUser?: boolean): Promise<Result> => requestCode(ctx, email, isTempUser),
    verifyCode: (email: string, code: string, attribution?: Attribution): Promise<Result> => verifyCode(ctx, email, code, attribution),
    /** A token given in a read route's query overrides the stored one. */
    useToken: (accessToken: string): Promise<void> => useToken(ctx, accessToken),
    logout: (): Promise<void> => logout(ctx),
    updateUser: (patch: UserUpdate): Promise<Result<User>> => updateUser(ctx, patch),

    // Pulls
    /** Fetch the resource if it is missing or stale; resolves once the local database holds it (or the fetch failed). */
    ensure: (r: Resource): Promise<Result> => sync.ensure(r),
    /** Fetch the resource now, whatever the local database holds. */
    refresh: (r: Resource): Promise<Result> => sync.refresh(r),

    // Online-only commands
    playSeries: (seriesId: string): Promise<Result<SeriesPlayResponse>> => playSeries(ctx, seriesId),
    /** POST /ac/:id/ — start or resume one adventure; restart clears the player's choices of it first. */
    startAdventure: (adventureId: string, opts: { restart: boolean }): Promise<Result<SeriesPlayResponse>> => startAdventure(ctx, adventureId, opts.restart),

    /**
     * Player writes, one method per kind of worker/writes (sync.commentPost({ kind: 'saga', target_id, text })):
     * the optimistic rows and an outbox row in one transaction; delivered once, when online.
     */
    ...writeMethods(ctx, writes),

    // Timelines: online commands answer the server's result (and write it).
    /** POST /dungeon/:id/ — start or resume (restart: a new crawl; artifacts: ids, at most 4, owned). */
    startDungeon: (dungeonId: string, opts: { restart: boolean; artifacts: string[] }): Promise<Result<StartResponse>> =>
      startDungeon(ctx, dungeonId, opts),
    resurrect: (dungeonId: string, useFree: boolean): Promise<Result<TurnResponse>> => resurrect(ctx, dungeonId, useFree),
    restartRoom: (dungeonId: string): Promise<Result<TurnResponse>> => restartRoom(ctx, dungeonId),
    resetDungeon: (dungeonId: string): Promise<Result> => resetDungeon(ctx, dungeonId),
    fastTravel: (dungeonId: string, room: string): Promise<Result<TurnResponse>> => fastTravel(ctx, dungeonId, room),
    /** Remember where the player is in the read page: stored at once, sent fire-and-forget (coalesced), not via the outbox. */
    setReadStep: (dungeonId: string, step: number): Promise<Result> => setReadStep(dungeonId, step),
    /** The 'Artifact Earned!' modal was seen (POST /user/artifact-earned/clear/ once the contract has it; local for now). */
    clearArtifactsEarned: (): Promise<Result> => clearArtifactsEarned(ctx),
    /** Partner (referral) code on the avatar step: PUT /auth/referral-code/:code/. */
    usePartnerCode: (code: string): Promise<Result> => usePartnerCode(ctx, code),
    /** PUT /historian-rank/rewards/: claims every earned reward. */
    claimRankRewards: (): Promise<Result<{ claimed: number }>> => claimRankRewards(ctx),
    /** POST /auth/create-customer-session/: the checkout page to go to (needs a linked account). */
    startCheckout: (): Promise<Result<{ checkoutUrl: string }>> => startCheckout(ctx),
    /** POST /user/redeem-code/: the free-play code as typed; answers the server's message. */
    redeemCode: (code: string): Promise<Result<{ message: string }>> => redeemCode(ctx, code),
    /** The referral modal: PUT /auth/referral-code/:code/; answers the server's message. */
    useReferralCode: (code: string): Promise<Result<{ message: string }>> => useReferralCode(ctx, code),
    /** The link-account modal: POST /auth/link-account/ with the emailed code. */
    linkAccount: (email: string, code: string): Promise<Result> => linkAccount(ctx, email, code),
    /** POST /user/claim-bonus/: 24 hours of unlimited play for a subscribe/continue option done. */
    claimBonus: (task: z.infer<typeof Task>): Promise<Result<{ message: string }>> => claimBonus(ctx, task),
    /** 'Watch Ad to Continue for Free': start an ad, then complete it once it has played. */
    watchAd: (): Promise<Result<{ adId: string; seconds: number }>> => watchAd(ctx),
    completeAd: (adId: string): Promise<Result<{ message: string }>> => completeAd(ctx, adId),

    // Custom stories: online commands (the narrator or the server's draw answers them).
    /** The owner's refresh: the last chapter told again. */
    storyRefresh: (storyId: string): Promise<Result<Story>> => storyRefresh(ctx, storyId),
    /** The owner's restart: back to the opening chapter. */
    storyRestart: (storyId: string): Promise<Result<Story>> => storyRestart(ctx, storyId),
    /** A fresh draw of echoes (subscribers, 3 per chapter). */
    echoesReroll: (sagaId: string): Promise<Result<EchoList>> => echoesReroll(ctx, sagaId),

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
