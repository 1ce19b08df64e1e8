/**
 * The write path: the outbox engine with every write's delivery, the write methods, and the online-only
 * commands. worker/api.ts imports it on first need (a write, a command, or writes waiting at start), so a
 * first visit's reads load without it.
 */
import type { SeriesPlayResponse, StartResponse, Task, TurnResponse, User, UserUpdate } from '../src/contract';
import type * as z from 'zod/mini';
import type { OutboxKind } from '../src/db';
import { claimBonus, claimRankRewards, clearArtifactsEarned, completeAd, linkAccount, redeemCode, startCheckout, useReferralCode, usePartnerCode, watchAd } from './commands/account';
import type { CommandContext } from './commands/context';
import { createDownloads, type DownloadKind } from './commands/download';
import type { OfflineFiles } from './commands/offline-files';
import { fastTravel, resetDungeon, restartRoom, resurrect, startDungeon } from './commands/dungeon-turns';
import { playSeries, startAdventure } from './commands/play-series';
import { createReadStep } from './commands/read-step';
import { type Attribution, logout, requestCode, useToken, verifyCode } from './commands/session';
import { echoesReroll, storyRefresh, storyRestart } from './commands/stories';
import { updateUser } from './commands/update-user';
import type { PrefetchMedia } from './media';
import { createOutbox, type OutboxDeps } from './outbox/replay';
import { createSync, type Sync } from './sync/create-sync';
import type { Result } from './types';
import { writes } from './writes';
import { writeMethods } from './writes/perform';

/** What the outbox needs, and what the commands and downloads need beside it. */
export interface WritePathDeps extends Pick<OutboxDeps, 'db' | 'http' | 'clock' | 'random' | 'locks' | 'channel'> {
  sync: Sync;
  prefetch?: PrefetchMedia;
  isOffline?: () => boolean;
  /** Where downloads keep their files (default: the offline cache). */
  offlineFiles?: OfflineFiles;
}

export function createWritePath(deps: WritePathDeps) {
  const { db, http, clock, sync, prefetch } = deps;
  const outbox = createOutbox({ db, http, clock, random: deps.random, locks: deps.locks, channel: deps.channel, writes, refresh: sync.refresh, isOffline: deps.isOffline });
  const ctx: CommandContext = { db, http, clock, sync, outbox, prefetch };
  const methods = writeMethods(ctx, writes);
  const setReadStep = createReadStep(ctx);
  // A download keeps its files in the offline cache itself: its pulls must not warm the media caches too.
  const downloads = createDownloads({ ...ctx, sync: createSync({ db, http, clock, prefetch: () => undefined }) }, deps.locks, deps.offlineFiles);

  return {
    outbox,
    /** The write method of a kind (worker/writes/perform.ts). */
    write: (kind: OutboxKind, input: unknown): Promise<Result> => (methods[kind] as (input: unknown) => Promise<Result>)(input),
    commands: {
      requestCode: (email: string, isTempUser?: boolean) => requestCode(ctx, email, isTempUser),
      verifyCode: (email: string, code: string, attribution?: Attribution) => verifyCode(ctx, email, code, attribution),
      useToken: (accessToken: string) => useToken(ctx, accessToken),
      logout: () => logout(ctx),
      updateUser: (patch: UserUpdate): Promise<Result<User>> => updateUser(ctx, patch),
      playSeries: (seriesId: string): Promise<Result<SeriesPlayResponse>> => playSeries(ctx, seriesId),
      startAdventure: (adventureId: string, opts: { restart: boolean }): Promise<Result<SeriesPlayResponse>> => startAdventure(ctx, adventureId, opts.restart),
      startDungeon: (dungeonId: string, opts: { restart: boolean; artifacts: string[] }): Promise<Result<StartResponse>> => startDungeon(ctx, dungeonId, opts),
      resurrect: (dungeonId: string, useFree: boolean): Promise<Result<TurnResponse>> => resurrect(ctx, dungeonId, useFree),
      restartRoom: (dungeonId: string): Promise<Result<TurnResponse>> => restartRoom(ctx, dungeonId),
      resetDungeon: (dungeonId: string): Promise<Result> => resetDungeon(ctx, dungeonId),
      fastTravel: (dungeonId: string, room: string): Promise<Result<TurnResponse>> => fastTravel(ctx, dungeonId, room),
      setReadStep: (dungeonId: string, step: number): Promise<Result> => setReadStep(dungeonId, step),
      clearArtifactsEarned: (): Promise<Result> => clearArtifactsEarned(ctx),
      usePartnerCode: (code: string): Promise<Result> => usePartnerCode(ctx, code),
      claimRankRewards: (): Promise<Result<{ claimed: number }>> => claimRankRewards(ctx),
      startCheckout: (): Promise<Result<{ checkoutUrl: string }>> => startCheckout(ctx),
      redeemCode: (code: string) => redeemCode(ctx, code),
      useReferralCode: (code: string) => useReferralCode(ctx, code),
      linkAccount: (email: string, code: string): Promise<Result> => linkAccount(ctx, email, code),
      claimBonus: (task: z.infer<typeof Task>) => claimBonus(ctx, task),
      watchAd: () => watchAd(ctx),
      completeAd: (adId: string) => completeAd(ctx, adId),
      storyRefresh: (storyId: string) => storyRefresh(ctx, storyId),
      storyRestart: (storyId: string) => storyRestart(ctx, storyId),
      echoesReroll: (sagaId: string) => echoesReroll(ctx, sagaId),
      download: (kind: DownloadKind, id: string) => downloads.download(kind, id),
      cancelDownload: (key: string) => downloads.cancelDownload(key),
      removeDownload: (key: string) => downloads.removeDownload(key),
    },
  };
}

export type WritePath = ReturnType<typeof createWritePath>;
