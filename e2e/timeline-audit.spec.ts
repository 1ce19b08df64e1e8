/**
 * The Timeline read page under axe-core (issue #12: the action counter's white-on-green badge was 4.32:1):
 * a fresh crawl shows the footer's badges, and axe finds no violation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { PlayerApi, TimelinePage } from './pages/timeline';

test('a Timeline read page with its action counter: no axe violation', async ({ app, page, request }) => {
  const email = `timeline-audit-${Date.now()}@example.com`;
  await app.account.signUp(email, `Auditor${Date.now() % 1e6}`);
  // Not the Library: entering a Timeline claims its world firsts, which timeline.spec expects there.
  const timeline = new TimelinePage(page, new PlayerApi(request, email), 'night-market-samarkand');
  await timeline.enterFromPage();
  // Plenty of actions at the start: the counter wears its green badge.
  const trackers = page.getByRole('button', { name: /^Trackers, / });
  await expect(trackers).toBeVisible();
  await page.screenshot({ path: 'test-results/timeline-read.png' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
