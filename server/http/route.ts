/**
 * Registers one call of the contract: method and path from the endpoint, body and query validated by
 * its schemas, the caller authenticated unless the route is public, and (outside production) the
 * answer checked against the response schema.
 *
 * Mutations (every method but GET) honour Idempotency-Key: their handlers are database work on the
 * call's ctx.db, run in ONE transaction together with the storing of the answer, so a key whose answer was
 * lost on the way still has exactly one effect. A thrown error rolls everything back; a returned
 * refusal (`refuse`) commits the handler's writes (a wrong login attempt must count) but is not
 * stored, so only successes replay.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Endpoint, type ErrorBody, isTempEmail, LINK_NEEDED_MESSAGE, type ParamsOf } from '../../src/contract';
import { callerOf } from './caller';
import type { ServerContext } from './server-context';
import { HttpError, fail } from './errors';
import { idempotencyKey, runIdempotent } from './idempotent';
import { findAnswer } from '../store/idempotency';
import { findUser } from '../store/users';
import { type PlayerAction, spendPlayerLimit } from './player-limits';

/** What a validated part holds; `body?:` makes E['body'] include undefined, hence the Exclude. */
type Out<S> = [Exclude<S, undefined>] extends [never] ? undefined : z.output<Exclude<S, undefined> & z.ZodType>;

export interface Call<E extends Endpoint, P extends boolean> {
  body: Out<E['body']>;
  query: Out<E['query']>;
  /** Typed from the path template: '/dungeon/:id/continue/' gives { id: string }. */
  params: ParamsOf<E>;
  /** Always set on authenticated routes; on public routes only when a valid token came along. */
  userId: P extends true ? string | null : string;
  ip: string;
  ctx: ServerContext;
  request: FastifyRequest;
  /** Work to do once the transaction committed (sending an email); a failure un-stores the answer. */
  afterCommit(work: () => Promise<void>): void;
}

/** An answer with a status other than 200. */
export class Answer<T> {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {}
}
export const answer = <T>(status: number, body: T): Answer<T> => new Answer(status, body);
export const refuse = (status: number, message: string): Answer<ErrorBody> => new Answer(status, { message });

type Wire<E extends Endpoint> = z.input<E['response']>;
export type Result<E extends Endpoint> = Wire<E> | Answer<Wire<E>> | Answer<ErrorBody>;

export interface RouteOptions<P extends boolean> {
  public?: P;
  /** A mutation whose answer carries secrets (tokens): replayed to a retry only this long (ms). */
  keepAnswerMs?: number;
  /** A per-player limit this call counts toward (http/player-limits.ts); a replayed key does not count again. */
  limit?: PlayerAction;
  /** Needs a real account: a temporary player is refused with 403 and asked to link an email (LINK_NEEDED_FOR). */
  account?: boolean;
}

export function route<E extends Endpoint, P extends boolean = false>(
  app: FastifyInstance,
  endpoint: E,
  handler: (call: Call<E, P>) => Result<E> | Promise<Result<E>>,
  options: RouteOptions<P> = {},
): void {
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    handler: async (request, reply) => {
      const ctx = app.ctx;
      const userId = await callerOf(request, ctx);
      if (!userId && !options.public) fail(401, SESSION_EXPIRED);
      if (options.account && userId && isTempEmail((await findUser(ctx.db, userId))?.email ?? '')) fail(403, LINK_NEEDED_MESSAGE);
      const after: (() => Promise<void>)[] = [];
      const callIn = (c: ServerContext) => callOf<E, P>(endpoint, request, c, userId, (work) => void after.push(work));
      const spend = async (c: ServerContext) => {
        if (options.limit && userId) await spendPlayerLimit(c, userId, options.limit);
      };

      if (endpoint.method === 'GET') {
        await spend(ctx);
        return send(reply, settle(endpoint, ctx, await handler(callIn(ctx))));
      }

      const scope = userId ?? `anon:${request.ip}`;
      // The handler runs on the transaction (its call's ctx.db): everything it does commits with the answer.
      const outcome = await runIdempotent(
        ctx,
        request,
        scope,
        async (inTx) => {
          await spend(inTx);
          return settle(endpoint, inTx, await handler(callIn(inTx)));
        },
        options.keepAnswerMs,
      );
      try {
        for (const work of after) await work();
      } catch (error) {
        await outcome.forget();
        throw error instanceof HttpError ? error : new HttpError(502, 'We could not finish that just now. Please try again.');
      }
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return send(reply, outcome);
    },
  });
}

/**
 * route() for an authenticated mutation that must await something first (the narrator): `prepare`
 * runs outside any transaction and must not write; `commit` is database work on its call's ctx.db, run in the
 * same idempotent transaction as route()'s handlers. A replayed Idempotency-Key answers from the store
 * BEFORE prepare, so the slow work is not done again. commit must re-check what prepare saw (another
 * write may have landed in between) and refuse with a 409 when it changed.
 */
export function routePrepared<E extends Endpoint, T, P extends boolean = false>(
  app: FastifyInstance,
  endpoint: E,
  prepare: (call: Call<E, P>) => Promise<T>,
  commit: (call: Call<E, P>, prepared: T) => Promise<Result<E>>,
  options: RouteOptions<P> = {},
): void {
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    handler: async (request, reply) => {
      const ctx = app.ctx;
      const userId = await callerOf(request, ctx);
      if (!userId && !options.public) fail(401, SESSION_EXPIRED);
      const callIn = (c: ServerContext) => callOf<E, P>(endpoint, request, c, userId, () => fail(500, 'afterCommit is not supported here'));
      const scope = userId ?? `anon:${request.ip}`;
      const key = idempotencyKey(request);
      // A stored answer is replayed by runIdempotent (which also checks the request is the same) without commit.
      const prepared = key && (await findAnswer(ctx.db, scope, key, ctx.now())) ? (undefined as T) : await prepare(callIn(ctx));
      const outcome = await runIdempotent(ctx, request, scope, async (inTx) => settle(endpoint, inTx, await commit(callIn(inTx), prepared)), options.keepAnswerMs);
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return send(reply, outcome);
    },
  });
}

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

function callOf<E extends Endpoint, P extends boolean>(
  endpoint: E,
  request: FastifyRequest,
  ctx: ServerContext,
  userId: string | null,
  afterCommit: (work: () => Promise<void>) => void,
): Call<E, P> {
  return {
    body: endpoint.body ? endpoint.body.parse(request.body) : undefined,
    query: endpoint.query ? endpoint.query.parse(request.query) : undefined,
    params: request.params as ParamsOf<E>,
    userId,
    ip: request.ip,
    ctx,
    request,
    afterCommit,
  } as Call<E, P>;
}

function settle<E extends Endpoint>(endpoint: E, ctx: ServerContext, result: Result<E>): { status: number; text: string } {
  const { status, body } = result instanceof Answer ? result : { status: 200, body: result };
  // Development and tests hold every success to the contract; production trusts the types.
  if (status < 300 && !ctx.production) {
    const checked = endpoint.response.safeParse(body);
    // Our bug, not the caller's: a 500 (logged by the error handler), never a 400.
    if (!checked.success) throw new Error(`${endpoint.method} ${endpoint.path} answered off-contract: ${checked.error.message}`);
  }
  return { status, text: JSON.stringify(body) };
}

function send(reply: FastifyReply, { status, text }: { status: number; text: string }): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(text);
}
