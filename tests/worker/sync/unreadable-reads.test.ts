/**
 * Reads on a bad link: every pull answered with a wrong shape (mutations of the contract's own schema),
 * cut JSON, an HTML error page, a huge body or nothing keeps the last good data, untouched, and never throws.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import { api, type EndpointName } from '../../../src/contract';
import type { ChronicleDB } from '../../../src/db';
import type { Resource } from '../../../worker/types';
import { artifactList, avatar, details, dungeon, expedition, expeditionProgress, leaderboard, narrative, progress, rank } from '../helpers/dungeon-fixtures';
import { adventure, chapter, comment, homeItem, seriesDetails, user } from '../helpers/fixtures';
import type { Reply } from '../helpers/fake-network';
import { signedIn } from '../helpers/harness';

interface Case {
  resource: Resource;
  /** Every call the pull makes, with a good answer. */
  calls: { endpoint: EndpointName; body: unknown }[];
}

const thread = { comments: [comment('c1')], count: 1, chapter_counts: [], next_before: null };
const CASES: Case[] = [
  { resource: { kind: 'init' }, calls: [{ endpoint: 'authInit', body: { version: '1.0.0', show_community_creations_creator_tab: false, google_sign_in: false, app_links: { app_store: 'https://apps.apple.com/app/chronicle', google_play: 'https://play.google.com/store/apps/details?id=chronicle' } } }] },
  { resource: { kind: 'user' }, calls: [{ endpoint: 'getUser', body: user() }] },
  { resource: { kind: 'featured' }, calls: [{ endpoint: 'featured', body: { items: [homeItem('s1')] } }] },
  { resource: { kind: 'recents' }, calls: [{ endpoint: 'recents', body: { items: [homeItem('s1')] } }] },
  { resource: { kind: 'series', id: 's1' }, calls: [{ endpoint: 'seriesDetails', body: seriesDetails('s1') }] },
  { resource: { kind: 'adventure', id: 'a1' }, calls: [{ endpoint: 'adventure', body: adventure('a1', [chapter(1)]) }] },
  { resource: { kind: 'thread', thread: { kind: 'saga', target_id: 'g1' } }, calls: [{ endpoint: 'sagaComments', body: thread }] },
  { resource: { kind: 'replies', id: 'c1' }, calls: [{ endpoint: 'commentReplies', body: { comments: [comment('r1', { parent_id: 'c1' })], count: 1, chapter_counts: [], next_before: null } }] },
  { resource: { kind: 'dungeon', id: 'd1' }, calls: [{ endpoint: 'dungeon', body: dungeon('d1') }] },
  { resource: { kind: 'crawl', id: 'd1' }, calls: [{ endpoint: 'dungeonProgress', body: progress('d1', [narrative(0)]) }, { endpoint: 'dungeonDetails', body: details() }] },
  { resource: { kind: 'dungeonArtifacts', id: 'd1' }, calls: [{ endpoint: 'dungeonArtifacts', body: artifactList() }] },
  { resource: { kind: 'leaderboard', id: 'd1' }, calls: [{ endpoint: 'dungeonLeaderboard', body: leaderboard() }] },
  { resource: { kind: 'dungeonLoading', id: 'd1' }, calls: [{ endpoint: 'dungeonLoading', body: { phrases: ['Hold on'], banner: null, ask_rating: false } }] },
  { resource: { kind: 'resurrectionStatus', id: 'd1' }, calls: [{ endpoint: 'dungeonResurrectionStatus', body: { free_resurrection_available: true } }] },
  { resource: { kind: 'expedition', id: 'x1' }, calls: [{ endpoint: 'expedition', body: expedition('x1') }, { endpoint: 'expeditionProgress', body: expeditionProgress('x1') }] },
  { resource: { kind: 'rank' }, calls: [{ endpoint: 'historianRank', body: rank() }] },
  { resource: { kind: 'avatars' }, calls: [{ endpoint: 'avatars', body: [avatar('a1'), avatar('a2')] }] },
];

const WRONG_TYPES: unknown[] = [null, 42, 'text', {}];

/** Bodies the endpoint's schema refuses, made from a good one: each field missing, then of each wrong type. */
function wrongShapes(schema: z.ZodMiniType, good: unknown): unknown[] {
  const object = Array.isArray(good) ? good[0] : good;
  if (typeof object !== 'object' || object === null) return [];
  const place = (changed: unknown) => (Array.isArray(good) ? [changed, ...good.slice(1)] : changed);
  const out: unknown[] = [];
  for (const key of Object.keys(object)) {
    const { [key]: _gone, ...without } = object as Record<string, unknown>;
    out.push(place(without));
    for (const wrong of WRONG_TYPES) out.push(place({ ...object, [key]: wrong }));
  }
  return out.filter((body) => !schema.safeParse(body).success);
}

/** Answers that are not the contract at all. */
const BROKEN: { name: string; reply: (good: unknown) => Reply }[] = [
  { name: 'cut JSON', reply: (good) => ({ status: 200, raw: JSON.stringify(good).slice(0, 25) }) },
  { name: 'an HTML page with a 200', reply: () => ({ status: 200, raw: '<!doctype html><h1>Welcome to the café Wi-Fi</h1>', headers: { 'Content-Type': 'text/html' } }) },
  { name: 'an HTML error page', reply: () => ({ status: 502, raw: '<html><h1>502 Bad Gateway</h1></html>', headers: { 'Content-Type': 'text/html' } }) },
  { name: 'a huge body', reply: () => ({ status: 200, raw: `{"items":["${'x'.repeat(9 * 1024 * 1024)}"]}` }) },
  { name: 'no body', reply: () => ({ status: 200, raw: '' }) },
  { name: 'null', reply: () => ({ status: 200, body: null }) },
  { name: 'an empty array', reply: () => ({ status: 200, body: [] }) },
];

/** Every player table, rows as stored (syncState, which records the failure, aside). */
async function snapshot(db: ChronicleDB): Promise<unknown> {
  const tables = db.tables.filter((t) => t.name !== 'syncState');
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t.name, await t.toArray()])));
}

describe('an unreadable answer to a read keeps the last good data', () => {
  it.each(CASES.map((c) => [c.resource.kind, c] as const))('%s: wrong shapes from its schema, cut JSON, HTML pages, a huge body', async (_kind, { resource, calls }) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { db, net, api: worker } = await signedIn();
    const route = (endpoint: EndpointName, reply: Reply) => net.on(api[endpoint].method, api[endpoint].path, reply);
    for (const c of calls) route(c.endpoint, { status: 200, body: c.body });
    expect(await worker.refresh(resource)).toMatchObject({ ok: true });
    const good = await snapshot(db);

    for (const broken of calls) {
      const answers = [
        ...wrongShapes(api[broken.endpoint].response, broken.body).map((body) => ({ name: `wrong shape ${JSON.stringify(body).slice(0, 60)}`, reply: { status: 200, body } })),
        ...BROKEN.map((b) => ({ name: b.name, reply: b.reply(broken.body) })).filter(({ reply }) => reply.raw !== undefined || !api[broken.endpoint].response.safeParse(reply.body).success),
      ];
      expect(answers.length).toBeGreaterThan(BROKEN.length);
      for (const { name, reply } of answers) {
        route(broken.endpoint, reply);
        const result = await worker.refresh(resource);
        expect(result.ok, `${broken.endpoint}: ${name}`).toBe(false);
        expect(await snapshot(db), `${broken.endpoint}: ${name}`).toEqual(good);
      }
      route(broken.endpoint, { status: 200, body: broken.body });
    }
  }, 30_000);
});
