/**
 * Every picture a player can be shown answers with an image. A Historian plays everything — the four
 * Timelines and so the Expedition, every Memory, a custom story, a comment in each kind of thread — and
 * claims every rank reward; then every read of the contract is walked with every id the world has, and
 * every picture URL in any answer (and those the app names itself: the tour's cards, the welcome
 * dialog's speakers) is requested.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, type Endpoint } from '../../../src/contract';
import { memories, creators } from '../../../server/content';
import { PRIORITY_ALERT } from '../../../server/content/account/priority-alert';
import { DUNGEONS } from '../../../server/content/dungeons';
import { EXPEDITION } from '../../../server/content/expedition';
import { iso } from '../../../server/store/query';
import { ONBOARDING_ITEMS } from '../../../src/features/announcements/onboarding-items';
import { DIALOG_LINES } from '../../../src/features/onboarding/dialog-lines';
import { CONSTANTINOPLE_SCRIPT, HAARLEM_SCRIPT, LIBRARY_SCRIPT, SAMARKAND_SCRIPT, THINGVELLIR_SCRIPT } from '../../engine/scripts';
import { type Historian, historian, playScript, subscribe } from '../dungeons/helpers';
import { server, rawRun } from '../helpers';

const SCRIPTS = { 'library-burned-twice': LIBRARY_SCRIPT, 'night-market-samarkand': SAMARKAND_SCRIPT, 'chain-golden-horn': CONSTANTINOPLE_SCRIPT, 'tulip-haarlem': HAARLEM_SCRIPT, 'cloak-law-rock': THINGVELLIR_SCRIPT };

/** Reads that are no screen's: signing in and the dev mailbox. */
const NOT_SCREENS = new Set(['tokenRefresh', 'devMailbox', 'devWrites']);

const PICTURE = /^(\/|https?:\/\/)\S*\.(svg|png|jpe?g|webp|gif|avif)(\?\S*)?$/i;
const isPicture = (s: string): boolean => s.startsWith('/api/media/art/') || PICTURE.test(s);
const artKeyOf = (url: string): string => url.replace(/^\/api\/media\/art\/|\.svg$/g, '');

/** Every string of an answer that names a picture, wherever it sits. */
function picturesIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (isPicture(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) picturesIn(v, into);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) picturesIn(v, into);
  }
}

