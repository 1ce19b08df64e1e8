/** The sagas domain's routes: saga pages, custom stories, echoes, cards and community challenges. */
import type { FastifyInstance } from 'fastify';
import { cardRoutes } from './cards';
import { challengeRoutes } from './challenges';
import { storyPlayRoutes } from './custom-stories';
import { echoRoutes } from './echoes';
import { sagaPageRoutes } from './saga-pages';

export function sagaRoutes(app: FastifyInstance): void {
  sagaPageRoutes(app);
  storyPlayRoutes(app);
  echoRoutes(app);
  cardRoutes(app);
  challengeRoutes(app);
}
