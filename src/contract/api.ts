/**
 * Every call of the API, by name: each domain declares its calls next to its schemas, and this
 * file combines them. The worker builds requests and parses responses from this table; the server
 * registers its routes and validates requests from it. A new domain adds one line here.
 */
import { authApi } from './auth';
import { homeApi } from './home';
import { sagasApi } from './sagas';
import { seriesApi } from './series';
import { userApi } from './user';

export const api = {
  ...authApi,
  ...userApi,
  ...homeApi,
  ...seriesApi,
  ...sagasApi,
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
