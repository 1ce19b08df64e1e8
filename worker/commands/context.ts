import type { ChronicleDB } from '../../src/db';
import type { Clock } from '../deps';
import type { Http } from '../http/create-http';
import type { PrefetchMedia } from '../media';
import type { Outbox } from '../outbox/replay';
import type { Sync } from '../sync/create-sync';

/** What an online-only command works with. */
export interface CommandContext {
  db: ChronicleDB;
  http: Http;
  clock: Clock;
  sync: Sync;
  outbox: Outbox;
  prefetch?: PrefetchMedia;
}
