/**
 * A server that ran on SQLite, started again with DATABASE_URL beside its file (server/store/import-sqlite.ts):
 * what players made through the API on SQLite reads the same on Postgres, once imported; a second start
 * imports nothing; two starting together import once; a Postgres database others signed in to is refused.
 * The Postgres pass only (vite.config.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { buildServer, type ServerOptions, StartRefused } from '../../../server/app';
import { type Caller, caller, clock, freshDatabase, login } from '../helpers';

const dungeon = 'library-burned-twice';
const c = clock();
const base = { secret: 'one secret, as DATA_DIR/secret keeps it', now: c.now, devRoutes: true, payments: { testMode: true }, communityStories: false, seedFor: () => 7 } as const;

let apps: FastifyInstance[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A server, and the lines it logged (JSON, as Fastify writes them). */
async function start(opts: Partial<ServerOptions>): Promise<{ app: FastifyInstance; log: { msg: string }[] }> {
  const log: { msg: string }[] = [];
  const app = await buildServer({ ...base, ...opts, logger: { stream: { write: (line) => void log.push(JSON.parse(line) as { msg: string }) } } });
  apps.push(app);
  return { app, log };
}

async function signedIn(app: FastifyInstance, email: string): Promise<{ me: Caller; refresh: string }> {
  const tokens = await login(app, email);
  const me = caller(app, tokens.access_token);
  await me.call(api.updateUser, {}, { username: email.split('@')[0]!, onboarding_state: 2 }, `name-${email}`);
  return { me, refresh: tokens.refresh_token };
}

/** What the players read: themselves, the crawl, the thread, a rating's average. */
async function reads(ada: Caller, bo: Caller) {
  return {
    ada: await ada.call(api.getUser),
    bo: await bo.call(api.getUser),
    crawl: await ada.call(api.dungeonProgress, { id: dungeon }),
    thread: await bo.call(api.dungeonComments, { dungeonId: dungeon }),
    replies: (await ada.call(api.dungeonComments, { dungeonId: dungeon })).comments.map((m) => [m.text, m.reply_count]),
  };
}

/** A SQLite server's file with two players' play in it; their tokens, and what they read there. */
async function playedOnSqlite() {
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-import-'));
  dirs.push(dir);
  const file = join(dir, 'chronicle.sqlite');
  const { app } = await start({ dbPath: file });
  const ada = await signedIn(app, 'ada@example.com');
  const bo = await signedIn(app, 'bo@example.com');
  await ada.me.call(api.dungeonStart, { id: dungeon }, { artifacts: [] }, 'start-1');
  for (const [i, text] of ['look around', 'look at the shelves', 'listen'].entries()) await ada.me.call(api.dungeonContinue, { id: dungeon }, { text }, `turn-${i}`);
  const first = await ada.me.call(api.dungeonAddComment, { dungeonId: dungeon }, { text: 'The shelves are warm.' }, 'comment-1');
  await bo.me.call(api.dungeonAddComment, { dungeonId: dungeon }, { text: 'So are the stairs.', parent_id: first.comment_id }, 'reply-1');
  await bo.me.call(api.dungeonAddComment, { dungeonId: dungeon }, { text: 'Spoiler: the ash.', is_spoiler: true }, 'comment-2');
  const rated = await ada.me.call(api.rate, {}, { target_type: 'dungeon', target_id: dungeon, rating: 2 }, 'rate-1');
  const before = await reads(ada.me, bo.me);
  await app.close();
  apps = apps.filter((a) => a !== app);
  return { file, ada, bo, first, rated, before };
}

