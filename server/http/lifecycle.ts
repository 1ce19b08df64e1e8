/**
 * An instance's life behind a load balancer: the health check it answers, and a graceful stop. A stop first
 * says so to the health check (503, for `drainMs`, so a balancer sends no more), then stops accepting
 * connections, lets the requests in flight finish, and runs the onClose hooks (the database, the render threads).
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorBody, Health } from '../../src/contract';
import { databaseAnswers } from '../store/health';
import { type Answer, refuse } from './route';
import type { ServerContext } from './server-context';

export interface StopOptions {
  /** How long the health check answers 503 before the instance stops accepting (SHUTDOWN_DRAIN_SECONDS). */
  drainMs?: number;
  /** How long requests in flight may take to finish (SHUTDOWN_TIMEOUT_SECONDS); past it the stop gives up on them. */
  timeoutMs?: number;
}

export const DEFAULT_STOP_TIMEOUT_MS = 30_000;

/**
 * Once a stop begins, every answer says `Connection: close`: a keep-alive client reconnects (through the balancer,
 * to another instance), and a connection whose request was in flight ends with its answer instead of keeping the
 * stop waiting for its idle timeout.
 */
export function installLifecycle(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (app.ctx.lifecycle.draining) reply.header('connection', 'close');
  });
}

/** What GET /api/healthz answers: ok while the instance serves and its database answers; 503 otherwise. */
export async function health(ctx: ServerContext): Promise<Health | Answer<ErrorBody>> {
  if (ctx.lifecycle.draining) return refuse(503, 'This instance is shutting down.');
  if (!(await databaseAnswers(ctx.db))) return refuse(503, 'This instance cannot reach its database.');
  return { status: 'ok' };
}

/** Stops `app` gracefully; true when everything in flight finished and every onClose hook ran in time. */
export async function stopGracefully(app: FastifyInstance, { drainMs = 0, timeoutMs = DEFAULT_STOP_TIMEOUT_MS }: StopOptions = {}): Promise<boolean> {
  app.ctx.lifecycle.draining = true;
  if (drainMs > 0) await wait(drainMs);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([app.close().then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
