/**
 * Test mode (PAYMENT_TEST_MODE=1) says so on every page the server serves: the app's index.html carries
 * this banner, and the test checkout its own badge. The banner is a thin strip above the app, in the page's
 * flow, so it covers nothing; its style is the app's own (src/ui/global.css, `.chronicle-test-mode`), so
 * it is precached with the app and styled offline too.
 */
export const TEST_MODE_NOTICE = 'Test mode: no card is charged';

const BANNER = `<aside class="chronicle-test-mode" aria-label="Test mode">${TEST_MODE_NOTICE}</aside>`;

/** index.html with the banner first in its body (at its end, lacking a body). */
export function withTestModeBanner(html: string): string {
  if (!/<body[^>]*>/i.test(html)) return `${html}${BANNER}`;
  return html.replace(/<body[^>]*>/i, (body) => `${body}${BANNER}`);
}
