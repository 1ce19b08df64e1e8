/**
 * The app is served under a strict Content-Security-Policy that it runs within (the `app` fixture fails any
 * test that meets a violation); this proves the policy is there and bites.
 */
import { expect, test, watchContentSecurityPolicy } from './fixtures';

test('every page carries the policy; an inline script is refused and reported', async ({ page }) => {
  const violations = watchContentSecurityPolicy(page);
  const res = await page.goto('/onboarding');
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('button', { name: 'Start Playing' })).toBeVisible();
  expect(violations).toEqual([]);

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
    return (window as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
