/** Reporting a comment (comments/reports.ts). */
import type { FastifyInstance } from 'fastify';
import { api } from '../../src/contract';
import { reportComment } from '../comments/reports';
import { route } from '../http/route';
import { boundedParam } from '../http/path-params';

export function reportRoutes(app: FastifyInstance): void {
  route(app, api.reportComment, ({ ctx, userId, params, body }) => reportComment(ctx.db, userId, boundedParam(params.commentId, 'commentId'), body, ctx.now()));
}
