/**
 * The write path: the outbox engine with every write's delivery, the write methods, and the online-only
 * commands. worker/api.ts imports it on first need (a write, a command, or writes waiting at start), so a
 * first visit's reads load without it.
 */
import type { OutboxKind } from '../src/db';
import { type CommandName, commands } from './commands';
import type { CommandContext } from './commands/context';
import { runCommand } from './commands/define';
import type { OfflineFiles } from './commands/offline-files';
import type { PrefetchMedia } from './media';
import { createOutbox, type OutboxDeps } from './outbox/replay';
import type { Sync } from './sync/create-sync';
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
  const ctx: CommandContext = { db, http, clock, sync, outbox, prefetch, locks: deps.locks, offlineFiles: deps.offlineFiles };
  const methods = writeMethods(ctx, writes);

  return {
    outbox,
    /** The write method of a kind (worker/writes/perform.ts). */
    write: (kind: OutboxKind, input: unknown): Promise<Result> => (methods[kind] as (input: unknown) => Promise<Result>)(input),
    /** A command of the registry, run with the arguments its method was called with (worker/commands/define.ts). */
    command: (name: CommandName, args: unknown[]): Promise<Result<unknown>> => runCommand(ctx, commands[name], args),
  };
}

export type WritePath = ReturnType<typeof createWritePath>;
