/** The story domains' routes (memories' extra calls, discussions, sagas, custom stories, echoes, cards). */
import type { FastifyInstance } from 'fastify';
import { cardRoutes } from './cards';
import { discussionRoutes } from './discussions';
import { echoRoutes } from './echoes';
import { memoryRoutes } from './memories';
import { sagaPageRoutes } from './sagas';
import { storyPlayRoutes } from './story';

export function storyRoutes(app: FastifyInstance): void {
  memoryRoutes(app);
  discussionRoutes(app);
  sagaPageRoutes(app);
  storyPlayRoutes(app);
  echoRoutes(app);
  cardRoutes(app);
}
