/** Every route of the API; each domain registers its own. */
import type { FastifyInstance } from 'fastify';
import type { AuthSettings } from '../auth/settings';
import { accountRoutes } from './account';
import { artRoutes } from './art';
import { authRoutes } from './auth';
import { commentRoutes } from './comments';
import { devRoutes } from './dev';
import { dungeonRoutes } from './dungeons';
import { healthRoutes } from './health';
import { homeRoutes } from './home';
import { reportRoutes } from './reports';
import { seriesDomainRoutes } from './series';
import { sagaRoutes } from './sagas';
import { userRoutes } from './user';

export function registerRoutes(app: FastifyInstance, auth: AuthSettings): void {
  authRoutes(app, auth);
  userRoutes(app);
  homeRoutes(app);
  seriesDomainRoutes(app);
  sagaRoutes(app);
  commentRoutes(app);
  reportRoutes(app);
  dungeonRoutes(app);
  accountRoutes(app);
  artRoutes(app);
  healthRoutes(app);
  if (auth.devRoutes) devRoutes(app);
}
