/**
 * Every route of app-shell §2 opens a real screen for a signed-in Historian: none lands on /404.
 */
import { expect, test } from './fixtures';

// Visiting a loader starts a crawl and claims the world's firsts: not in the Library, which timeline.spec plays first.
const D = 'night-market-samarkand';
const S = 'glassblowers-oath';
const A = 'glassblowers-oath-1';
const SAGA = 'saga-glassblowers-oath';

const ROUTES = [
  '/terms',
  '/contest-rules',
  '/rules',
  '/policy',
  '/',
  '/onboarding',
  '/dungeons',
  `/dungeons/${D}`,
  `/dungeons/${D}/loader`,
  `/dungeons/${D}/read`,
  `/dungeons/${D}/read/0`,
  `/dungeons/${D}/journal`,
  `/dungeons/${D}/journal/a-room`,
  `/dungeons/${D}/journal/a-room/mission-list`,
  `/dungeons/${D}/comments`,
  `/dungeons/${D}/comments/a-comment/replies`,
  `/sagas/${SAGA}`,
  `/sagas/${SAGA}/comments`,
  '/search',
  '/series',
  `/series/${S}`,
  `/series/${S}/adventure/${A}/read/chapter`,
  `/series/${S}/adventure/${A}/read/chapter/1/step/0`,
  `/series/${S}/adventure/${A}/loader`,
  `/series/${S}/adventure/${A}/read/chapter/1/comments`,
  `/series/${S}/adventure/${A}/read/chapter/1/comments/a-comment/replies`,
  '/story/a-story',
  '/story/a-story/1',
  '/story/a-story/1/loader',
  '/profile',
  '/profile/notifications',
  '/profile/levels',
  '/profile/my-group',
  '/trading-cards',
  '/trading-cards?tab=originals&cardId=a-card',
  '/quickplay',
  `/quickplay/${SAGA}/loader`,
  '/faq',
  '/creators',
  '/creators/lantern-guild',
  '/creators/search',
  '/following',
  '/following/lantern-guild',
  '/sanctum',
  `/sanctum?seriesId=${S}`,
  `/sanctum?dungeonId=${D}`,
  '/sanctum/historian-rank',
];

test('every route of app-shell §2 opens a real screen for a signed-in Historian (none lands on /404)', async ({ app, page }) => {
  test.setTimeout(240_000);
  await app.account.signUp(`routes-${Date.now()}@example.com`, `Router${Date.now() % 1e6}`);
  const notFound = page.getByRole('heading', { name: 'This page is lost to history' });
  const lost: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route);
    // The page's content, once the route is decided (the not-found page has content too).
    await expect(page.locator('main > *').first()).toBeVisible();
    if (new URL(page.url()).pathname === '/404' || (await notFound.count()) > 0) lost.push(route);
  }
  expect(lost).toEqual([]);

  await page.goto('/no/such/place');
  await expect(page).toHaveURL(/\/404$/);
  await expect(notFound).toBeVisible();
});
