import { api, ErrorBody, pathFor, type Api, type EndpointName, type RequestOf, type ResponseOf } from '../../src/contract';
import type { ChronicleDB } from '../../src/db';
import type { FetchLike } from '../deps';
import type { HttpOutcome } from './outcome';
import { createRefresher } from './refresh';
import { readSession } from './session';

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as If-None-Match. */
  etag?: string | null;
  headers?: Record<string, string>;
}

export interface Http {
  call<N extends EndpointName>(name: N, opts?: CallOptions): Promise<HttpOutcome<ResponseOf<Api[N]>>>;
  /** A stored request (an outbox row's): its params and body are typed by its endpoint. */
  send<N extends EndpointName>(request: RequestOf<N>, opts?: { headers?: Record<string, string> }): Promise<HttpOutcome<ResponseOf<Api[N]>>>;
}

export interface HttpDeps {
  db: ChronicleDB;
  fetch: FetchLike;
  /** e.g. 'https://host/api': the contract's paths are relative to it. */
  baseUrl: string;
  /** Tests shorten the wait for an answer (default REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * A call with no complete answer after this long has failed like a dropped connection (and a write is
 * retried with its Idempotency-Key). Without it a request cut mid-answer by a dying network can hang
 * for good, and with it the outbox's queue for that scope.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

/** Calls that sign in (or need no one signed in): a 401 there is an answer, not an expired token. */
const NO_REFRESH: ReadonlySet<EndpointName> = new Set<EndpointName>(['tokenRefresh', 'magicCodeRequest', 'magicCodeVerify', 'googleAuth', 'authInit', 'devMailbox']);

export function createHttp({ db, fetch, baseUrl, timeoutMs = REQUEST_TIMEOUT_MS }: HttpDeps): Http {
  async function once<N extends EndpointName>(name: N, opts: CallOptions, token: string | null): Promise<HttpOutcome<ResponseOf<Api[N]>>> {
    const ep = api[name];
    const query = opts.query ? `?${new URLSearchParams(opts.query).toString()}` : '';
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opts.etag) headers['If-None-Match'] = opts.etag;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';

    let res: Response;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      res = await fetch(`${baseUrl}${pathFor(ep.path, opts.params)}${query}`, {
        method: ep.method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        credentials: 'include',
        signal,
      });
    } catch (e) {
      return { kind: 'network', message: e instanceof Error ? e.message : String(e) };
    }
    if (res.status === 304) return { kind: 'not-modified' };
    const json: unknown = await res.json().catch(() => undefined);
    // The answer's body never finished arriving: the connection dropped mid-answer.
    if (signal.aborted) return { kind: 'network', message: 'The answer did not arrive in time.' };
    if (!res.ok) {
      const err = ErrorBody.safeParse(json);
      return { kind: 'http', status: res.status, message: err.success ? err.data.message : null };
    }
    const parsed = ep.response.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { kind: 'malformed', status: res.status, issue: issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid' };
    }
    // The schema just accepted it; indexing `api` by a generic name loses the link TS would need.
    return { kind: 'ok', status: res.status, data: parsed.data as ResponseOf<Api[N]>, etag: res.headers.get('ETag') };
  }

  const refresh = createRefresher(db, (refresh_token) => once('tokenRefresh', { query: { refresh_token } }, null));

  async function call<N extends EndpointName>(name: N, opts: CallOptions = {}): Promise<HttpOutcome<ResponseOf<Api[N]>>> {
    const token = (await readSession(db))?.access_token ?? null;
    const first = await once(name, opts, token);
    if (first.kind !== 'http' || first.status !== 401 || NO_REFRESH.has(name)) return first;
    // Another call may have refreshed while this one was in flight: then just use the new token.
    const now = (await readSession(db))?.access_token ?? null;
    if (now === token || now === null) {
      if ((await refresh()) !== 'refreshed') return first;
    }
    return once(name, opts, (await readSession(db))?.access_token ?? null);
  }

  return {
    call,
    send: (request, opts = {}) => call(request.endpoint, { params: request.params, body: request.body, headers: opts.headers }),
  };
}
