import type { Table } from 'dexie';
import type { Api, EndpointName, ResponseOf } from '../../src/contract';
import type { ChronicleDB } from '../../src/db';
import type { Clock } from '../deps';
import type { Http } from '../http/create-http';
import { describeFailure } from '../http/outcome';
import type { PrefetchMedia, MediaUrls } from '../media';
import type { Result } from '../types';

export interface SyncContext {
  db: ChronicleDB;
  http: Http;
  clock: Clock;
  /** Warms the service worker's media caches; tests pass a spy (default: worker/media.ts). */
  prefetch?: PrefetchMedia;
}

/** How one resource is fetched and written. `write` runs inside the pull's one transaction. */
export interface PullSpec<N extends EndpointName> {
  /** The syncState key, e.g. 'featured', 'series:ID', 'thread:saga:ID'; also names the resource in errors. */
  key: string;
  endpoint: N;
  params?: Record<string, string>;
  query?: Record<string, string>;
  tables(db: ChronicleDB): Table[];
  write(db: ChronicleDB, data: ResponseOf<Api[N]>): Promise<void>;
  /** Audio and artwork the pulled data names, fetched for offline once the data is stored. */
  media?(data: ResponseOf<Api[N]>): MediaUrls;
}

/**
 * Fetch with If-None-Match, then write data and freshness in one transaction. On any failure the
 * last good data stays untouched; only syncState.error records what went wrong.
 */
export async function pull<N extends EndpointName>({ db, http, clock, prefetch }: SyncContext, spec: PullSpec<N>): Promise<Result> {
  const state = await db.syncState.get(spec.key);
  const out = await http.call(spec.endpoint, { params: spec.params, query: spec.query, etag: state?.etag ?? null });
  const fetchedAt = clock.now();

  if (out.kind === 'not-modified') {
    await db.syncState.put({ resource: spec.key, etag: state?.etag ?? null, fetchedAt, error: null });
    return { ok: true, value: undefined };
  }
  if (out.kind === 'ok') {
    await db.transaction('rw', [db.syncState, ...spec.tables(db)], async () => {
      await spec.write(db, out.data);
      await db.syncState.put({ resource: spec.key, etag: out.etag, fetchedAt, error: null });
    });
    if (spec.media && prefetch) {
      try {
        prefetch(spec.media(out.data));
      } catch (err) {
        console.warn(`[sync] ${spec.key}: media prefetch failed`, err);
      }
    }
    return { ok: true, value: undefined };
  }

  if (out.kind === 'malformed') console.error(`[sync] ${spec.key}: malformed response, ${out.issue}`);
  const message = describeFailure(out);
  await db.syncState.put({ resource: spec.key, etag: state?.etag ?? null, fetchedAt: state?.fetchedAt ?? 0, error: message });
  return out.kind === 'http' ? { ok: false, message, status: out.status } : { ok: false, message };
}
