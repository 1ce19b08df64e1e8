import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';

describe('subscribeOptionDismiss: Don’t ask me again', () => {
  it('the option leaves at once, is sent once, and the server’s list replaces the local one', async () => {
    const { db, api, net, outbox } = await signedIn();
    net.online = false;
    await api.subscribeOptionDismiss({ option: 'enable_notifications' });
    await outbox.idle();
    expect((await db.user.get('me'))?.dont_ask_again).toEqual(['enable_notifications']);
    // Asking twice queues nothing more.
    await api.subscribeOptionDismiss({ option: 'enable_notifications' });
    expect(await db.outbox.count()).toBe(1);

    net.on('POST', '/user/dont-ask-again/', { status: 200, body: { dont_ask_again: ['link_account', 'enable_notifications'] } });
    net.online = true;
    await outbox.wake({ fresh: true });
    await outbox.idle();
    expect(net.to('POST', '/user/dont-ask-again/').map((r) => r.body)).toEqual([{ option: 'enable_notifications' }]);
    expect((await db.user.get('me'))?.dont_ask_again).toEqual(['link_account', 'enable_notifications']);
  });

  it('discarding it brings the option back', async () => {
    const { db, api, net, outbox } = await signedIn();
    net.on('POST', '/user/dont-ask-again/', { status: 400, body: { message: 'No.' } });
    await api.subscribeOptionDismiss({ option: 'link_account' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    await api.discardWrite(row!.id);
    expect((await db.user.get('me'))?.dont_ask_again ?? []).toEqual([]);
  });
});
