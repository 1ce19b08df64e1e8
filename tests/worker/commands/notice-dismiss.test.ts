import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';

describe('noticeDismiss: a notice of a write delivered in the background, seen', () => {
  it('removes that notice only, offline too, and asks nothing of the server', async () => {
    const { db, net, api } = await signedIn();
    net.online = false;
    const seen = await db.notices.add({ text: 'Your adventure is now public.', tone: 'success', created_at: 1 });
    await db.notices.add({ text: 'Adventure deleted successfully!', tone: 'success', created_at: 2 });

    expect(await api.noticeDismiss(seen!)).toEqual({ ok: true, value: undefined });
    expect((await db.notices.toArray()).map((n) => n.text)).toEqual(['Adventure deleted successfully!']);
    expect(net.requests).toHaveLength(0);
  });
});
