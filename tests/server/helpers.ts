/**
 * Shared setup of server tests: an in-memory server with a hand-driven clock, logins, calls by the
 * contract, user ids, subscribers, a counting narrator, GETs with a query, and raw calls for refusals.
 */
import Database from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { TEMPLATE } from '../postgres/global-setup';
import { type Db, dialectOf } from '../../server/store/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { api, type Endpoint, type ParamsOf, pathFor, type StoryBlock, type TokenPair } from '../../src/contract';
import { buildServer, type ServerOptions } from '../../server/app';
import { setNarrator, type Narrator, type NarratorContext } from '../../server/sagas/narrator';

export interface Clock {
  now: () => number;
  advance(ms: number): void;
}

export function clock(start = Date.parse('2026-03-01T09:00:00Z')): Clock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

/**
 * The local default (dev routes on, for the mailbox; payments in test mode) unless the options say otherwise.
 * The store is SQLite in memory, or in the Postgres pass (vite.config.ts) a fresh database of its own.
 */
export async function server(opts: Partial<ServerOptions> = {}): Promise<{ app: FastifyInstance; clock: Clock }> {
  const c = clock();
  const postgres = inject('postgresUrl');
  const databaseUrl = postgres && !opts.dbPath ? await freshDatabase(postgres) : undefined;
  // The seeded community stories would be every test's echoes: tests start without them unless they ask.
  const app = await buildServer({ dbPath: ':memory:', databaseUrl, now: c.now, devRoutes: true, payments: { testMode: true }, communityStories: false, ...opts });
  return { app, clock: c };
}

let databases = 0;

/** A database of the Postgres pass's cluster, copied from its migrated template (tests/postgres/global-setup.ts). */
export async function freshDatabase(clusterUrl: string): Promise<string> {
  const name = `test_${process.pid}_${++databases}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    // One copy at a time: Postgres refuses to copy a template another copy is reading.
    await admin.query('SELECT pg_advisory_lock(1)');
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE} STRATEGY FILE_COPY`);
  } finally {
    await admin.end();
  }
  return clusterUrl.replace(/\/[^/]*$/, `/${name}`);
}

/** Requests a code, reads it from the dev mailbox, verifies it. */
export async function login(app: FastifyInstance, email: string): Promise<TokenPair> {
  const requested = await app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email } });
  if (requested.statusCode !== 200) throw new Error(`code request failed: ${requested.body}`);
  const code = await mailboxCode(app, email);
  const verified = await app.inject({ method: 'POST', url: '/api/auth/magic-code/verify/', payload: { email, code } });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return api.magicCodeVerify.response.parse(verified.json());
}

