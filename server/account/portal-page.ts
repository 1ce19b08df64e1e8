/**
 * The test portal: test mode's stand-in for the provider's customer portal, where a subscriber sees the
 * plan and cancels or resumes it. Self-contained HTML (the checkout page's shell and CSP), every value escaped.
 */
import { formatPrice, PLANS, type Subscription } from '../../src/contract';
import { escapeHtml, testModePage } from './checkout-page';

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

const hidden = (session: string) => `<input type="hidden" name="session" value="${escapeHtml(session)}">`;
const back = (appPath: string) => `<a class="back" href="${escapeHtml(appPath)}">Return to Chronicle</a>`;

/** The plan: what it is, what it costs, when it renews or ends; Cancel or Resume. */
export function portalPage(session: string, email: string, plan: Subscription | null, base: string, appPath: string): string {
  if (!plan) {
    return testModePage('Your subscription', `  <h1>Your subscription</h1>\n  <p>You have no plan running. Subscribe again from Chronicle.</p>\n  ${back(appPath)}`);
  }
  const terms = PLANS[plan.plan];
  const date = DATE.format(new Date(plan.period_end));
  const ending = plan.status === 'ending';
  const action = ending
    ? `<form method="post" action="${base}/resume">${hidden(session)}<button class="primary" type="submit">Resume subscription</button></form>`
    : `<form method="post" action="${base}/cancel">${hidden(session)}<button class="danger" type="submit">Cancel subscription</button></form>`;
  return testModePage(
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
  return testModePage(
    'Cancel your subscription?',
    `  <h1>Cancel your subscription?</h1>
  <p>Your ${escapeHtml(PLANS[plan.plan].name)} plan stays until <strong>${date}</strong>: every day paid is yours. It then ends and is not charged again.</p>
  <form method="post" action="${base}/cancel">${hidden(session)}<input type="hidden" name="confirm" value="yes"><button class="danger" type="submit">Cancel subscription</button></form>
  <a class="back" href="${base}?session=${encodeURIComponent(session)}">Keep my subscription</a>
  ${back(appPath)}`,
  );
}
