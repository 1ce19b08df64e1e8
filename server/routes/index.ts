/** Every route of the API; each domain registers its own. */
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account';
import { artRoutes } from './art';
import { authRoutes } from './auth';
import { devRoutes } from './dev';
import { dungeonRoutes } from './dungeons/index';
import { homeRoutes } from './home';
import { sagaRoutes } from './comments/saga-comments';
import { storyRoutes } from './sagas';
import { seriesRoutes } from './memories/series';
import { userRoutes } from './user';

export function registerRoutes(app: FastifyInstance): void {
  authRoutes(app);
  userRoutes(app);
  homeRoutes(app);
  seriesRoutes(app);
  sagaRoutes(app);
  dungeonRoutes(app);
  accountRoutes(app);
  storyRoutes(app);
  artRoutes(app);
  if (app.ctx.devRoutes) devRoutes(app);
}
