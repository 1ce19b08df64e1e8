/** Shared by the account tests: the same write twice under one Idempotency-Key, and direct grants. */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Endpoint, ParamsOf } from '../../../src/contract';
import { addToLedger } from '../../../server/store/account/ledgers';
import { caller, login, type Caller } from '../helpers';

/** Sends the call twice with one key: the second is a replay with the very same answer. */
export async function sameTwice<E extends Endpoint>(me: Caller, e: E, params?: ParamsOf<E>, body?: unknown): Promise<unknown> {
  const key = `k-${Math.random().toString(36).slice(2)}`;
  const first = await me.call(e, params, body, key);
  const second = await me.call(e, params, body, key);
  expect(second).toEqual(first);
  return first;
}

/** Rank points from outside the dungeons (the account domain's own ledger). */
export async function giveRankPoints(app: FastifyInstance, userId: string, points: number): Promise<void> {
  await addToLedger(app.ctx.db, 'rank_points', userId, points, 'test', app.ctx.now());
}

/** Access tokens are short-lived: after moving the clock, sign in again. */
export const signIn = async (app: FastifyInstance, email: string): Promise<Caller> => caller(app, (await login(app, email)).access_token);
