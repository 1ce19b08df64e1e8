import type { ChronicleDB } from '../../src/db';
import type { Clock, LockManagerLike } from '../deps';
import type { Http } from '../http/create-http';
import type { PrefetchMedia } from '../media';
import type { Outbox } from '../outbox/replay';
import type { Sync } from '../sync/create-sync';
import type { OfflineFiles } from './offline-files';

/** What an online-only command works with. */
export interface CommandContext {
  db: ChronicleDB;
  http: Http;
  clock: Clock;
  sync: Sync;
  outbox: Outbox;
  prefetch?: PrefetchMedia;
  /** The tabs' Web Locks: a download runs in one tab. */
  locks: LockManagerLike;
  /** Where downloads keep their files (default: the offline cache, ./offline-files.ts). */
  offlineFiles?: OfflineFiles;
}