export async function mailboxCode(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` });
  return api.devMailbox.response.parse(res.json()).code;
}

/** A logged-in player who also chose a username, ready to play. */
export async function player(app: FastifyInstance, email: string, username = email.split('@')[0]!): Promise<Caller> {
  const tokens = await login(app, email);
  const me = caller(app, tokens.access_token);
  await me.call(api.updateUser, {}, { username, onboarding_state: 2 });
  return me;
}

export interface Caller {
  token: string;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Calls an endpoint of the contract and parses its answer with the endpoint's response schema. */
  call<E extends Endpoint>(e: E, params?: ParamsOf<E>, body?: unknown, key?: string): Promise<z.output<E['response']>>;
}

export function caller(app: FastifyInstance, token: string): Caller {
  const inject = (opts: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({ ...opts, headers: { authorization: `Bearer ${token}`, ...(opts.headers ?? {}) } });
  return {
    token,
    inject,
    async call<E extends Endpoint>(e: E, params?: ParamsOf<E>, body?: unknown, key?: string): Promise<z.output<E['response']>> {
      const url = `/api${pathFor(e.path, params ?? {})}`;
      const res = await inject({
        method: e.method,
        url,
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        headers: key ? { 'idempotency-key': key } : {},
      });
      if (res.statusCode >= 300) throw new Error(`${e.method} ${url} → ${res.statusCode} ${res.body}`);
      return e.response.parse(res.json()) as z.output<E['response']>;
    },
  };
}

export async function userIdOf(me: Caller): Promise<string> {
  return (await me.call(api.getUser)).user_id;
}

/**
 * Makes a player a subscriber the way the account domain records it: users.subscription_until when that
 * column exists, else an active 'subscription' play pass.
 */
export async function makeSubscriber(app: FastifyInstance, userId: string): Promise<void> {
  const db = app.ctx.db;
  const until = app.ctx.now() + 30 * 86_400_000;
  if ((await tableColumns(db, 'users')).includes('subscription_until')) {
    (await rawRun(db, 'UPDATE users SET subscription_until = ? WHERE user_id = ?', until, userId));
    return;
  }
  (await rawRun(db, "INSERT INTO play_passes (user_id, kind, source, starts_at, ends_at) VALUES (?, 'subscription', 'test', ?, ?)", userId,
    app.ctx.now() - 1000,
    until,));
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

/** A test's own SQL, with `?` parameters, on the server's database (numbered `$1` on Postgres). */
export async function rawAll<T = Record<string, unknown>>(db: Db, text: string, ...params: unknown[]): Promise<T[]> {
  return (await db.executeQuery<T>(raw(db, text, params))).rows as T[];
}
function raw(db: Db, text: string, params: unknown[]): CompiledQuery {
  let n = 0;
  return CompiledQuery.raw(dialectOf(db) === 'postgres' ? text.replace(/\?/g, () => `$${++n}`) : text, params);
}
export const rawGet = async <T = Record<string, unknown>>(db: Db, text: string, ...params: unknown[]): Promise<T | undefined> => (await rawAll<T>(db, text, ...params))[0];
/** The first column of the first row, as better-sqlite3's pluck().get() answered. */
export const rawValue = async (db: Db, text: string, ...params: unknown[]): Promise<unknown> => {
  const row = await rawGet(db, text, ...params);
  return row === undefined ? undefined : Object.values(row)[0];
};
/** The first column of every row. */
export const rawValues = async (db: Db, text: string, ...params: unknown[]): Promise<unknown[]> =>
  (await rawAll(db, text, ...params)).map((r) => Object.values(r)[0]);
export const rawRun = async (db: Db, text: string, ...params: unknown[]): Promise<void> => {
  await db.executeQuery(raw(db, text, params));
};

/** The database's tables, whichever store it is. */
export async function tableNames(db: Db): Promise<string[]> {
  const text =
    dialectOf(db) === 'postgres'
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
      : "SELECT name FROM sqlite_master WHERE type = 'table'";
  return (await rawValues(db, text)) as string[];
}

/** A table's columns, whichever store it is. */
export async function tableColumns(db: Db, table: string): Promise<string[]> {
  const text =
    dialectOf(db) === 'postgres'
      ? 'SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position'
      : 'SELECT name FROM pragma_table_info(?)';
  return (await rawValues(db, text, table)) as string[];
}

type Methods = Record<string, (...args: unknown[]) => unknown>;

/**
 * How many SQL statements `work` runs, on either store: each run of a better-sqlite3 statement (Kysely's and
 * readNow's alike) and each query a `pg` client sends. For a request's budget of reads: run nothing else meanwhile.
 */
export async function countStatements(work: () => Promise<unknown>): Promise<number> {
  const probe = new Database(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Methods;
  probe.close();
  const client = pg.Client.prototype as unknown as Methods;
  const counted: [Methods, string][] = [[statement, 'run'], [statement, 'get'], [statement, 'all'], [statement, 'iterate'], [client, 'query']];
  const originals = counted.map(([o, m]) => o[m]!);
  let n = 0;
  counted.forEach(([o, m], i) => {
    o[m] = function (this: unknown, ...args: unknown[]) {
      n++;
      return originals[i]!.apply(this, args);
    };
  });
  try {
    await work();
  } finally {
    counted.forEach(([o, m], i) => (o[m] = originals[i]!));
  }
  return n;
}
