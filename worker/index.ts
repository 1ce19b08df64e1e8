/// <reference lib="webworker" />
/**
 * The sync worker: the only code that talks to the API and the only writer of IndexedDB.
 * The UI wraps it once (src/worker-client.ts) and calls these methods through Comlink.
 */
import { expose } from 'comlink';
import type { RatingRequest, SeriesPlayResponse, UserUpdate, User } from '../src/contract';
import type { Resource, Result } from './types';

const api = {
  /** Begin: reset interrupted sends, pull the session's basics, start the outbox loop and its triggers. */
  async start(): Promise<void> {},
  /** The page became visible (workers cannot observe visibility themselves). */
  async visible(): Promise<void> {},

  // Session
  async requestCode(_email: string, _isTempUser?: boolean): Promise<Result> { return { ok: false, message: 'todo' }; },
  async verifyCode(_email: string, _code: string): Promise<Result> { return { ok: false, message: 'todo' }; },
  /** A token given in a read route's query overrides the stored one. */
  async useToken(_accessToken: string): Promise<void> {},
  async logout(): Promise<void> {},
  async updateUser(_patch: UserUpdate): Promise<Result<User>> { return { ok: false, message: 'todo' }; },

  // Pulls
  /** Fetch the resource if it is missing or stale; resolves once the local database holds it (or the fetch failed). */
  async ensure(_r: Resource): Promise<Result> { return { ok: false, message: 'todo' }; },
  /** Fetch the resource now, whatever the local database holds. */
  async refresh(_r: Resource): Promise<Result> { return { ok: false, message: 'todo' }; },

  // Online-only commands
  async playSeries(_seriesId: string): Promise<Result<SeriesPlayResponse>> { return { ok: false, message: 'todo' }; },

  // Player writes: optimistic rows + an outbox row in one transaction; delivered once, when online.
  async submitChoice(_adventureId: string, _chapter: number, _text: string): Promise<Result> { return { ok: false, message: 'todo' }; },
  async postComment(_sagaId: string, _text: string, _opts?: { parentId?: string; isSpoiler?: boolean }): Promise<Result> { return { ok: false, message: 'todo' }; },
  async rate(_req: RatingRequest): Promise<Result> { return { ok: false, message: 'todo' }; },

  // The pending-writes list
  async retryWrite(_id: string): Promise<void> {},
  async discardWrite(_id: string): Promise<void> {},
};

export type SyncApi = typeof api;
expose(api);
