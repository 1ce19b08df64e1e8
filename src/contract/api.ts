/**
 * Every call of the API, by name: each domain declares its calls next to its schemas, and this
 * file combines them. The worker builds requests and parses responses from this table; the server
 * registers its routes and validates requests from it. A new domain adds one line here.
 */
import type { BodyOf, ParamsOf } from './endpoint';
import { accountApi } from './account';
import { authApi } from './auth';
import { commentsApi } from './comments';
import { dungeonApi } from './dungeon';
import { healthApi } from './health';
import { homeApi } from './home';
import { reportsApi } from './reports';
import { seriesDomainApi } from './series';
import { sagasApi } from './sagas';
import { userApi } from './user';

export const api = {
  ...authApi,
  ...userApi,
  ...homeApi,
  ...seriesDomainApi,
  ...sagasApi,
  ...commentsApi,
  ...dungeonApi,
  ...accountApi,
  ...healthApi,
  ...reportsApi,
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;

/**
 * One request of a named call, as the outbox stores it: `{ endpoint: 'dungeonContinue', params: { id },
 * body }`. A union over names, so a row's endpoint types its params and body.
 */
export type RequestOf<N extends EndpointName> = {
  [K in N]: { endpoint: K; params: ParamsOf<Api[K]>; body: BodyOf<Api[K]> };
}[N];
