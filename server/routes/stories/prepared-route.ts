/**
 * route() for mutations that must await something first (the narrator): `prepare` runs outside any
 * transaction and must not write; `commit` is synchronous database work, run by the same idempotent
 * transaction as route()'s handlers. A replayed Idempotency-Key answers from the store BEFORE prepare, so
 * the narrator is not called again. commit must re-check what prepare saw (another turn may have landed
 * in between) and refuse with a 409 when it changed.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Endpoint } from '../../../src/contract';
import { callerOf } from '../../http/auth';
import { fail } from '../../http/errors';
import { runIdempotent } from '../../http/idempotent';
import { Answer, type Call, type Result } from '../../http/route';
import { findAnswer } from '../../store/idempotency';

export function routeWithPrepare<E extends Endpoint, T>(
  app: FastifyInstance,
  endpoint: E,
  prepare: (call: Call<E, false>) => Promise<T>,
  commit: (call: Call<E, false>, prepared: T) => Result<E>,
): void {
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    handler: async (request, reply) => {
      const ctx = app.ctx;
      const userId = callerOf(request, ctx) ?? fail(401, 'Your session has expired. Please log in again.');
      const call = {
        body: endpoint.body ? endpoint.body.parse(request.body) : undefined,
        query: endpoint.query ? endpoint.query.parse(request.query) : undefined,
        params: request.params as Record<string, string>,
        userId,
        ip: request.ip,
        ctx,
        request,
        afterCommit: () => fail(500, 'afterCommit is not supported here'),
      } as Call<E, false>;

      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      const stored = key ? findAnswer(ctx.db, userId, key) : undefined;
      // runIdempotent below replays it (and checks method and path) without running commit.
      const prepared = stored ? (undefined as T) : await prepare(call);

      const outcome = runIdempotent(ctx, request, userId, () => {
        const result = commit(call, prepared);
        const { status, body } = result instanceof Answer ? result : { status: 200, body: result };
        if (status < 300 && !ctx.production) {
          const checked = endpoint.response.safeParse(body);
          if (!checked.success) throw new Error(`${endpoint.method} ${endpoint.path} answered off-contract: ${checked.error.message}`);
        }
        return { status, text: JSON.stringify(body) };
      });
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return send(reply, outcome);
    },
  });
}

function send(reply: FastifyReply, { status, text }: { status: number; text: string }): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(text);
}

