import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';
import { echo, echoList } from '../helpers/saga-fixtures';

const ten = Array.from({ length: 10 }, (_, i) => echo(`e${i}`));

async function withEchoes(over: Parameters<typeof echoList>[1] = {}) {
  const h = await signedIn();
  await h.db.echoes.put({ ...echoList(ten, over), saga_id: 'st1', pending_outbox_id: null });
  return h;
}

describe('echoFeature: featuring an echo', () => {
  it('marks it featured and puts it first in the Scroll of Fate at once; a pull keeps it until the server’s list replaces it', async () => {
    const { db, net, api, outbox } = await withEchoes();
    net.on('POST', '/sagas/:sagaId/echoes/:echoId/feature/', { status: 503, body: { message: 'Busy' } });
    await api.echoFeature({ saga_id: 'st1', echo_id: 'e3' });
    await outbox.idle();
    const local = await db.echoes.get('st1');
    expect(local?.echoes[0]).toMatchObject({ echoes_id: 'e3', is_featured: true });
    expect(local?.scroll.map((e) => e.echoes_id)).toEqual(['e3']);
    expect(local?.can_feature).toBe(false);

    // The server is busy and the write waits to be retried: a pull meanwhile leaves the player's change on screen.
    net.on('GET', '/sagas/:sagaId/echoes/', { status: 200, body: echoList(ten) });
    await api.refresh({ kind: 'echoes', id: 'st1' });
    expect((await db.echoes.get('st1'))?.scroll.map((e) => e.echoes_id)).toEqual(['e3']);

    net.on('POST', '/sagas/:sagaId/echoes/:echoId/feature/', { status: 200, body: echoList(ten, { scroll: [echo('e3', { is_featured: true })], can_feature: false }) });
    await outbox.wake({ fresh: true });
    await outbox.idle();
    expect(net.to('POST', '/sagas/st1/echoes/e3/feature/')).toHaveLength(2);
    expect(await db.echoes.get('st1')).toMatchObject({ pending_outbox_id: null, can_feature: false, scroll: [{ echoes_id: 'e3', is_featured: true }] });
  });

  it('is refused when an echo is already featured in this chapter; discarding puts the list back', async () => {
    const { db, net, api, outbox } = await withEchoes();
    net.online = false;
    await api.echoFeature({ saga_id: 'st1', echo_id: 'e1' });
    expect(await api.echoFeature({ saga_id: 'st1', echo_id: 'e2' })).toEqual({ ok: false, message: 'You have already featured an echo in this chapter.' });
    await outbox.idle();
    await api.discardWrite((await db.outbox.toArray())[0]!.id);
    expect(await db.echoes.get('st1')).toEqual({ ...echoList(ten), saga_id: 'st1', pending_outbox_id: null });
  });
});

describe('echoesConfirm: the Scroll of Fate', () => {
  it('an echoes confirmation typed offline shows at once and is delivered exactly once when the network returns', async () => {
    const { db, net, api, outbox } = await withEchoes();
    net.online = false;
    await api.echoesConfirm({ saga_id: 'st1', echoes: ['e1', 'e4'], adventure_mode: 'echo' });
    await outbox.idle();
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'echoesConfirm', scope: 'story:st1', label: 'Scroll of Fate: 2 echoes' }]);
    expect(await db.echoes.get('st1')).toMatchObject({ adventure_mode: 'echo', scroll: [{ echoes_id: 'e1' }, { echoes_id: 'e4' }] });

    const answer = echoList(ten, { adventure_mode: 'echo', scroll: [echo('e1'), echo('e4')] });
    net.on('POST', '/sagas/:sagaId/echoes/confirm/', { status: 200, body: answer });
    net.online = true;
    await api.online();
    await outbox.idle();
    await api.online();
    await outbox.idle();
    const sent = net.to('POST', '/sagas/st1/echoes/confirm/');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ echoes: ['e1', 'e4'], adventure_mode: 'echo' });
    expect(await db.echoes.get('st1')).toEqual({ ...answer, saga_id: 'st1', pending_outbox_id: null });
  });

  it('solo keeps no echoes; it goes before a choice typed after it', async () => {
    const { db, net, api, outbox } = await withEchoes({ adventure_mode: 'echo', scroll: [echo('e1')] });
    net.online = false;
    await api.echoesConfirm({ saga_id: 'st1', echoes: ['e1'], adventure_mode: 'solo' });
    await outbox.idle();
    expect(await db.echoes.get('st1')).toMatchObject({ adventure_mode: 'solo', scroll: [] });
    expect((await db.outbox.toArray())[0]?.label).toBe('Play solo');
  });
});
