/**
 * Who may do what: every call of the contract but signing in needs a valid session, and another player's
 * story, comment, crawl, journal, note, card and echo can be neither read where private nor changed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, type EndpointName, pathFor } from '../../../src/contract';
import { signAccessToken } from '../../../server/auth/jwt';
import { attempt, type Caller, caller, login, makeSubscriber, player, server, userIdOf, rawRun } from '../helpers';
import { dungeonServer, historian, VAULT } from '../dungeons/helpers';

let app: FastifyInstance;
afterEach(() => app.close());

/** The calls anyone may make: signing in (a guest too), the settings the app starts with, the FAQ, the local default's dev routes, the balancer's health check. */
const PUBLIC = new Set<EndpointName>(['authInit', 'magicCodeRequest', 'magicCodeVerify', 'googleAuth', 'tempUser', 'tokenRefresh', 'logout', 'faq', 'devMailbox', 'devWrites', 'health']);

const calls = (Object.entries(api) as [EndpointName, (typeof api)[EndpointName]][]).filter(([name]) => !PUBLIC.has(name));
const urlOf = (path: string) => `/api${pathFor(path, new Proxy({}, { get: () => 'x' }))}`;

describe('a session is needed for every call but signing in', () => {
  it.each(calls.map(([name, e]) => [name, e.method, e.path] as const))('%s (%s %s): 401 with no token, a forged one or an expired one', async (_name, method, path) => {
    ({ app } = await server());
    const url = urlOf(path);
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    const forged = signAccessToken('someone', 'not-the-server-secret', app.ctx.now());
    const expired = signAccessToken('someone', app.ctx.secret, app.ctx.now() - 3_600_000);
    for (const authorization of [undefined, `Bearer ${forged}`, `Bearer ${expired}`, 'Basic YWRhOmFkYQ==']) {
      const res = await app.inject({ method, url, ...(body ? { payload: body } : {}), headers: authorization ? { authorization } : {} });
      expect(res.statusCode, `${method} ${url} with ${authorization ?? 'nothing'}`).toBe(401);
    }
  });

  it('the list above is every call of the contract that is not public: nothing is left out', () => {
    expect(calls.length + PUBLIC.size).toBe(Object.keys(api).length);
    expect(calls.filter(([, e]) => e.method !== 'GET').length).toBeGreaterThan(40);
  });
});

const premise = 'A cartographer draws a coastline that is not there yet.';

/** Ada's private story, its thread, its card and its echoes; Bea holds none of them. */
async function adasStory() {
  ({ app } = await server());
  const ada = await player(app, 'ada@example.com');
  const bea = await player(app, 'bea@example.com');
  await makeSubscriber(app, await userIdOf(bea));
  const others = await player(app, 'cy@example.com');
  const theirs = await others.call(api.createCustomSaga, {}, { premise: 'Another coast, another map.' });
  await others.call(api.storyTurn, { storyId: theirs.story_id }, { text: 'I ink the harbour' });
  const story = await ada.call(api.createCustomSaga, {}, { premise });
  await ada.call(api.storyTurn, { storyId: story.story_id }, { text: 'I follow the new shore' });
  const comment = await ada.call(api.sagaAddComment, { sagaId: story.saga_id }, { text: 'Only for me and my card holders.' });
  const echoes = await ada.call(api.sagaEchoes, { sagaId: story.saga_id });
  return { ada, bea, story, comment, echoId: echoes.echoes[0]!.echoes_id };
}

