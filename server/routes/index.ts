/** Every route of the API; each domain registers its own. */
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account';
import { artRoutes } from './art';
import { authRoutes } from './auth';
import { devRoutes } from './dev';
import { dungeonRoutes } from './dungeons';
import { homeRoutes } from './home';
import { sagaRoutes } from './sagas';
import { storyRoutes } from './stories';
import { seriesRoutes } from './series';
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
