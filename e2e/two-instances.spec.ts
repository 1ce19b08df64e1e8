/**
 * Two instances on one database behind a proxy (e2e/two-instances.ts): a Historian signs in on one, plays and
 * comments on the other, reads it all back on the first; then writes offline, and the outbox replays them
 * through both instances, each write landing once. Twice: on one Postgres (a throwaway cluster the pair starts,
 * or E2E_DATABASE_URL's), as machines behind a balancer run; and on one SQLite file the two share (INSTANCES=N).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Adventure, CommentList } from '../src/contract';
import { expect, test as base } from './fixtures';
import { type Pair, type Store, startPair } from './two-instances';

// One pair per test (each store its own): started outside the test's own time, as a slow machine needs.
const test = base.extend<{ store: Store; pair: Pair }>({
  store: ['postgres', { option: true }],
  pair: [
    async ({ store }, use) => {
      const pair = await startPair(store);
      await use(pair);
      await pair.stop();
    },
    { timeout: 420_000 },
  ],
  // The app and the API as the player reaches them: through the proxy.
  baseURL: async ({ pair }, use) => use(pair.url),
});

const SERIES = 'glassblowers-oath';
const SAGA = 'saga-glassblowers-oath';
const PLAYER_WRITE = /\/(ac\/[^/]+\/(continue|add-comment)|sagas\/[^/]+\/add-comment|user\/rating)\/$/;

for (const store of ['postgres', 'sqlite'] as const) {
  test.describe(`on ${store}`, () => {
    test.use({ store });

    test('signed in on one instance, played on the other, read back on the first; the outbox replays through both', async ({ app, page, server, pair }) => {
      const email = `two-instances-${Date.now()}@example.com`;
      const since = (mark: number) => pair.served.slice(mark);
      const writesServed = (mark: number) => since(mark).filter((s) => s.method !== 'GET' && PLAYER_WRITE.test(s.path));

      // Signed in on instance 0.
      pair.pin(0);
      let mark = pair.served.length;
      await app.account.signUp(email, 'Two Doors');
      // A guest first, then the email linked (e2e/pages/account.ts, signUp): every sign-in call served by instance 0.
      const signIns = since(mark).filter((s) => s.path.startsWith('/api/auth/'));
      expect(signIns.length).toBeGreaterThan(0);
      expect(new Set(signIns.map((s) => s.instance))).toEqual(new Set([0]));

      // Plays and comments on instance 1: the session instance 0 started holds there.
      pair.pin(1);
      mark = pair.served.length;
      await app.sanctum.enterMemory("The Glassblower's Oath");
      await page.getByRole('button', { name: 'Play', exact: true }).first().click();
      await expect(page).toHaveURL(/\/read\/chapter\/1$/);
      const adventureId = /adventure\/([^/]+)\//.exec(page.url())![1]!;
      await app.memory.submitChoice('I hide it in the kiln');
      await page.getByRole('button', { name: 'Next Chapter' }).click();
      await expect(page).toHaveURL(/\/read\/chapter\/2$/);
      await page.goto(`/series/${SERIES}`);
      await page.getByRole('link', { name: /discussion|comments/i }).first().click();
      await page.getByRole('button', { name: 'Show the Discussion' }).click();
      await page.getByRole('textbox').fill('Said on the second instance.');
      await page.getByRole('button', { name: 'Post Comment' }).click();
      await page.getByRole('button', { name: 'Not a spoiler' }).click();
      await expect(page.getByText('Said on the second instance.')).toBeVisible();
      const playerWrites = async () => (await server.writes(email)).filter((w) => PLAYER_WRITE.test(w.path));
      await expect.poll(async () => (await playerWrites()).length).toBe(2);
      expect(writesServed(mark).map((s) => s.instance)).toEqual([1, 1]);
      await page.screenshot({ path: 'test-results/two-instances-comment.png' });

      // Read back on instance 0: the choice and the comment instance 1 wrote.
      pair.pin(0);
      mark = pair.served.length;
      const adventure = await server.getAs<Adventure>(email, `/ac/${adventureId}/`);
      expect(adventure.chapters.map((c) => c.choice_made)).toEqual(['I hide it in the kiln', null]);
      const thread = await server.getAs<CommentList>(email, `/sagas/${SAGA}/comments/`);
      expect(thread.comments.map((c) => c.text)).toContain('Said on the second instance.');
      expect(new Set(since(mark).map((s) => s.instance))).toEqual(new Set([0]));

      // Offline: a choice, a comment and a rating wait in the outbox.
      await app.offline.serviceWorkerReady();
      await app.offline.goOffline();
      await page.goto(`/series/${SERIES}/adventure/${adventureId}/read/chapter/2`);
      await app.memory.submitChoice('Look deep into the mirror and wait for what it shows');
      await expect(page.getByText('Your choice is saved and will be sent when you are back online.')).toBeVisible();
      await page.getByRole('link', { name: /discussion|comments/i }).first().click();
      await page.getByRole('button', { name: 'Show the Discussion' }).click();
      await page.getByRole('textbox').fill('Written with no signal, sent through both.');
      await page.getByRole('button', { name: 'Post Comment' }).click();
      await page.getByRole('button', { name: 'Not a spoiler' }).click();
      await page.goto(`/series/${SERIES}`);
      await page.getByRole('radio', { name: '5 stars' }).click();
      await expect.poll(() => app.shell.pendingCount()).toBe(3);
      const writesBefore = await playerWrites();

      // Online through both instances, taking turns: every write lands once, on one or the other.
      pair.alternate();
      mark = pair.served.length;
      await app.offline.goOnline();
      await expect.poll(() => app.shell.pendingCount(), { timeout: 30_000 }).toBe(0);
      const replayed = writesServed(mark);
      expect(new Set(replayed.map((s) => s.instance))).toEqual(new Set([0, 1]));
      const landed = (await playerWrites()).slice(writesBefore.length);
      expect(landed.map((w) => w.path.replace(/[^/]+\/(?=continue|add-comment)/, ':id/')).sort()).toEqual(
        ['/api/ac/:id/add-comment/', '/api/ac/:id/continue/', '/api/user/rating/'].sort(),
      );
      expect(new Set(landed.map((w) => w.key)).size).toBe(3);

      // And instance 0 reads what the replay wrote on either.
      pair.pin(0);
      const after = await server.getAs<Adventure>(email, `/ac/${adventureId}/`);
      expect(after.chapters[1]!.choice_made).toBe('Look deep into the mirror and wait for what it shows');
      expect(after.chapters).toHaveLength(3);

      // The store the pair ran on: Postgres leaves no SQLite file in either instance's DATA_DIR.
      expect(pair.dataDirs.map((dir) => existsSync(join(dir, 'chronicle.sqlite')))).toEqual(pair.dataDirs.map(() => store === 'sqlite'));
    });
  });
}
