/** Shared setup of the stories tests: user ids, subscribers, a counting narrator, GETs with a query. */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { api, type Endpoint, type StoryBlock } from '../../src/contract';
import { setNarrator, type Narrator, type NarratorContext } from '../../server/sagas/narrator';
import type { Caller } from './helpers';

export async function userIdOf(me: Caller): Promise<string> {
  return (await me.call(api.getUser)).user_id;
}

/**
 * Makes a player a subscriber the way the account domain records it: users.subscription_until when that
 * column exists, else an active 'subscription' play pass.
 */
export function makeSubscriber(app: FastifyInstance, userId: string): void {
  const db = app.ctx.db;
  const until = app.ctx.now() + 30 * 86_400_000;
  const cols = (db.prepare('PRAGMA table_info(users)').all() as { name: string }[]).map((c) => c.name);
  if (cols.includes('subscription_until')) {
    db.prepare('UPDATE users SET subscription_until = ? WHERE user_id = ?').run(until, userId);
    return;
  }
  db.prepare("INSERT INTO play_passes (user_id, kind, source, starts_at, ends_at) VALUES (?, 'subscription', 'test', ?, ?)").run(
    userId,
    app.ctx.now() - 1000,
    until,
  );
}

/** A narrator that tells one fixed block per call and remembers what it was asked. */
export function countingNarrator(app: FastifyInstance): { calls: NarratorContext[] } {
  const calls: NarratorContext[] = [];
  const narrator: Narrator = {
    continue(ctx) {
      calls.push(ctx);
      const block: StoryBlock = { blockType: 'narrative', blockText: `Told ${calls.length}: ${ctx.playerText || 'opening'}`, character: null, characterImageURL: null };
      return Promise.resolve([block]);
    },
  };
  setNarrator(app, narrator);
  return { calls };
}

/** GET with a query string, parsed by the contract. */
export async function getWith<E extends Endpoint>(me: Caller, e: E, path: string, query: Record<string, string>): Promise<z.output<E['response']>> {
  const res = await me.inject({ method: 'GET', url: `/api${path}?${new URLSearchParams(query).toString()}` });
  if (res.statusCode !== 200) throw new Error(`${path} → ${res.statusCode} ${res.body}`);
  return e.response.parse(res.json()) as z.output<E['response']>;
}

/** A raw call, for refusals: status and message. */
export async function attempt(me: Caller, method: string, url: string, payload?: unknown, key?: string): Promise<{ status: number; message: string; body: unknown }> {
  const res = await me.inject({
    method: method as 'GET',
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: key ? { 'idempotency-key': key } : {},
  });
  const body = res.body ? (res.json() as { message?: string }) : {};
  return { status: res.statusCode, message: body.message ?? '', body };
}