async function statusOf(who: Caller, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<number> {
  return (await attempt(who, method, url, body)).status;
}

describe("another player's story, its comments, card and echoes", () => {
  it('a private story is not disclosed at all: every read is a 404', async () => {
    const { bea, story, comment } = await adasStory();
    for (const url of [
      `/sagas/${story.saga_id}/`,
      `/sagas/${story.saga_id}/custom/`,
      `/sagas/${story.saga_id}/adventure/`,
      `/sagas/${story.saga_id}/cards/`,
      `/sagas/${story.saga_id}/comments/`,
      `/sagas/${story.saga_id}/echoes/`,
      `/story/${story.story_id}/`,
      `/comments/${comment.comment_id}/replies/`,
    ]) {
      expect(await statusOf(bea, 'GET', url), url).toBe(404);
    }
    const cards = await bea.call(api.collectibleCards, {});
    expect(JSON.stringify(cards)).not.toContain(story.card_id!);
  });

  it('nothing of it can be changed: not the story, its thread, its card, nor its echoes', async () => {
    const { ada, bea, story, comment, echoId } = await adasStory();
    const tries = [
      ['POST', `/story/${story.story_id}/turn/`, { text: 'I take the pen' }],
      ['POST', `/story/${story.story_id}/refresh/`, {}],
      ['POST', `/story/${story.story_id}/restart/`, {}],
      ['DELETE', `/sagas/${story.saga_id}/custom/`, undefined],
      ['POST', `/sagas/${story.saga_id}/add-comment/`, { text: 'Let me in' }],
      ['POST', `/sagas/${story.saga_id}/add-comment/`, { text: 'A reply', parent_id: comment.comment_id }],
      ['PATCH', `/collectible-cards/${story.card_id}/public/`, { is_public: true }],
      ['POST', `/sagas/${story.saga_id}/echoes/reroll/`, {}],
      ['POST', `/sagas/${story.saga_id}/echoes/${echoId}/feature/`, {}],
      ['POST', `/sagas/${story.saga_id}/echoes/confirm/`, { echoes: [echoId], adventure_mode: 'echo' }],
    ] as const;
    for (const [method, url, body] of tries) expect(await statusOf(bea, method, url, body), `${method} ${url}`).toBe(404);

    const after = await ada.call(api.story, { storyId: story.story_id });
    expect(after.chapters).toHaveLength(2);
    expect((await ada.call(api.sagaComments, { sagaId: story.saga_id })).comments.map((c) => c.text)).toEqual(['Only for me and my card holders.']);
    expect((await ada.call(api.saga, { sagaId: story.saga_id })).is_public).toBe(false);
    expect((await ada.call(api.sagaEchoes, { sagaId: story.saga_id })).adventure_mode).toBe('solo');
  });

  it('once public it reads, but only its owner acts on it; a reply cannot cross into another saga', async () => {
    const { ada, bea, story, comment, echoId } = await adasStory();
    await ada.call(api.cardPublic, { cardId: story.card_id! }, { is_public: true });
    expect((await bea.call(api.story, { storyId: story.story_id })).is_owner).toBe(false);
    for (const [method, url, body] of [
      ['POST', `/story/${story.story_id}/turn/`, { text: 'I take the pen' }],
      ['POST', `/story/${story.story_id}/restart/`, {}],
      ['PATCH', `/collectible-cards/${story.card_id}/public/`, { is_public: false }],
      ['POST', `/sagas/${story.saga_id}/echoes/reroll/`, {}],
      ['POST', `/sagas/${story.saga_id}/echoes/${echoId}/feature/`, {}],
      ['POST', `/sagas/${story.saga_id}/echoes/confirm/`, { echoes: [], adventure_mode: 'solo' }],
    ] as const) {
      expect(await statusOf(bea, method, url, body), `${method} ${url}`).toBe(403);
    }
    // 'Delete Custom Adventure?' is offered on any custom card (in-play §2): Bea's removes the card from her
    // own collection only; Ada's story stays, and stays public.
    expect(await statusOf(bea, 'DELETE', `/sagas/${story.saga_id}/custom/`, undefined)).toBe(200);
    expect((await ada.call(api.story, { storyId: story.story_id })).chapters.length).toBeGreaterThan(0);
    expect((await ada.call(api.saga, { sagaId: story.saga_id })).is_public).toBe(true);
    // Bea's own story cannot feature an echo taken from Ada's, nor reply to Ada's comment from another saga.
    const hers = await bea.call(api.createCustomSaga, {}, { premise: 'A map of a city that floods.' });
    await bea.call(api.storyTurn, { storyId: hers.story_id }, { text: 'I climb the bell tower' });
    expect(await statusOf(bea, 'POST', `/sagas/${hers.saga_id}/echoes/not-an-echo-${echoId}/feature/`, {})).toBe(404);
    expect(await statusOf(bea, 'POST', `/sagas/${hers.saga_id}/add-comment/`, { text: 'Crossing over', parent_id: comment.comment_id })).toBe(400);
    expect((await ada.call(api.story, { storyId: story.story_id })).chapters).toHaveLength(2);
  });
});

describe("another player's crawl, journal and notes", () => {
  it("are never shown in one's own, and a note of theirs cannot be deleted by its id", async () => {
    ({ app } = await dungeonServer());
    const ada = await historian(app, 'ada');
    const bea = await historian(app, 'bea');
    const start = { restart: false, artifacts: [] };
    await ada.call(api.dungeonStart, { id: VAULT }, start);
    const room = (await ada.call(api.dungeonProgress, { id: VAULT })).current_room;
    await ada.call(api.dungeonUpdateProgress, { id: VAULT }, { add_note: { room, text: 'The third brick is loose' } });
    await ada.call(api.dungeonJournalCustom, { id: VAULT }, { text: 'Do not trust the echo' });
    const mine = await ada.call(api.dungeonDetails, { id: VAULT });
    const note = mine.notes[0]!;
    expect(mine.journal.some((j) => j.text === 'Do not trust the echo')).toBe(true);

    // Without a crawl of her own, Bea finds nothing to read or change.
    expect(await statusOf(bea, 'GET', `/dungeon/${VAULT}/details/`)).toBe(404);
    expect(await statusOf(bea, 'PUT', `/dungeon/${VAULT}/user-progress/`, { delete_note_id: note.note_id })).toBe(404);
    expect(await statusOf(bea, 'POST', `/dungeon/${VAULT}/journal/custom/`, { text: 'Sneaking in' })).toBe(404);
    // With her own crawl, she sees only her own, and Ada's note is not hers to delete.
    await bea.call(api.dungeonStart, { id: VAULT }, start);
    const hers = await bea.call(api.dungeonDetails, { id: VAULT });
    expect(hers.notes).toEqual([]);
    expect(hers.journal.some((j) => j.text === 'Do not trust the echo')).toBe(false);
    expect(await statusOf(bea, 'PUT', `/dungeon/${VAULT}/user-progress/`, { delete_note_id: note.note_id })).toBe(404);
    expect((await ada.call(api.dungeonDetails, { id: VAULT })).notes.map((n) => n.note_id)).toEqual([note.note_id]);
  });
});

describe("another player's notifications and account", () => {
  it("a notification of theirs is not found, and changing one's own account changes nobody else's", async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bea = await player(app, 'bea@example.com');
    const adaId = await userIdOf(ada);
    (await rawRun(app.ctx.db, "INSERT INTO notifications (notification_id, user_id, type, text, extra_json, created_at) VALUES ('n-ada', ?, 'system', 'For Ada', '{}', ?)", adaId, app.ctx.now()));
    expect(await statusOf(bea, 'POST', '/notifications/n-ada/read/', {})).toBe(404);
    await bea.call(api.readAllNotifications, {}, {});
    expect((await ada.call(api.getUser)).pending_notifications).toBeGreaterThan(0);
    await bea.call(api.updateUser, {}, { username: 'bea2' });
    expect((await ada.call(api.getUser)).username).toBe('ada');
    // A token names its own player only: Bea's, however refreshed, is never Ada's.
    const tokens = await login(app, 'bea@example.com');
    expect((await caller(app, tokens.access_token).call(api.getUser)).user_id).not.toBe(adaId);
  });
});
