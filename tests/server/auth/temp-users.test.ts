import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, isTempEmail, LINK_NEEDED_MESSAGE } from '../../../src/contract';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { GUEST_ONLY_TABLES, PROGRESS_TABLES, SHARED_COLUMNS } from '../../../server/store/auth/temp-users';
import { TEMP_USERS_PER_IP_PER_HOUR, TOO_MANY_GUESTS } from '../../../server/auth/temp-users';
import { chargePurchase } from '../../../server/dungeons/payments';
import { type Db, openDb } from '../../../server/store/db';
import { attempt, type Caller, caller, type Clock, mailboxCode, player, server, rawAll, rawValues } from '../helpers';
import { playAsGuest, progressOf, startGuest } from './guest-helpers';

let app: FastifyInstance;
let clock: Clock;
afterEach(() => app.close());

const series = glassblowersOath;
const first = series.adventures[0]!;
const guest = (): Promise<Caller> => startGuest(app);

async function askCode(me: Caller, email: string): Promise<string> {
  const res = await me.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email, is_temp_user: true } });
  expect(res.statusCode).toBe(200);
  return mailboxCode(app, email);
}

describe('temporary players', () => {
  it("'Start Playing' makes a guest at once: a temporary email, no username, not linked, is_temp_user", async () => {
    ({ app, clock } = await server());
    const me = await guest();
    const user = await me.call(api.getUser);
    expect(isTempEmail(user.email)).toBe(true);
    expect([user.username, user.linked_accounts, user.is_temp_user, user.onboarding_state]).toEqual([null, [], true, 1]);
  });

  it('plays as anyone, links a new email and keeps everything under the same user_id', async () => {
    ({ app, clock } = await server());
    const me = await guest();
    await playAsGuest(me, 'Wanderer');
    const before = await me.call(api.getUser);
    const played = await progressOf(me);
    expect(played.events).toBeGreaterThan(1);
    expect(played.chapters).toBe(2);

    const linked = await me.call(api.linkAccount, {}, { email: 'wanderer@example.com', code: await askCode(me, 'wanderer@example.com') });
    expect(linked).toEqual({ linked_accounts: ['email'] });
    const after = await me.call(api.getUser);
    expect([after.user_id, after.email, after.username, after.is_temp_user]).toEqual([before.user_id, 'wanderer@example.com', 'Wanderer', false]);
    expect(await progressOf(me)).toEqual(played);
    // The email now signs in to the same Historian, from any device.
    const elsewhere = await player(app, 'wanderer@example.com', 'Wanderer');
    expect((await elsewhere.call(api.getUser)).user_id).toBe(before.user_id);
    expect(await progressOf(elsewhere)).toEqual(played);
  });

  it('an email with an account: 409 names it and asks; keep guest moves this play in, the account keeps its name', async () => {
    ({ app, clock } = await server());
    const old = await player(app, 'ada@example.com', 'Ada');
    const oldId = (await old.call(api.getUser)).user_id;
    await old.call(api.seriesPlay, { seriesId: series.series_id });
    const me = await guest();
    await playAsGuest(me, 'Wanderer');
    const played = await progressOf(me);

    const code = await askCode(me, 'ada@example.com');
    const asked = await attempt(me, 'POST', '/auth/link-account/', { email: 'ada@example.com', code });
    expect([asked.status, asked.message]).toEqual([409, 'That email already belongs to the Historian Ada. Choose whose progress to keep.']);

    // The same code finishes the choice (it was checked, not spent).
    const joined = await me.call(api.linkAccount, {}, { email: 'ada@example.com', code, keep: 'guest' });
    expect(joined.linked_accounts).toEqual(['email']);
    const now = caller(app, joined.access_token!);
    const user = await now.call(api.getUser);
    expect([user.user_id, user.username, user.email, user.is_temp_user]).toEqual([oldId, 'Ada', 'ada@example.com', false]);
    expect(await progressOf(now)).toEqual(played);
    // The guest is gone: its token no longer reaches anything.
    expect((await attempt(me, 'GET', '/user/')).status).toBe(401);
  });

  it("keep account: the account's play stays, the guest's is left behind; a wrong code asks nothing", async () => {
    ({ app, clock } = await server());
    const old = await player(app, 'ada@example.com', 'Ada');
    await old.call(api.seriesPlay, { seriesId: series.series_id });
    const theirs = (await old.call(api.adventure, { id: first.adventure_id })).chapters.length;
    const me = await guest();
    await playAsGuest(me, 'Wanderer');

    const code = await askCode(me, 'ada@example.com');
    const wrong = await attempt(me, 'POST', '/auth/link-account/', { email: 'ada@example.com', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    const joined = await me.call(api.linkAccount, {}, { email: 'ada@example.com', code, keep: 'account' });
    const now = caller(app, joined.access_token!);
    expect((await now.call(api.adventure, { id: first.adventure_id })).chapters.length).toBe(theirs);
    expect((await attempt(now, 'GET', '/dungeon/library-burned-twice/user-progress/')).status).not.toBe(200);
    expect((await now.call(api.getUser)).username).toBe('Ada');
  });

  it('what shows a guest to others or takes money needs a linked email; after linking it works', async () => {
    ({ app, clock } = await server());
    const me = await guest();
    await playAsGuest(me, 'Wanderer');
    const comment = await attempt(me, 'POST', '/dungeon/library-burned-twice/add-comment/', { text: 'Hello' });
    expect([comment.status, comment.message]).toEqual([403, LINK_NEEDED_MESSAGE]);
    expect((await attempt(me, 'POST', '/friends/', { query: 'someone' })).status).toBe(403);
    expect((await attempt(me, 'POST', '/auth/create-customer-session/')).status).toBe(403);
    expect((await attempt(me, 'POST', '/purchases/', { product: 'restart_room' })).status).toBe(403);
    // A paid try-again or room restart in a Timeline, test mode or not, is refused before anything is played.
    const guestId = (await me.call(api.getUser)).user_id;
    await expect(chargePurchase(app.ctx, guestId, 'resurrection', 'library-burned-twice')).rejects.toThrow(LINK_NEEDED_MESSAGE);
    // A guest's referral code counts for no one until it links.
    const code = (await me.call(api.getUser)).referral_code;
    const friend = await player(app, 'bob@example.com', 'Bob');
    expect((await attempt(friend, 'PUT', `/auth/referral-code/${code}/`)).status).toBe(400);

    await me.call(api.linkAccount, {}, { email: 'wanderer@example.com', code: await askCode(me, 'wanderer@example.com') });
    expect((await attempt(me, 'POST', '/dungeon/library-burned-twice/add-comment/', { text: 'Hello' })).status).toBe(200);
  });

  it("a guest's temporary address receives no code, so nothing signs in to a guest by email", async () => {
    ({ app, clock } = await server());
    const me = await guest();
    const { email } = await me.call(api.getUser);
    const res = await app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email } });
    expect(res.statusCode).toBe(400);
  });

  it(`an address starts ${TEMP_USERS_PER_IP_PER_HOUR} guests an hour, then waits`, async () => {
    ({ app, clock } = await server());
    for (let i = 0; i < TEMP_USERS_PER_IP_PER_HOUR; i++) await guest();
    const refused = await app.inject({ method: 'POST', url: '/api/auth/temp-user/' });
    expect([refused.statusCode, refused.json()]).toEqual([429, { message: TOO_MANY_GUESTS }]);
    expect(refused.headers['retry-after']).toBeDefined();
    clock.advance(3_600_001);
    await guest();
  });

  // These two read the schema's own description, SQLite's (the Postgres schema is the same: store/schema.postgres.test.ts).
  it('every table that names a player is listed as progress, shared or ending with the guest', async () => {
    ({ app, clock } = await server());
    const db = await sqliteSchema();
    const tables = (await rawValues(db, "SELECT name FROM sqlite_master WHERE type = 'table'")) as string[];
    const naming: string[] = [];
    for (const t of tables) {
      for (const fk of (await rawAll(db, `PRAGMA foreign_key_list(${t})`)) as { table: string; from: string }[]) {
        if (fk.table === 'users') naming.push(`${t}.${fk.from}`);
      }
    }
    const listed = [...PROGRESS_TABLES.map((t) => `${t}.user_id`), ...SHARED_COLUMNS.map(([t, c]) => `${t}.${c}`), ...GUEST_ONLY_TABLES.map((t) => `${t}.user_id`)];
    expect(naming.filter((n) => !listed.includes(n))).toEqual([]);
  });

  it("a shared column's key is the rest of every unique key it is part of, where the account's row wins", async () => {
    ({ app, clock } = await server());
    const db = await sqliteSchema();
    for (const [table, column, key] of SHARED_COLUMNS) {
      const uniques: string[][] = [];
      for (const index of (await rawAll(db, `PRAGMA index_list(${table})`)) as { name: string; unique: number }[]) {
        if (index.unique) uniques.push(((await rawAll(db, `PRAGMA index_info(${index.name})`)) as { name: string }[]).map((c) => c.name));
      }
      const withColumn = uniques.filter((u) => u.includes(column)).map((u) => u.filter((c) => c !== column).sort());
      expect(withColumn.length, `${table}.${column}`).toBeLessThanOrEqual(1);
      expect(key === null ? null : [...key].sort(), `${table}.${column}`).toEqual(withColumn[0] ?? null);
    }
  });
});

/** A SQLite database with the schema, whichever store the server runs on. */
async function sqliteSchema(): Promise<Db> {
  const db = await openDb(':memory:');
  schemas.push(db);
  return db;
}
const schemas: Db[] = [];
afterEach(async () => {
  await Promise.all(schemas.splice(0).map((db) => db.destroy()));
});
