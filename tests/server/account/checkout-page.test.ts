import { describe, expect, it } from 'vitest';
import { checkoutPage, confirmPage, escapeHtml } from '../../../server/account/checkout-page';

describe('the test checkout page', () => {
  it('escapes everything it prints', () => {
    expect(escapeHtml(`<script>alert("x")</script>&'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    const page = checkoutPage('"><img src=x>', '<b>eve</b>@example.com', '/api/billing/test-checkout');
    expect(page).not.toContain('<b>eve</b>');
    expect(page).not.toContain('"><img');
    expect(page).not.toMatch(/<script|https?:\/\//);
    const confirm = confirmPage('"><img src=x>', '<b>eve</b>@example.com', '/api/billing/test-checkout');
    expect(confirm).not.toContain('<b>eve</b>');
    expect(confirm).not.toContain('"><img');
    expect(confirm).not.toMatch(/<script|https?:\/\//);
  });
});
