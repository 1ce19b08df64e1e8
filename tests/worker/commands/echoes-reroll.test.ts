import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';
import { echo, echoList } from '../helpers/saga-fixtures';

describe("echoesReroll: a fresh draw of a custom story's echoes", () => {
  it('reroll stores the new draw; offline it says it needs a connection', async () => {
    const { db, net, api } = await signedIn();
    net.on('POST', '/sagas/:sagaId/echoes/reroll/', { status: 200, body: echoList([echo('e9')], { rerolls_left: 2 }) });
    expect((await api.echoesReroll('st1')).ok).toBe(true);
    expect(await db.echoes.get('st1')).toMatchObject({ rerolls_left: 2, echoes: [{ echoes_id: 'e9' }] });
    net.online = false;
    expect(await api.echoesReroll('st1')).toEqual({ ok: false, message: 'You are offline. This needs a connection.' });
  });
});
