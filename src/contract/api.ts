/**
 * Every call of the API, by name: each domain declares its calls next to its schemas, and this
 * file combines them. The worker builds requests and parses responses from this table; the server
 * registers its routes and validates requests from it. A new domain adds one line here.
 */
import { accountApi } from './account';
import { authApi } from './auth';
import { dungeonApi } from './dungeon';
import { homeApi } from './home';
import { sagasApi } from './sagas';
import { storiesApi } from './stories';
import { seriesApi } from './series';
import { userApi } from './user';

export const api = {
  ...authApi,
  ...userApi,
  ...homeApi,
  ...seriesApi,
  ...sagasApi,
  ...dungeonApi,
  ...accountApi,
  ...storiesApi,
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
