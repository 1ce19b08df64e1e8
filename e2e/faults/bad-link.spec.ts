/**
 * The issue's bad link, end to end: writes of four kinds queued offline through the sync worker, replayed
 * through drops before the server, answers lost after it, 502 pages, garbled bodies and latency, with the
 * access token expiring mid-replay. Counted on the server: none lost, none doubled, each thread and the
 * crawl in order — within two minutes of the link coming back.
 */
import { expect, test } from './fixtures';
import { expectDelivered } from './plan';
import { queueOffline } from './scenario';
import { ISSUE_RATES } from './schedule';

const N = 200;

test(`${N} writes queued offline reach the server once each, in order, through a bad link`, async ({ app, page, server, link }) => {
  const { email, tag, plan } = await queueOffline(app, page, server, N, 'L');

  link.proxy.arm(ISSUE_RATES, 13);
  const back = Date.now();
  await app.offline.goOnline();
  // The issue's promise: the queue is empty within two minutes of the link recovering.
  await expect.poll(() => app.shell.pendingCount(), { timeout: 120_000 }).toBe(0);
  const { dealt, refreshes, requests } = link.proxy.stats();
  test.info().annotations.push({ type: 'drained', description: `${N} writes in ${Date.now() - back} ms over ${requests} requests: ${JSON.stringify(dealt)}` });
  link.proxy.disarm();

  await expectDelivered(server, email, plan, tag);
  expect(dealt.drop * dealt.lose * dealt['bad-gateway'] * dealt.garble, `every fault was dealt: ${JSON.stringify(dealt)}`).toBeGreaterThan(0);
  expect(refreshes, 'the access token expired mid-replay').toBeGreaterThan(0);
});
