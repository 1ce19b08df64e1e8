/**
 * Test mode (PAYMENT_TEST_MODE=1) says so on every page the server serves: the app's index.html carries
 * this banner, and the test checkout its own badge. The banner's style is a file, not inline: the CSP
 * allows style from 'self' only. It takes no clicks, so it never covers a button a player needs.
 */
export const TEST_MODE_NOTICE = 'Test mode: no card is charged';
export const TEST_MODE_CSS_PATH = '/test-mode.css';

export const TEST_MODE_CSS = `.chronicle-test-mode {
  position: fixed; z-index: 2147483647; top: calc(4px + env(safe-area-inset-top)); left: 50%; transform: translateX(-50%);
  pointer-events: none; max-width: 92vw; white-space: nowrap; padding: 2px 10px; border-radius: 99px;
  background: #5c1f12; color: #fff4e0; border: 1px solid #e8c77a; font: 600 12px/1.5 system-ui, sans-serif; text-align: center;
}
`;

const BANNER = `<aside class="chronicle-test-mode" aria-label="Test mode">${TEST_MODE_NOTICE}</aside>`;

const LINK = `<link rel="stylesheet" href="${TEST_MODE_CSS_PATH}">`;

/** index.html with the banner first in its body and its stylesheet in its head (at its end, lacking either). */
export function withTestModeBanner(html: string): string {
  if (!html.includes('</head>') || !/<body[^>]*>/i.test(html)) return `${html}${LINK}${BANNER}`;
  return html.replace('</head>', `${LINK}</head>`).replace(/<body[^>]*>/i, (body) => `${body}${BANNER}`);
}
