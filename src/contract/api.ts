/**
 * Every call of the API, by name. The worker builds its requests and parses its responses from
 * this table; the server registers its routes and validates its requests from it.
 */
import { z } from 'zod';
import {
  DevMailbox,
  DevMailboxQuery,
  GoogleAuth,
  InitSettings,
  MagicCodeRequest,
  MagicCodeVerify,
  RefreshQuery,
  RefreshResponse,
  TokenPair,
} from './auth';
import { MessageResponse } from './common';
import { endpoint } from './endpoint';
import { HomeList } from './home';
import { AddComment, Comment, CommentList } from './sagas';
import { Adventure, ContinueRequest, SeriesDetails, SeriesPlayResponse } from './series';
import { RatingRequest, RatingResponse, User, UserUpdate } from './user';

export const Empty = z.object({}).strict();

export const api = {
  // Auth (app-shell §7)
  authInit: endpoint({ method: 'GET', path: '/auth/init/', response: InitSettings }),
  magicCodeRequest: endpoint({ method: 'POST', path: '/auth/magic-code/request/', body: MagicCodeRequest, response: MessageResponse }),
  magicCodeVerify: endpoint({ method: 'POST', path: '/auth/magic-code/verify/', body: MagicCodeVerify, response: TokenPair }),
  googleAuth: endpoint({ method: 'POST', path: '/auth/google/', body: GoogleAuth, response: TokenPair }),
  tokenRefresh: endpoint({ method: 'GET', path: '/auth/token/refresh/', query: RefreshQuery, response: RefreshResponse }),
  devMailbox: endpoint({ method: 'GET', path: '/dev/mailbox', query: DevMailboxQuery, response: DevMailbox }),

  // User
  getUser: endpoint({ method: 'GET', path: '/user/', response: User }),
  updateUser: endpoint({ method: 'PUT', path: '/user/', body: UserUpdate, response: User }),
  rate: endpoint({ method: 'POST', path: '/user/rating/', body: RatingRequest, response: RatingResponse }),

  // Home
  featured: endpoint({ method: 'GET', path: '/homepage/featured/', response: HomeList }),
  recents: endpoint({ method: 'GET', path: '/homepage/recents/', response: HomeList }),

  // Series and adventures
  seriesDetails: endpoint({ method: 'GET', path: '/ac/series/:seriesId/details/', response: SeriesDetails }),
  seriesPlay: endpoint({ method: 'POST', path: '/ac/series/:seriesId/play/', body: Empty.optional(), response: SeriesPlayResponse }),
  adventure: endpoint({ method: 'GET', path: '/ac/:id/', response: Adventure }),
  adventureContinue: endpoint({ method: 'PUT', path: '/ac/:id/continue/', body: ContinueRequest, response: Adventure }),

  // Sagas
  sagaComments: endpoint({ method: 'GET', path: '/sagas/:sagaId/comments/', response: CommentList }),
  sagaAddComment: endpoint({ method: 'POST', path: '/sagas/:sagaId/add-comment/', body: AddComment, response: Comment }),
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
