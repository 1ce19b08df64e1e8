/** A page opened by typing its address starts at its top; a reload still returns to the place. */
import { expect, test } from './fixtures';

test('a typed address starts at the top, not where the last typed page was; a reload keeps the place', async ({ app, page }) => {
  await app.account.signUp(`typed-${Date.now()}@example.com`, `Typist ${Date.now() % 10000}`);
  await page.goto('/home');
  await page.waitForTimeout(1000);
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const y = await page.evaluate(() => window.scrollY);

  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);

  await page.goto('/dungeons/library-burned-twice');
  await page.waitForTimeout(1500); // a restore would have scrolled by now
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(844);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: 'test-results/typed-address-top.png' });
});
