/** GET /expedition/:id/ and /expedition/:id/user-progress/ (in-play §7 Expeditions). */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { expeditionProgressOf, expeditionView } from '../../dungeons/expedition';
import { route } from '../../http/route';

export function expeditionRoutes(app: FastifyInstance): void {
  route(app, api.expedition, ({ ctx, params }) => expeditionView(ctx.db, params.id));
  route(app, api.expeditionProgress, ({ ctx, userId, params }) => expeditionProgressOf(ctx.db, userId, params.id));
}
