/**
 * The server restarts mid-replay, on a bad link: the replay waits it out (gateway errors, refused
 * connections) and carries on. Counted on the server: none lost, none doubled, in order.
 */
import { expect, test } from './fixtures';
import { expectDelivered } from './plan';
import { delivered, queueOffline } from './scenario';
import { ISSUE_RATES } from './schedule';

const N = 60;

test('the server is killed mid-replay and started again: each write once, in order', async ({ app, page, server, link }) => {
  const queued = await queueOffline(app, page, server, N, 'R');

  link.proxy.arm(ISSUE_RATES, 31);
  await app.offline.goOnline();
  await delivered(server, queued, N / 4);
  await link.server.restart();
  await expect.poll(() => app.shell.pendingCount(), { timeout: 120_000 }).toBe(0);
  link.proxy.disarm();

  await expectDelivered(server, queued.email, queued.plan, queued.tag);
});
