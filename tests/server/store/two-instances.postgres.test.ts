/**
 * Two server instances on one Postgres database, as two machines behind a balancer would run: what one
 * instance's process used to serialise by itself must now hold across both (the Postgres pass only:
 * vite.config.ts). The writes are sent to both at once, and the players read what landed.
 */
import { afterEach, describe, expect, it, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { buildServer } from '../../../server/app';
import { inTransaction, tryLock } from '../../../server/store/db';
import { housekeep } from '../../../server/store/housekeeping';
import { type Caller, caller, clock, freshDatabase, login } from '../helpers';

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

const dungeon = 'library-burned-twice';

/** Two instances on one fresh database, sharing the secret (a token of one is good on the other) and a clock. */
async function twoInstances(): Promise<[FastifyInstance, FastifyInstance]> {
  const databaseUrl = await freshDatabase(inject('postgresUrl'));
  const c = clock();
  const opts = { databaseUrl, secret: 'shared-secret', now: c.now, devRoutes: true, payments: { testMode: true }, communityStories: false, poolSize: 4 } as const;
  // Started at once: seeding and migrating must happen once between them.
  apps = await Promise.all([buildServer(opts), buildServer(opts)]);
  return apps as [FastifyInstance, FastifyInstance];
}

/** One player, signed in on the first instance, with a caller on each. */
async function playerOnBoth(one: FastifyInstance, two: FastifyInstance, email: string): Promise<[Caller, Caller]> {
  const tokens = await login(one, email);
  const a = caller(one, tokens.access_token);
  await a.call(api.updateUser, {}, { username: email.split('@')[0]!, onboarding_state: 2 });
  return [a, caller(two, tokens.access_token)];
}

describe('two instances on one Postgres', () => {
  it('the same Idempotency-Key sent to both at once makes one comment, and both answer it', async () => {
    const [one, two] = await twoInstances();
    const [a, b] = await playerOnBoth(one, two, 'ada@example.com');
    const url = `/api/dungeon/${dungeon}/add-comment/`;
    for (let round = 0; round < 3; round++) {
      const key = `same-key-${round}`;
      const [r1, r2] = await Promise.all([a, b].map((c) => c.inject({ method: 'POST', url, payload: { text: `Round ${round}` }, headers: { 'idempotency-key': key } })));
      expect([r1!.statusCode, r2!.statusCode]).toEqual([200, 200]);
      expect(r1!.json()).toEqual(r2!.json());
    }
    const list = await a.call(api.dungeonComments, { dungeonId: dungeon });
    expect(list.comments.map((c) => c.text).sort()).toEqual(['Round 0', 'Round 1', 'Round 2']);
    expect((await b.call(api.dungeonComments, { dungeonId: dungeon })).count).toBe(3);
  });

  it("a player's turns sent to both instances at once land one after another: no event skipped or doubled", async () => {
    const [one, two] = await twoInstances();
    const [a, b] = await playerOnBoth(one, two, 'bo@example.com');
    await a.call(api.dungeonStart, { id: dungeon }, { artifacts: [] });
    const texts = ['look around', 'look at the shelves', 'listen', 'look up', 'wait', 'look around again', 'inventory', 'look at the floor'];
    const answers = await Promise.all(
      texts.map((text, i) => (i % 2 ? b : a).inject({ method: 'PUT', url: `/api/dungeon/${dungeon}/continue/`, payload: { text }, headers: { 'idempotency-key': `turn-${i}` } })),
    );
    const landed = answers.map((r, i) => [r.statusCode, texts[i]] as const).filter(([status]) => status === 200).map(([, text]) => text);
    // Land in order or be refused: a refusal says so; nothing else.
    for (const r of answers) expect([200, 409]).toContain(r.statusCode);
    expect(landed.length).toBeGreaterThan(0);
    const progress = await b.call(api.dungeonProgress, { id: dungeon });
    const seqs = progress.events.map((e) => e.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i));
    const inputs = progress.events.filter((e) => e.type === 'input').map((e) => (e as { text: string }).text);
    expect([...inputs].sort()).toEqual([...landed].sort());
    // Each answer's events are the crawl's, contiguous and in the crawl's order.
    for (const r of answers.filter((x) => x.statusCode === 200)) {
      const events = api.dungeonContinue.response.parse(r.json()).events;
      const first = events[0]!.seq;
      expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => first + i));
      expect(events.map((e) => e.event_id)).toEqual(progress.events.slice(first, first + events.length).map((e) => e.event_id));
    }
  });

  it("a thread's counts stay exact while players comment on both instances at once", async () => {
    const [one, two] = await twoInstances();
    const players = await Promise.all(['cy', 'di', 'ed', 'fa', 'gu', 'ha'].map((n) => playerOnBoth(one, two, `${n}@example.com`)));
    const [first] = players[0]!;
    const top = await first.call(api.dungeonAddComment, { dungeonId: dungeon }, { text: 'Who burned it?' });
    await Promise.all(
      players.flatMap(([a, b], p) =>
        [0, 1, 2].map((i) => (i % 2 ? b : a).call(api.dungeonAddComment, { dungeonId: dungeon }, i === 2 ? { text: `Reply ${p}`, parent_id: top.comment_id } : { text: `Comment ${p}.${i}` })),
      ),
    );
    const [, reader] = players[5]!;
    const list = await reader.call(api.dungeonComments, { dungeonId: dungeon });
    expect(list.count).toBe(1 + players.length * 3);
    expect(list.comments.find((c) => c.comment_id === top.comment_id)!.reply_count).toBe(players.length);
    const replies = await first.call(api.commentReplies, { commentId: top.comment_id });
    expect(replies.comments).toHaveLength(players.length);
  });

  it('housekeeping runs on one instance at a time: the other skips the round while one holds it', async () => {
    const [one, two] = await twoInstances();
    let other: boolean | undefined;
    const held = await inTransaction(one.ctx.db, async (trx) => {
      const locked = await tryLock(trx, 'housekeeping');
      other = await housekeep(two.ctx.db, one.ctx.now());
      return locked;
    });
    expect([held, other]).toEqual([true, false]);
    expect(await housekeep(two.ctx.db, one.ctx.now())).toBe(true);
  });
});
