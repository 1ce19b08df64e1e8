import type * as z from 'zod/mini';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/*
 * Wire conventions of the reference server (server/http), for every endpoint:
 * - Every non-GET honours an `Idempotency-Key` header (1..128 chars), scoped to the user (or the client
 *   address when signed out). Only 2xx answers are stored (30 days); the same key replays the stored
 *   status and body with `Idempotent-Replayed: true`. A refused (4xx) call stores nothing, so it may be
 *   retried with the same key. The same key on another method or path → 422.
 * - GET JSON answers carry a weak ETag (If-None-Match → 304, no body) and `Cache-Control: no-store`.
 * - Every error body is ErrorBody; a validation error's message names the field when it does not
 *   already ("Username: At most 24 characters"). 401 means the access token is missing, invalid or expired.
 */

/**
 * One call of the API. `path` is relative to /api and uses :name for path parameters, so the same
 * string is the server's route and the client's URL template.
 */
export interface Endpoint<
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
  P extends string = string,
> {
  method: Method;
  path: P;
  body?: B;
  query?: Q;
  response: R;
}

export function endpoint<
  R extends z.ZodMiniType,
  const P extends string,
  B extends z.ZodMiniType | undefined = undefined,
  Q extends z.ZodMiniType | undefined = undefined,
>(
  e: Endpoint<B, Q, R, P>,
): Endpoint<B, Q, R, P> {
  return e;
}

/** The :names of a path template: '/dungeon/:id/continue/' → 'id'. */
type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<Tail>
    : Rest
  : never;

/** The path parameters of a template, each a string: '/dungeon/:id/continue/' → { id: string }. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** Fills :params of a path; every value is URI-encoded. Throws on a missing parameter. */
export function pathFor<P extends string>(path: P, params: PathParams<P> | Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const v = (params as Record<string, string | number | undefined>)[name];
    if (v === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}

export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
/** The body as sent (before the schema's transforms); undefined for a call without one (a DELETE). */
export type BodyOf<E extends Endpoint> = [NonNullable<E['body']>] extends [never]
  ? undefined
  : [NonNullable<E['body']>] extends [z.ZodMiniType]
    ? z.input<NonNullable<E['body']>>
    : undefined;
/** The query as sent: the URL carries strings. */
export type QueryOf<E extends Endpoint> = [NonNullable<E['query']>] extends [z.ZodMiniType] ? { [K in keyof z.input<NonNullable<E['query']>>]?: string } : undefined;
/** The path parameters an endpoint needs, typed from its template (the server's handlers get the same). */
export type ParamsOf<E extends Endpoint> = PathParams<E['path']>;
