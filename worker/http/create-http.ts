import { api, ErrorBody, pathFor, type Api, type EndpointName, type RequestOf, type ResponseOf } from '../../src/contract';
import type { ChronicleDB } from '../../src/db';
import type { Clock, FetchLike } from '../deps';
import { isLinkFault, type HttpOutcome } from './outcome';
import { readBody, retryAfterMs } from './read-body';
import { createRefresher } from './refresh';
import { readSession } from './session';

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as If-None-Match. */
  etag?: string | null;
  /** An Idempotency-Key here means the caller retries on its own (the outbox): the call is made once. */
  headers?: Record<string, string>;
  /** A change whose loss costs nothing (a read step): sent once, with no key, so the server keeps no answer. */
  bestEffort?: boolean;
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
  /** Times each call out; the host's timers when absent. */
  clock?: Clock;
  /** How long one call may take, answer included, before it counts as lost (ms). */
  timeoutMs?: number;
}

/**
 * A request that got no answer in this long was lost on the way: a phone link can drop a request without
 * ever resetting the connection, and a call left hanging would hold its write's whole scope.
 */
export const CALL_TIMEOUT_MS = 30_000;

/** Calls that sign in (or need no one signed in): a 401 there is an answer, not an expired token. */
const NO_REFRESH: ReadonlySet<EndpointName> = new Set<EndpointName>(['tokenRefresh', 'magicCodeRequest', 'magicCodeVerify', 'googleAuth', 'authInit', 'devMailbox']);

const hostClock: Clock = { now: () => Date.now(), setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

const NOT_JSON = Symbol('not JSON');
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

export function createHttp({ db, fetch, baseUrl, clock = hostClock, timeoutMs = CALL_TIMEOUT_MS }: HttpDeps): Http {
  async function once<N extends EndpointName>(name: N, opts: CallOptions, token: string | null): Promise<HttpOutcome<ResponseOf<Api[N]>>> {
    const ep = api[name];
    const query = opts.query ? `?${new URLSearchParams(opts.query).toString()}` : '';
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opts.etag) headers['If-None-Match'] = opts.etag;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';

    const abort = new AbortController();
    const timer = clock.setTimeout(() => abort.abort(), timeoutMs);
    try {
      let res: Response;
      try {
        res = await fetch(`${baseUrl}${pathFor(ep.path, opts.params)}${query}`, {
          method: ep.method,
          headers,
          body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
          credentials: 'include',
          signal: abort.signal,
        });
      } catch (e) {
        return { kind: 'network', message: abort.signal.aborted ? 'The answer did not arrive in time.' : e instanceof Error ? e.message : String(e) };
      }
      if (res.status === 304) {
        void res.body?.cancel().catch(() => {});
        return { kind: 'not-modified' };
      }
      const body = await readBody(res);
      if (body.kind === 'cut') return { kind: 'network', message: abort.signal.aborted ? 'The answer did not arrive in time.' : `The answer was cut: ${body.message}` };
      const json = body.kind === 'text' ? parseJson(body.text) : NOT_JSON;
      if (!res.ok) {
        const err = ErrorBody.safeParse(json);
        const out: HttpOutcome<never> = { kind: 'http', status: res.status, message: err.success ? err.data.message : null };
        const pause = retryAfterMs(res.headers.get('retry-after'), clock.now());
        return pause === undefined ? out : { ...out, retryAfterMs: pause };
      }
      if (body.kind === 'too-large') return { kind: 'malformed', status: res.status, reason: 'unreadable', issue: 'the answer is too large' };
      if (json === NOT_JSON) return { kind: 'malformed', status: res.status, reason: 'unreadable', issue: 'the answer is not JSON' };
      const parsed = ep.response.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { kind: 'malformed', status: res.status, reason: 'off-contract', issue: issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid' };
      }
      // The schema just accepted it; indexing `api` by a generic name loses the link TS would need.
      return { kind: 'ok', status: res.status, data: parsed.data as ResponseOf<Api[N]>, etag: res.headers.get('ETag') };
    } finally {
      clock.clearTimeout(timer);
    }
  }

  const refresh = createRefresher(db, (refresh_token) => once('tokenRefresh', { query: { refresh_token } }, null));

  /** One call, refreshing the access token once on a 401. */
  async function authorized<N extends EndpointName>(name: N, opts: CallOptions): Promise<HttpOutcome<ResponseOf<Api[N]>>> {
    const token = (await readSession(db))?.access_token ?? null;
    const first = await once(name, opts, token);
    if (first.kind !== 'http' || first.status !== 401 || NO_REFRESH.has(name)) return first;
    // Another call may have refreshed while this one was in flight: then just use the new token.
    const now = (await readSession(db))?.access_token ?? null;
    if (now === token || now === null) {
      const refreshed = await refresh(token);
      // The refresh itself was lost on the way: that is the link's fault, not the session's.
      if (refreshed === 'unreachable') return { kind: 'network', message: 'The session could not be renewed' };
      if (refreshed !== 'refreshed') return first;
    }
    return once(name, opts, (await readSession(db))?.access_token ?? null);
  }

  /**
   * A call whose answer the link lost is made again at once, a GET once more, a change twice more under
   * one Idempotency-Key (so the server applies it once). A caller that brings its own key retries on its
   * own schedule (the outbox), so its call is made once.
   */
  async function call<N extends EndpointName>(name: N, opts: CallOptions = {}): Promise<HttpOutcome<ResponseOf<Api[N]>>> {
    const ownKey = opts.headers?.['Idempotency-Key'] !== undefined;
    const change = api[name].method !== 'GET';
    const tries = ownKey || opts.bestEffort ? 1 : change ? 3 : 2;
    const sent = change && !ownKey && !opts.bestEffort ? { ...opts, headers: { ...opts.headers, 'Idempotency-Key': crypto.randomUUID() } } : opts;
    let out = await authorized(name, sent);
    for (let i = 1; i < tries && out.kind !== 'ok' && out.kind !== 'not-modified' && isLinkFault(out); i++) out = await authorized(name, sent);
    return out;
  }

  return {
    call,
    send: (request, opts = {}) => call(request.endpoint, { params: request.params, body: request.body, headers: opts.headers }),
  };
}
