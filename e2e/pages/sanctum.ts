/** The Sanctum, the home a Historian lands on: its one-time teaser and its Memories' accordions. */
import { type Page, expect } from '@playwright/test';
import type { Server } from './server';

/** The Sanctum's heading for this Historian, on a first visit ('Welcome, …') or a later one ('Welcome back, …'). */
export const sanctumGreeting = (username: string): RegExp => new RegExp(`^Welcome(?: back)?, Historian ${username.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export class Sanctum {
  constructor(
    private readonly page: Page,
    private readonly server: Server,
  ) {}

  /**
   * Finishing onboarding makes the Sanctum introduce itself once (a server prompt); close it, and wait
   * until the server has heard (closing is a write), so a test's own writes start from a settled count.
   */
  async closeTeaser(email: string): Promise<void> {
    const teaser = this.page.getByRole('dialog', { name: 'Your Sanctum Awaits' });
    await teaser.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(teaser).toBeHidden();
    await expect.poll(async () => (await this.server.writes(email)).some((w) => /\/user\/prompts\/[^/]+\/seen\/$/.test(w.path))).toBe(true);
  }

  /** Expands a Memory's accordion and presses its main button. */
  async enterMemory(name: string): Promise<void> {
    const toggle = this.page.getByRole('button', { name: `Memory: ${name}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await this.page.getByRole('region', { name: `Memory: ${name}` }).getByRole('link', { name: /^(Enter|Continue) the Memory$/ }).click();
  }
}
