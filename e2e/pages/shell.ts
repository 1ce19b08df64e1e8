/** What every screen shares: query-flag modals, the pending-writes button, where the page went, its accessibility. */
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

export class Shell {
  constructor(private readonly page: Page) {}

  /** Opens a query-flag modal over the current page, as a link or a notification tap would. */
  async openFlag(flags: Record<string, string>, path?: string): Promise<void> {
    const url = new URL(path ?? this.page.url(), 'http://x');
    for (const [k, v] of Object.entries(flags)) url.searchParams.set(k, v);
    await this.page.goto(`${url.pathname}${url.search}`);
  }

  /**
   * Every address the page is at from now on (pathname and query), client-side navigations included: a
   * tap's destination is recorded even when that screen then sends the player elsewhere.
   */
  trackNavigations(): string[] {
    const seen: string[] = [];
    this.page.on('framenavigated', (frame) => {
      if (frame !== this.page.mainFrame()) return;
      const url = new URL(frame.url());
      seen.push(`${url.pathname}${url.search}`);
    });
    return seen;
  }

  /**
   * Waits for every animation that ends (a dialog's fade and rise) to end: a visible dialog may still be at part
   * opacity, and colours read then fail a contrast check they pass at rest. Endless ones (spinners) are not waited for.
   */
  async settled(): Promise<void> {
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
  }

  /** No WCAG 2.1 A/AA violation on the page as it is now (dialogs included), once its animations have ended. */
  async expectAccessible(what: string): Promise<void> {
    await this.settled();
    const { violations } = await new AxeBuilder({ page: this.page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  /**
   * The count the pending-writes button shows, 0 without the button. Read in one step: the button leaves
   * the moment the last write lands, and a count-then-read would wait forever on a button that is gone.
   */
  async pendingCount(): Promise<number> {
    const labels = await this.page.getByRole('button', { name: /pending write/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    return Number(/^(\d+)/.exec(labels[0] ?? '')?.[1] ?? 0);
  }
}
