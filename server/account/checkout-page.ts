/** The test-mode checkout page: self-contained HTML, every printed value escaped. */
import { formatPrice, PRICE_CENTS } from '../../src/contract';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** No scripts, no external assets: the CSP says so too. */
export const CHECKOUT_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #14110f; color: #f3e9d2; display: grid; place-items: center; min-height: 100vh; }
  main { box-sizing: border-box; width: min(92vw, 420px); background: #211c18; border: 1px solid #c9a45c; border-radius: 12px; padding: 24px; }
  h1 { font-size: 1.3rem; color: #e8c77a; margin: 0 0 8px; }
  p, dd { margin: 8px 0; line-height: 1.4; }
  dl { margin: 12px 0; } dt { color: #d8c9a8; font-size: .85rem; margin-top: 8px; } dd { margin: 2px 0 0; font-weight: 600; }
  .badge { display: inline-block; font-size: .75rem; padding: 2px 8px; margin-bottom: 12px; border-radius: 99px; background: #3a2f22; color: #e8c77a; }
  form { margin-top: 16px; }
  button, .back { display: block; box-sizing: border-box; width: 100%; min-height: 44px; font-size: 1rem; border-radius: 8px; border: 1px solid #c9a45c; cursor: pointer; text-align: center; }
  .pay, .primary { background: #c9a45c; color: #14110f; font-weight: 600; }
  .cancel, .back { background: transparent; color: #f3e9d2; }
  .danger { background: transparent; color: #ffb4a8; border-color: #ffb4a8; }
  .back { line-height: 42px; text-decoration: none; margin-top: 16px; }
  label { display: block; margin: 16px 0 6px; font-weight: 600; }
  input[type=email] { box-sizing: border-box; width: 100%; min-height: 44px; font-size: 1rem; padding: 8px 12px; border-radius: 8px; border: 1px solid #d8c9a8; background: #14110f; color: #f3e9d2; margin-bottom: 12px; }
  input:focus-visible, button:focus-visible, .back:focus-visible { outline: 3px solid #e8c77a; outline-offset: 2px; }
  .error { color: #ffb4a8; }
`;

/** A page of test mode's own (the checkout, the portal, the Google stand-in): self-contained, under CHECKOUT_CSP. */
export function testModePage(title: string, body: string, badge = 'Test mode: no card is charged'): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <span class="badge">${badge}</span>
${body}
</main>
</body>
</html>`;
}

const PRICE = formatPrice(PRICE_CENTS.subscription);
const PLAN = `Mythic plan — ${PRICE}/month`;
const hidden = (session: string) => `<input type="hidden" name="session" value="${session}">`;

/** The checkout: the plan and the account. Paying goes through a confirmation first (confirmPage). */
export function checkoutPage(sessionId: string, email: string, base: string): string {
  const session = escapeHtml(sessionId);
  return testModePage(
    'Test checkout',
    `  <h1>${PLAN}</h1>
  <p>Unlimited play, best and fastest generation, faster rank points, priority support, no ads.</p>
  <p>Account: <strong>${escapeHtml(email)}</strong></p>
  <form method="post" action="${base}/confirm">${hidden(session)}<button class="pay" type="submit">Review payment</button></form>
  <form method="post" action="${base}/cancel">${hidden(session)}<button class="cancel" type="submit">Cancel</button></form>`,
  );
}

/** Every purchase confirms before charging: what will be paid, by whom, and the one button that pays. */
export function confirmPage(sessionId: string, email: string, base: string): string {
  const session = escapeHtml(sessionId);
  return testModePage(
    'Confirm your payment',
    `  <h1>Confirm your payment</h1>
  <p>You are about to pay <strong>${PRICE}</strong> for a month of the Mythic plan, renewed every month until you cancel.</p>
  <p>Account: <strong>${escapeHtml(email)}</strong></p>
  <form method="post" action="${base}/complete">${hidden(session)}<input type="hidden" name="confirm" value="yes"><button class="pay" type="submit">Confirm and pay ${PRICE}</button></form>
  <a class="back" href="${base}?session=${encodeURIComponent(sessionId)}">Back</a>
  <form method="post" action="${base}/cancel">${hidden(session)}<button class="cancel" type="submit">Cancel</button></form>`,
  );
}