describe('a SQLite database carried over to Postgres', () => {
  it('reads the same on Postgres, carries sessions and idempotency answers, continues the ids, and imports once', async () => {
    const sqlite = await playedOnSqlite();
    const databaseUrl = await freshDatabase(inject('postgresUrl'));
    const { app, log } = await start({ dbPath: sqlite.file, databaseUrl });
    const said = log.find((l) => l.msg.startsWith('Imported'))?.msg;
    expect(said).toMatch(new RegExp(`^Imported ${sqlite.file} into the Postgres database: \\d+ rows \\(`));
    expect(said).toMatch(/\busers \d+\b/);
    expect(said).toMatch(/\bcomments 3\b/);
    expect(said).toMatch(/\bratings 1\b/);

    const ada = caller(app, sqlite.ada.me.token);
    const bo = caller(app, sqlite.bo.me.token);
    expect(await reads(ada, bo)).toEqual(sqlite.before);

    // An idempotent write sent again answers what SQLite answered, and writes nothing more.
    const again = await ada.inject({ method: 'POST', url: `/api/dungeon/${dungeon}/add-comment/`, payload: { text: 'The shelves are warm.' }, headers: { 'idempotency-key': 'comment-1' } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(sqlite.first);
    const turn = await ada.inject({ method: 'PUT', url: `/api/dungeon/${dungeon}/continue/`, payload: { text: 'listen' }, headers: { 'idempotency-key': 'turn-2' } });
    expect(turn.headers['idempotent-replayed']).toBe('true');
    expect((await ada.call(api.dungeonProgress, { id: dungeon })).events).toEqual(sqlite.before.crawl.events);

    // A refresh family signed in on SQLite rotates on Postgres; its spent token is still refused.
    const rotated = await app.inject({ method: 'GET', url: `/api/auth/token/refresh/?refresh_token=${encodeURIComponent(sqlite.bo.refresh)}` });
    expect(rotated.statusCode).toBe(200);

    // New rows continue after the imported ones: a new player signs in (sign_ins.id), comments (seq), rates.
    const cy = await signedIn(app, 'cy@example.com');
    await cy.me.call(api.dungeonAddComment, { dungeonId: dungeon }, { text: 'Last in the thread.' }, 'comment-3');
    const thread = await cy.me.call(api.dungeonComments, { dungeonId: dungeon });
    expect(thread.count).toBe(sqlite.before.thread.count + 1);
    expect(thread.comments.map((m) => m.text)).toContain('Last in the thread.');
    expect(await cy.me.call(api.rate, {}, { target_type: 'dungeon', target_id: dungeon, rating: 4 })).toMatchObject({ average: 3, count: 2 });
    await ada.call(api.dungeonContinue, { id: dungeon }, { text: 'look up' }, 'turn-3');
    const crawl = await ada.call(api.dungeonProgress, { id: dungeon });
    expect(crawl.events.map((e) => e.seq)).toEqual(crawl.events.map((_, i) => i));
    expect(crawl.events.length).toBeGreaterThan(sqlite.before.crawl.events.length);

    // A second start beside the same file imports nothing, and says why.
    await app.close();
    apps = apps.filter((a) => a !== app);
    const second = await start({ dbPath: sqlite.file, databaseUrl });
    expect(second.log.some((l) => l.msg.startsWith('Imported'))).toBe(false);
    expect(second.log.map((l) => l.msg)).toContain(`${sqlite.file} is not imported: this Postgres database imported ${sqlite.file} at ${new Date(c.now()).toISOString()}, and imports once`);
    const later = await caller(second.app, cy.me.token).call(api.dungeonComments, { dungeonId: dungeon });
    expect(later.count).toBe(thread.count);
    expect(await caller(second.app, sqlite.ada.me.token).call(api.getUser)).toEqual(sqlite.before.ada);
  });

  it('two instances starting together beside the file import it once', async () => {
    const sqlite = await playedOnSqlite();
    const databaseUrl = await freshDatabase(inject('postgresUrl'));
    const [one, two] = await Promise.all([start({ dbPath: sqlite.file, databaseUrl }), start({ dbPath: sqlite.file, databaseUrl })]);
    const imported = [one, two].filter((s) => s.log.some((l) => l.msg.startsWith('Imported')));
    expect(imported).toHaveLength(1);
    expect(await reads(caller(two.app, sqlite.ada.me.token), caller(one.app, sqlite.bo.me.token))).toEqual(sqlite.before);
  });

  it('is refused when players signed in to the Postgres database already, which keeps them', async () => {
    const sqlite = await playedOnSqlite();
    const databaseUrl = await freshDatabase(inject('postgresUrl'));
    const { app } = await start({ databaseUrl });
    const elsewhere = await signedIn(app, 'dee@example.com');
    await app.close();
    apps = apps.filter((a) => a !== app);

    const refused = start({ dbPath: sqlite.file, databaseUrl });
    await expect(refused).rejects.toBeInstanceOf(StartRefused);
    await expect(refused).rejects.toThrow(`${sqlite.file} was not imported: the Postgres database of DATABASE_URL already holds 1 player who signed in there`);
    const { app: after } = await start({ databaseUrl });
    expect((await caller(after, elsewhere.me.token).call(api.getUser)).username).toBe('dee');
    expect((await caller(after, elsewhere.me.token).call(api.dungeonComments, { dungeonId: dungeon })).count).toBe(0);
  });
});
