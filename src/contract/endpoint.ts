import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API. `path` is relative to /api and uses :name for path parameters, so the same
 * string is the server's route and the client's URL template.
 */
export interface Endpoint<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: Method;
  path: string;
  body?: B;
  query?: Q;
  response: R;
}

export function endpoint<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, R extends z.ZodType>(
  e: Endpoint<B, Q, R>,
): Endpoint<B, Q, R> {
  return e;
}

/** Fills :params of a path; every value is URI-encoded. Throws on a missing parameter. */
export function pathFor(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}

export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
