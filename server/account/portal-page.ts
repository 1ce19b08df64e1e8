/**
 * The test portal: test mode's stand-in for the provider's customer portal, where a subscriber sees the
 * plan and cancels or resumes it. Self-contained HTML (the checkout page's shell and CSP), every value escaped.
 */
import { formatPrice, PLANS, type Subscription } from '../../src/contract';
import { escapeHtml } from './checkout-page';

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #14110f; color: #f3e9d2; display: grid; place-items: center; min-height: 100vh; }
  main { box-sizing: border-box; width: min(92vw, 420px); background: #211c18; border: 1px solid #c9a45c; border-radius: 12px; padding: 24px; }
  h1 { font-size: 1.3rem; color: #e8c77a; margin: 0 0 8px; }
  p, dd { margin: 8px 0; line-height: 1.4; }
  dl { margin: 12px 0; } dt { color: #d8c9a8; font-size: .85rem; margin-top: 8px; } dd { margin: 2px 0 0; font-weight: 600; }
  .badge { display: inline-block; font-size: .75rem; padding: 2px 8px; margin-bottom: 12px; border-radius: 99px; background: #3a2f22; color: #e8c77a; }
  form { margin-top: 16px; }
  button, .back { display: block; box-sizing: border-box; width: 100%; min-height: 44px; font-size: 1rem; border-radius: 8px; border: 1px solid #c9a45c; cursor: pointer; text-align: center; }
  .primary { background: #c9a45c; color: #14110f; font-weight: 600; }
  .danger { background: transparent; color: #ffb4a8; border-color: #ffb4a8; }
  .back { background: transparent; color: #f3e9d2; line-height: 42px; text-decoration: none; margin-top: 16px; }
`;

function shell(title: string, body: string): string {
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
  <span class="badge">Test mode: no card is charged</span>
${body}
</main>
</body>
</html>`;
}

const hidden = (session: string) => `<input type="hidden" name="session" value="${escapeHtml(session)}">`;
const back = (appPath: string) => `<a class="back" href="${escapeHtml(appPath)}">Return to Chronicle</a>`;

/** The plan: what it is, what it costs, when it renews or ends; Cancel or Resume. */
export function portalPage(session: string, email: string, plan: Subscription | null, base: string, appPath: string): string {
  if (!plan) {
    return shell('Your subscription', `  <h1>Your subscription</h1>\n  <p>You have no plan running. Subscribe again from Chronicle.</p>\n  ${back(appPath)}`);
  }
  const terms = PLANS[plan.plan];
  const date = DATE.format(new Date(plan.period_end));
  const ending = plan.status === 'ending';
  const action = ending
    ? `<form method="post" action="${base}/resume">${hidden(session)}<button class="primary" type="submit">Resume subscription</button></form>`
    : `<form method="post" action="${base}/cancel">${hidden(session)}<button class="danger" type="submit">Cancel subscription</button></form>`;
  return shell(
    'Your subscription',
    `  <h1>Your subscription</h1>
  <dl>
    <dt>Plan</dt><dd>${escapeHtml(terms.name)}</dd>
    <dt>Price</dt><dd>${formatPrice(terms.price_cents)} every ${escapeHtml(terms.period.text)}</dd>
    <dt>${ending ? 'Ends on' : 'Renews on'}</dt><dd>${date}</dd>
    <dt>Account</dt><dd>${escapeHtml(email)}</dd>
  </dl>
  ${ending ? `<p>Your plan is cancelled: it stays until ${date}, then ends. Resume it to keep it renewing.</p>` : ''}
  ${action}
  ${back(appPath)}`,
  );
}

/** Cancelling confirms first: what stays, until when, and the one button that cancels. */
export function cancelConfirmPage(session: string, plan: Subscription, base: string, appPath: string): string {
  const date = DATE.format(new Date(plan.period_end));
  return shell(
    'Cancel your subscription?',
    `  <h1>Cancel your subscription?</h1>
  <p>Your ${escapeHtml(PLANS[plan.plan].name)} plan stays until <strong>${date}</strong>: every day paid is yours. It then ends and is not charged again.</p>
  <form method="post" action="${base}/cancel">${hidden(session)}<input type="hidden" name="confirm" value="yes"><button class="danger" type="submit">Cancel subscription</button></form>
  <a class="back" href="${base}?session=${encodeURIComponent(session)}">Keep my subscription</a>
  ${back(appPath)}`,
  );
}
