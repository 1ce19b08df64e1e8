import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_SEQ_BASE } from '../../src/db';
import type { MediaUrls } from '../../worker/media';
import {
  artifactList,
  avatar,
  details,
  dungeon,
  expedition,
  expeditionProgress,
  input,
  journalEntry,
  leaderboard,
  narrative,
  progress,
  rank,
  roomNote,
} from './helpers/dungeon-fixtures';
import { adventure, chapter, homeItem, user } from './helpers/fixtures';
import { harness, signIn } from './helpers/harness';

afterEach(() => {
  vi.restoreAllMocks();
});

async function signedIn(opts: Parameters<typeof harness>[0] = {}) {
  const h = harness(opts);
  await signIn(h.db);
  return h;
}

const PROGRESS = '/dungeon/:id/user-progress/';
const DETAILS = '/dungeon/:id/details/';
const seqs = async (h: Awaited<ReturnType<typeof signedIn>>, id = 'd1') =>
  (await h.db.dungeonEvents.where('dungeon_id').equals(id).sortBy('seq')).map((r) => r.seq);

describe('Timeline pulls', () => {
  it('a dungeon is pulled into dungeons, and featured dungeons are pulled with the featured list', async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/homepage/featured/', {
      status: 200,
      body: { items: [homeItem('s1'), homeItem('d7', { kind: 'dungeon', series_id: null, dungeon_id: 'd7' })] },
    });
    net.on('GET', '/dungeon/:id/', (_req, { id }) => ({ status: 200, body: dungeon(id ?? '') }));

    await api.refresh({ kind: 'featured' });

    expect(net.to('GET', '/dungeon/d7/')).toHaveLength(1);
    expect(await db.dungeons.toArray()).toEqual([dungeon('d7')]);
  });

  it('a crawl is its progress without events, its events by seq, and the journal page', async () => {
    const { db, net, api } = await signedIn();
    const p = progress('d1', [narrative(2), input(1, 'Look around'), narrative(0)]);
    net.on('GET', PROGRESS, { status: 200, body: p });
    net.on('GET', DETAILS, { status: 200, body: details([journalEntry('j1')], [roomNote('n1')]) });

    expect(await api.refresh({ kind: 'crawl', id: 'd1' })).toEqual({ ok: true, value: undefined });

    const { events: _events, ...row } = p;
    expect(await db.dungeonProgress.get('d1')).toEqual(row);
    const events = await db.dungeonEvents.where('dungeon_id').equals('d1').sortBy('seq');
    expect(events.map((e) => [e.seq, e.event.event_id, e.pending_outbox_id])).toEqual([
      [0, 'e0', null],
      [1, 'e1', null],
      [2, 'e2', null],
    ]);
    expect(await db.dungeonJournal.toArray()).toEqual([{ ...journalEntry('j1'), dungeon_id: 'd1', pending: false, outbox_id: null }]);
    expect(await db.dungeonNotes.toArray()).toEqual([{ ...roomNote('n1'), dungeon_id: 'd1', pending: false, outbox_id: null }]);
    expect((await db.dungeonExtras.get('d1'))?.details).toEqual(details([journalEntry('j1')], [roomNote('n1')]));
  });

  it("the server's events replace the local ones, except a pending input whose write still waits", async () => {
    const h = await signedIn();
    const { db, net, api } = h;
    net.online = false;
    await api.submitDungeonChoice('d1', 'Open the door');
    await h.outbox.idle();
    const [waiting] = await db.outbox.toArray();
    // An orphan: its outbox row is gone (sent and answered elsewhere), so the server's list wins.
    await db.dungeonEvents.put({ dungeon_id: 'd1', seq: PENDING_SEQ_BASE + 99, event: input(PENDING_SEQ_BASE + 99, 'Old'), pending_outbox_id: 'gone' });
    await db.dungeonEvents.put({ dungeon_id: 'd1', seq: 5, event: narrative(5), pending_outbox_id: null });

    net.online = true;
    net.on('GET', PROGRESS, { status: 200, body: progress('d1', [narrative(0), narrative(1)]) });
    net.on('GET', DETAILS, { status: 200, body: details() });
    await h.sync.refresh({ kind: 'crawl', id: 'd1' });

    expect(await seqs(h)).toEqual([0, 1, PENDING_SEQ_BASE + (waiting?.seq ?? 0)]);
  });

  it('a malformed crawl keeps the events it had and logs the resource', async () => {
    const h = await signedIn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    h.net.on('GET', PROGRESS, { status: 200, body: progress('d1', [narrative(0), narrative(1)]) });
    h.net.on('GET', DETAILS, { status: 200, body: details() });
    await h.api.refresh({ kind: 'crawl', id: 'd1' });

    h.net.on('GET', PROGRESS, { status: 200, body: { ...progress('d1', [narrative(0)]), events: [{ type: 'nonsense', seq: 0 }] } });
    const result = await h.api.refresh({ kind: 'crawl', id: 'd1' });

    expect(result.ok).toBe(false);
    expect(await seqs(h)).toEqual([0, 1]);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/crawl:d1.*events/);
    expect((await h.db.syncState.get('crawl:d1'))?.error).toBeTruthy();
  });

  it('the journal pull keeps pending lines and notes, and hides a note whose deletion waits', async () => {
    const { db, net, api, outbox } = await signedIn();
    await db.dungeonJournal.put({ ...journalEntry('local:j'), dungeon_id: 'd1', pending: true, outbox_id: 'o1' });
    await db.dungeonNotes.put({ ...roomNote('n1'), dungeon_id: 'd1', pending: false, outbox_id: null });
    net.online = false;
    await api.deleteRoomNote('d1', 'n1');
    await outbox.idle();

    // Back online, the deletion waits out its backoff while the pull brings the note again.
    net.online = true;
    net.on('GET', PROGRESS, { status: 200, body: progress('d1') });
    net.on('GET', DETAILS, { status: 200, body: details([journalEntry('j2')], [roomNote('n1'), roomNote('n2')]) });
    await api.refresh({ kind: 'crawl', id: 'd1' });

    expect(await db.outbox.count()).toBe(1);
    expect((await db.dungeonJournal.orderBy('journal_id').toArray()).map((j) => j.journal_id)).toEqual(['j2', 'local:j']);
    expect((await db.dungeonNotes.toArray()).map((n) => n.note_id)).toEqual(['n2']);
  });

  it('a failed leaderboard or resurrection status leaves its field absent; a good one fills only its own', async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/dungeon/:id/leaderboard/', { status: 500, body: { message: 'down' } });
    net.on('GET', '/dungeon/:id/resurrection-status/', { status: 503 });
    net.on('GET', '/dungeon/:id/artifacts/', { status: 200, body: artifactList() });

    expect((await api.refresh({ kind: 'leaderboard', id: 'd1' })).ok).toBe(false);
    expect((await api.refresh({ kind: 'resurrectionStatus', id: 'd1' })).ok).toBe(false);
    await api.refresh({ kind: 'dungeonArtifacts', id: 'd1' });

    const extras = await db.dungeonExtras.get('d1');
    expect(extras).toEqual({ dungeon_id: 'd1', artifacts: artifactList() });
    expect(extras && 'leaderboard' in extras).toBe(false);
    expect(extras && 'resurrection' in extras).toBe(false);

    net.on('GET', '/dungeon/:id/leaderboard/', { status: 200, body: leaderboard() });
    net.on('GET', '/dungeon/:id/resurrection-status/', { status: 200, body: { free_resurrection_available: true } });
    net.on('GET', '/dungeon/:id/loading/', { status: 200, body: { phrases: ['Hold on'], banner: null, ask_rating: false } });
    await api.refresh({ kind: 'leaderboard', id: 'd1' });
    await api.refresh({ kind: 'resurrectionStatus', id: 'd1' });
    await api.refresh({ kind: 'dungeonLoading', id: 'd1' });
    net.online = false;
    await api.refresh({ kind: 'leaderboard', id: 'd1' });

    expect(await db.dungeonExtras.get('d1')).toEqual({
      dungeon_id: 'd1',
      artifacts: artifactList(),
      leaderboard: leaderboard(),
      resurrection: { free_resurrection_available: true },
      loading: { phrases: ['Hold on'], banner: null, ask_rating: false },
    });
  });

  it('an expedition is one row with its progress', async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/expedition/:id/', { status: 200, body: expedition('e1') });
    net.on('GET', '/expedition/:id/user-progress/', { status: 200, body: expeditionProgress('e1', { completed_dungeons: ['d1'] }) });

    await api.refresh({ kind: 'expedition', id: 'e1' });

    expect(await db.expeditions.toArray()).toEqual([{ ...expedition('e1'), progress: expeditionProgress('e1', { completed_dungeons: ['d1'] }) }]);
  });

  it("the user's pull brings the rank; avatars replace the whole list", async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/user/', { status: 200, body: user() });
    net.on('GET', '/historian-rank/', { status: 200, body: rank() });
    net.on('GET', '/avatars/', { status: 200, body: [avatar('a1'), avatar('a2')] });

    await api.refresh({ kind: 'user' });
    expect(await db.rank.get('me')).toEqual({ ...rank(), id: 'me' });

    await api.refresh({ kind: 'avatars' });
    net.on('GET', '/avatars/', { status: 200, body: [avatar('a2', { state: 'selected' })] });
    await api.refresh({ kind: 'avatars' });
    expect(await db.avatars.toArray()).toEqual([avatar('a2', { state: 'selected' })]);
  });

  it('a pulled crawl or adventure warms the media caches with its audio and artwork, and a failing prefetch fails nothing', async () => {
    const seen: MediaUrls[] = [];
    const h = await signedIn({ prefetch: (urls) => void seen.push(urls) });
    const p = progress('d1', [], {
      room_audio_url: '/audio/gate.mp3',
      inventory: [
        { name: 'Key', icon: '/art/key.png', quantity: 1, publicDescription: 'Opens.' },
        { name: 'Coin', icon: '🪙', quantity: 2, publicDescription: 'Shiny.' },
      ],
    });
    h.net.on('GET', PROGRESS, { status: 200, body: p });
    h.net.on('GET', DETAILS, { status: 200, body: details() });
    h.net.on('GET', '/ac/:id/', { status: 200, body: adventure('a1', [chapter(1, { audio_url: '/audio/c1.mp3' })]) });

    await h.api.refresh({ kind: 'crawl', id: 'd1' });
    await h.api.refresh({ kind: 'adventure', id: 'a1' });

    expect(seen[0]).toEqual({ audio: ['/audio/gate.mp3'], image: ['/art/key.png'] });
    expect(seen[1]?.audio).toEqual(['/audio/c1.mp3']);
    expect(seen[1]?.image).toContain('/art/mara.jpg');

    const failing = await signedIn({
      prefetch: () => {
        throw new Error('no caches');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    failing.net.on('GET', '/ac/:id/', { status: 200, body: adventure('a1', [chapter(1)]) });
    expect(await failing.api.refresh({ kind: 'adventure', id: 'a1' })).toEqual({ ok: true, value: undefined });
  });
});
