import { describe, expect, it, vi } from 'vitest';
import { BACKOFF, backoffDelay, RETRY_AFTER_CAP_MS } from '../../../worker/outbox/backoff';
import { FakeNetwork } from '../helpers/fake-network';
import { comment } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';
import { ADD_COMMENT, acceptComments } from '../helpers/servers';

describe('backoff that fits a phone link and spares a struggling server', () => {
  it('a lost answer is retried within a quarter second first, and never waits more than 8 s', () => {
    const top = () => 0.999;
    expect(backoffDelay('link', 1, top)).toBeLessThan(250);
    expect(backoffDelay('link', 30, top)).toBeLessThan(BACKOFF.link.capMs);
    expect(BACKOFF.link.capMs).toBe(8_000);
  });

  it('a busy server is given a second first, up to a minute, and its Retry-After is obeyed up to ten minutes', () => {
    const top = () => 0.999;
    expect(backoffDelay('server', 1, top)).toBe(999);
    expect(backoffDelay('server', 30, top)).toBe(59_940);
    expect(backoffDelay('server', 1, () => 0, 30_000)).toBe(30_000);
    expect(backoffDelay('server', 1, () => 0, 86_400_000)).toBe(RETRY_AFTER_CAP_MS);
  });

  it('a 503 with Retry-After holds the write that long', async () => {
    const h = await signedIn();
    h.net.on('POST', ADD_COMMENT, { status: 503, body: { message: 'busy' }, headers: { 'Retry-After': '30' } });
    await h.api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Patience' });
    await h.outbox.idle();
    const [row] = await h.db.outbox.toArray();
    expect(row!.nextAttemptAt - h.clock.now()).toBe(30_000);
  });
});

describe('a queue drains at the link’s pace', () => {
  it('a write held by a lost answer goes as soon as another write gets through, not when its backoff ends', async () => {
    const net = new FakeNetwork();
    acceptComments(net);
    // The link loses the first request to saga A; saga B's writes keep getting through, slowly.
    let lostOne = false;
    const h = await signedIn({
      net,
      random: () => 0.999,
      fetch: async (input, init) => {
        if (!lostOne && input.includes('/sagas/A/')) {
          lostOne = true;
          throw new TypeError('Failed to fetch');
        }
        if (input.includes('/sagas/B/')) await new Promise((r) => setTimeout(r, 20));
        return net.fetch(input, init);
      },
    });
    for (const [saga, text] of [['B', 'b1'], ['A', 'a1'], ['B', 'b2'], ['B', 'b3']] as const) {
      await h.api.commentPost({ kind: 'saga', target_id: saga, text });
    }
    await h.outbox.idle();
    // No clock tick happened: a1 went when b2 got through, though its backoff was not over.
    expect(await h.db.outbox.count()).toBe(0);
    expect(net.to('POST', '/sagas/A/add-comment/')).toHaveLength(1);
  });

  it('a write that failed many times on the link is tried again within 8 s, whatever its history', async () => {
    const h = await signedIn({ random: () => 0.999 });
    h.net.online = false;
    await h.api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Stubborn' });
    for (let i = 0; i < 12; i++) {
      await h.outbox.idle();
      h.clock.tick(h.clock.nextTimerAt()! - h.clock.now());
    }
    await h.outbox.idle();
    const [row] = await h.db.outbox.toArray();
    expect(row!.attempts).toBeGreaterThan(10);
    expect(row!.nextAttemptAt - h.clock.now()).toBeLessThan(8_000);

    h.net.on('POST', ADD_COMMENT, { status: 201, body: comment('c1') });
    h.net.online = true;
    h.clock.tick(8_000);
    await vi.waitFor(async () => expect(await h.db.outbox.count()).toBe(0));
  });
});
