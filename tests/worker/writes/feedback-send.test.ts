import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';

describe('feedbackSend: the session feedback sheet', () => {
  it('is kept offline, sent once with the reactions comma-joined, and the server’s thanks becomes a notice', async () => {
    const { db, net, api, outbox } = await signedIn();
    net.online = false;
    await api.feedbackSend({ reaction: 'Wonderful,Smooth', report: '  The bell chapter was lovely.  ' });
    await outbox.idle();
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'feedbackSend', scope: 'feedback' }]);

    net.on('POST', '/user/feedback/', { status: 200, body: { message: 'Thank you for your feedback!' } });
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(net.to('POST', '/user/feedback/').map((r) => r.body)).toEqual([{ reaction: 'Wonderful,Smooth', report: 'The bell chapter was lovely.' }]);
    expect(await db.notices.toArray()).toMatchObject([{ text: 'Thank you for your feedback!', tone: 'success' }]);
  });

  it('refuses an empty report and a reaction that is not one of the six', async () => {
    const { db, api } = await signedIn();
    expect(await api.feedbackSend({ reaction: 'Wonderful', report: '  ' })).toEqual({ ok: false, message: 'Text cannot be empty' });
    expect((await api.feedbackSend({ reaction: 'Meh', report: 'Hi' })).ok).toBe(false);
    expect(await db.outbox.count()).toBe(0);
  });
});
