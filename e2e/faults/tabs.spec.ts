/**
 * Tabs on a bad link: two tabs open while the queue replays (one replays; the other waits in line), the
 * replaying tab closed mid-request, a new one opened. Counted on the server: none lost, none doubled.
 */
import { expect, test } from './fixtures';
import { expectDelivered } from './plan';
import { delivered, queueOffline } from './scenario';
import { ISSUE_RATES } from './schedule';

const N = 60;

test('the replaying tab closes mid-replay, another takes over and a new one opens: each write once, in order', async ({ app, page, context, server, link }) => {
  const queued = await queueOffline(app, page, server, N, 'T');
  // A second tab, opened while offline: it waits in line for the outbox.
  const second = await context.newPage();
  await second.goto('/sanctum');

  link.proxy.arm(ISSUE_RATES, 29);
  await app.offline.goOnline();
  await delivered(server, queued, N / 4);
  // The first tab led the replay: closing it mid-request hands the outbox to the tab in line.
  await page.close();
  const third = await context.newPage();
  await third.goto('/sanctum');
  const badge = third.getByRole('button', { name: /pending write/ });
  await expect(badge).toHaveCount(0, { timeout: 120_000 });
  await expect(second.getByRole('button', { name: /pending write/ })).toHaveCount(0);
  link.proxy.disarm();

  await expectDelivered(server, queued.email, queued.plan, queued.tag);
});
