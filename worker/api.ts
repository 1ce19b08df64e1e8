import type { RatingRequest, SeriesPlayResponse, User, UserUpdate } from '../src/contract';
import type { ChronicleDB } from '../src/db';
import type { CommandContext } from './commands/context';
import { playSeries } from './commands/play-series';
import { postComment } from './commands/post-comment';
import { rate } from './commands/rate';
import { logout, requestCode, useToken, verifyCode } from './commands/session';
import { submitChoice } from './commands/submit-choice';
import { updateUser } from './commands/update-user';
import type { Clock, FetchLike, LockManagerLike } from './deps';
import { createHttp } from './http/create-http';
import { createOutbox } from './outbox/replay';
import { createSync } from './sync/create-sync';
import type { Resource, Result } from './types';

export interface WorkerDeps {
  db: ChronicleDB;
  fetch: FetchLike;
  baseUrl: string;
  clock: Clock;
  random: () => number;
  locks: LockManagerLike;
  /** ms during which pulled data counts as fresh for `ensure`. */
  freshMs?: number;
}

/**
 * Builds the worker from its dependencies; worker/index.ts passes the real ones and exposes `api`.
 * The parts are returned too, so tests can wait for the outbox to settle.
 */
export function createWorker(deps: WorkerDeps) {
  const { db, clock } = deps;
  const http = createHttp(deps);
  const sync = createSync({ db, http, clock }, deps.freshMs);
  const outbox = createOutbox({ db, http, clock, random: deps.random, locks: deps.locks });
  const ctx: CommandContext = { db, http, clock, sync, outbox };

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
    verifyCode: (email: string, code: string): Promise<Result> => verifyCode(ctx, email, code),
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

    // Player writes: optimistic rows + an outbox row in one transaction; delivered once, when online.
    submitChoice: (adventureId: string, chapter: number, text: string): Promise<Result> => submitChoice(ctx, adventureId, chapter, text),
    postComment: (sagaId: string, text: string, opts?: { parentId?: string; isSpoiler?: boolean }): Promise<Result> =>
      postComment(ctx, sagaId, text, opts),
    rate: (req: RatingRequest): Promise<Result> => rate(ctx, req),

    // The pending-writes list
    /** A failed write goes back to pending and is sent now. */
    retryWrite: (id: string): Promise<void> => outbox.retry(id),
    /** Remove a write and roll back what it showed. */
    discardWrite: (id: string): Promise<void> => outbox.discard(id),
  };
  return { api, http, sync, outbox };
}
