/** A scripted API: routes by method and contract path, records every request, can go offline. */
export interface Recorded {
  method: string;
  /** The path under /api, without the query. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface Reply {
  status: number;
  body?: unknown;
  /** Sent as is instead of `body` as JSON: a cut answer, an HTML page. */
  raw?: string;
  headers?: Record<string, string>;
}

type Handler = (req: Recorded, params: Record<string, string>) => Reply | Promise<Reply>;

export const BASE_URL = 'http://test.local/api';

/** Like fetch: a call whose signal aborts rejects with an AbortError, whatever the handler still does. */
function abortable<T>(reply: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return reply;
  if (signal.aborted) return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    reply.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export class FakeNetwork {
  online = true;
  readonly requests: Recorded[] = [];
  private routes: { method: string; pattern: RegExp; names: string[]; handler: Handler }[] = [];

  /** `path` is a contract path template ('/sagas/:sagaId/add-comment/'); later routes win. */
  on(method: string, path: string, reply: Reply | Handler): this {
    const names: string[] = [];
    const pattern = new RegExp(
      `^${path.replace(/:([A-Za-z_]+)/g, (_, n: string) => {
        names.push(n);
        return '([^/]+)';
      })}$`,
    );
    this.routes.unshift({ method, pattern, names, handler: typeof reply === 'function' ? reply : () => reply });
    return this;
  }

  to(method: string, path: string): Recorded[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  readonly fetch = async (input: string, init: RequestInit): Promise<Response> => {
    if (!this.online) throw new TypeError('Failed to fetch');
    const url = new URL(input);
    if (!url.href.startsWith(BASE_URL)) throw new Error(`unexpected URL ${input}`);
    const rec: Recorded = {
      method: init.method ?? 'GET',
      path: url.pathname.slice(new URL(BASE_URL).pathname.length),
      query: url.searchParams,
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    this.requests.push(rec);
    for (const route of this.routes) {
      const m = route.method === rec.method ? route.pattern.exec(rec.path) : null;
      if (!m) continue;
      const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]));
      const reply = await abortable(Promise.resolve(route.handler(rec, params)), init.signal);
      if (!this.online) throw new TypeError('Failed to fetch');
      const body = reply.raw ?? (reply.status === 304 || reply.body === undefined ? null : JSON.stringify(reply.body));
      return new Response(body, { status: reply.status, headers: { 'Content-Type': 'application/json', ...reply.headers } });
    }
    return new Response(JSON.stringify({ message: `no route ${rec.method} ${rec.path}` }), { status: 404 });
  };
}
