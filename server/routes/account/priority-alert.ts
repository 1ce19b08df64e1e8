/** The running team event's priority alert. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { priorityAlert } from '../../account/priority-alert';
import { route } from '../../http/route';

export function priorityAlertRoutes(app: FastifyInstance): void {
  route(app, api.priorityAlert, ({ ctx }) => priorityAlert(ctx.db, ctx.now()));
}
