/** Every route of the API; each domain registers its own. */
import type { FastifyInstance } from 'fastify';
import { artRoutes } from './art';
import { authRoutes } from './auth';
import { devRoutes } from './dev';
import { homeRoutes } from './home';
import { sagaRoutes } from './sagas';
import { seriesRoutes } from './series';
import { userRoutes } from './user';

export function registerRoutes(app: FastifyInstance): void {
  authRoutes(app);
  userRoutes(app);
  homeRoutes(app);
  seriesRoutes(app);
  sagaRoutes(app);
  artRoutes(app);
  if (app.ctx.devRoutes) devRoutes(app);
}
