/** The story domains' routes (memories' extra calls, discussions, sagas, custom stories, echoes, cards). */
import type { FastifyInstance } from 'fastify';
import { cardRoutes } from './cards';
import { discussionRoutes } from '../comments/index';
import { echoRoutes } from './echoes';
import { memoryRoutes } from '../memories/around-play';
import { sagaPageRoutes } from './saga-pages';
import { storyPlayRoutes } from './custom-stories';

export function storyRoutes(app: FastifyInstance): void {
  memoryRoutes(app);
  discussionRoutes(app);
  sagaPageRoutes(app);
  storyPlayRoutes(app);
  echoRoutes(app);
  cardRoutes(app);
}