describe('every picture of every read, for a Historian who has played everything', () => {
  let app: FastifyInstance;
  let me: Historian;
  const pictures = new Set<string>();
  /** Each read walked, by endpoint name: how many of its calls answered 200. */
  const answered = new Map<string, number>();

  const keep = <T>(answer: T): T => {
    picturesIn(answer, pictures);
    return answer;
  };
  /** The announcements are read after each deed, as the app does: each rank reached has its own. */
  const readPrompts = async () => keep(await me.call(api.prompts));

  beforeAll(async () => {
    // The seeds of the engine's playthroughs, so the scripts roll the same dice (no test vault: only the world).
    ({ app } = await server({ seedFor: (_user, dungeonId) => (dungeonId === 'night-market-samarkand' ? 2 : 1) }));
    me = await historian(app, 'ada');
    await subscribe(app, me.userId);
    for (const t of DUNGEONS) {
      keep(await me.call(api.dungeonStart, { id: t.dungeon_id }, { restart: false, artifacts: [] }));
      for (const step of SCRIPTS[t.dungeon_id as keyof typeof SCRIPTS]) {
        keep(await playScript(app, me, t.dungeon_id, [step]));
        await readPrompts();
      }
    }
    for (const m of memories) {
      for (const a of m.adventures) {
        keep(await me.call(api.adventureStart, { id: a.adventure_id }, { restart: false }));
        for (const [i, chapter] of a.chapters.entries()) {
          if (chapter.moment) keep(await me.call(api.adventureContinue, { id: a.adventure_id }, { chapter: i + 1, choice: chapter.moment.branches[0]!.label }));
        }
        await readPrompts();
      }
    }
    keep(await me.call(api.claimRankRewards, {}, {}));
    await readPrompts();
    const story = keep(await me.call(api.createCustomSaga, {}, { premise: 'A lighthouse keeper finds a door in the sea that opens only at low tide' }));
    keep(await me.call(api.storyTurn, { storyId: story.story_id }, { text: 'I open the door' }));
    const memory = memories[0]!;
    const comment = await me.call(api.dungeonAddComment, { dungeonId: DUNGEONS[0]!.dungeon_id }, { text: 'The harbour steps at night!' });
    await me.call(api.sagaAddComment, { sagaId: memory.saga_id }, { text: 'A fine saga.' });
    await me.call(api.adventureAddComment, { id: memory.adventures[0]!.adventure_id }, { chapter: 1, text: 'A fine chapter.' });
    await me.call(api.dungeonAddComment, { dungeonId: DUNGEONS[0]!.dungeon_id }, { text: 'Indeed.', parent_id: comment.comment_id });
    await me.call(api.follow, { name: creators[0]!.page_name }, {});

    const ids: Record<string, string[]> = {
      seriesId: memories.map((m) => m.series_id),
      sagaId: [...memories.map((m) => m.saga_id), story.saga_id],
      storyId: [story.story_id],
      commentId: [comment.comment_id],
      name: creators.map((c) => c.page_name),
      dungeonId: DUNGEONS.map((t) => t.dungeon_id),
    };
    /** `:id` is an adventure's under /ac/, a Timeline's under /dungeon/, the Expedition's under /expedition/. */
    const idsOf = (path: string): string[] =>
      path.startsWith('/ac/') ? memories.flatMap((m) => m.adventures.map((a) => a.adventure_id)) : path.startsWith('/expedition/') ? [EXPEDITION.expedition_id] : ids.dungeonId!;
    const QUERIES: Record<string, string[]> = {
      search: ['q=the'],
      collectibleCards: ['tab=originals', 'tab=custom'],
      adventureComments: ['', 'chapter=1'],
      adventureExtraSection: ['chapter=1&is_app=true'],
      dungeonExtraSection: ['is_app=true'],
    };

    const walk = async (name: string, e: Endpoint) => {
      const param = /:([A-Za-z]+)/.exec(e.path)?.[1];
      const paths = param ? (param === 'id' ? idsOf(e.path) : ids[param]!).map((v) => e.path.replace(`:${param}`, encodeURIComponent(v))) : [e.path];
      for (const path of paths) {
        for (const query of QUERIES[name] ?? ['']) {
          const res = await me.inject({ method: 'GET', url: `/api${path}${query ? `?${query}` : ''}` });
          if (res.statusCode !== 200) continue;
          answered.set(name, (answered.get(name) ?? 0) + 1);
          keep(res.json());
        }
      }
    };
    for (const [name, e] of Object.entries(api) as [string, Endpoint][]) if (e.method === 'GET' && !NOT_SCREENS.has(name)) await walk(name, e);

    // The Archive saved: the alert's slides once the goal is reached (other Historians' choices, written as the engine writes them).
    const add = "INSERT INTO dungeon_events (user_id, dungeon_id, seq, type, payload_json, created_at) VALUES (?, ?, ?, 'input', '{}', ?)";
    for (let i = 0; i < PRIORITY_ALERT.goal; i++) await rawRun(app.ctx.db, add, me.userId, DUNGEONS[0]!.dungeon_id, 1_000_000 + i, iso(app.ctx.now()));
    const saved = keep(await me.call(api.priorityAlert));
    expect(saved.alert?.variant).toBe('complete');

    // Named by the app itself, not by an answer.
    for (const item of ONBOARDING_ITEMS) pictures.add(item.image_src);
    for (const line of DIALOG_LINES) pictures.add(line.avatar_url);
  }, 600_000);

  it('walks every read of the contract, each answering at least once', () => {
    const reads = Object.entries(api).filter(([name, e]) => e.method === 'GET' && !NOT_SCREENS.has(name)).map(([name]) => name);
    expect(reads.filter((name) => !answered.has(name))).toEqual([]);
  });

  it('finds the pictures of rank-ups, room restarts, the Priority Alert and the tour among them', () => {
    const art = [...pictures].map(artKeyOf);
    const alert = [...PRIORITY_ALERT.art.default, ...PRIORITY_ALERT.art.complete];
    // Rank 8 is crossed in one deed with rank 9 (one announcement): the art test holds every rank's emblem.
    expect(art).toEqual(expect.arrayContaining(['rank-3', 'rank-4', 'rank-9', 'rank-10', 'rank-11', 'rank-12', 'room-restart', ...alert, ...ONBOARDING_ITEMS.map((i) => artKeyOf(i.image_src))]));
    expect(pictures.size).toBeGreaterThan(150);
  });

  it('answers every picture URL with an image of its own', async () => {
    const broken: string[] = [];
    for (const url of pictures) {
      const res = await app.inject({ method: 'GET', url });
      const type = String(res.headers['content-type'] ?? '');
      if (res.statusCode !== 200 || !type.startsWith('image/') || res.rawPayload.length < 500) broken.push(`${url} → ${res.statusCode} ${type} ${res.rawPayload.length} B`);
    }
    expect(broken).toEqual([]);
  });
});
