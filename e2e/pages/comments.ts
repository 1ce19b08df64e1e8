/** A discussion (any thread): past its spoiler gate, its comments and replies. */
import type { Page } from '@playwright/test';

export class Comments {
  constructor(private readonly page: Page) {}

  /** Past the 'Spoilers ahead' gate a discussion opens behind. */
  async showDiscussion(): Promise<void> {
    await this.page.getByRole('button', { name: 'Show the Discussion' }).click();
  }

  /** Replies to the one comment shown with a Reply link, its box named after `to`, not marked a spoiler. */
  async reply(to: string | RegExp, text: string): Promise<void> {
    const { page } = this;
    await page.getByRole('link', { name: 'Reply' }).click();
    await page.getByRole('textbox', { name: typeof to === 'string' ? `Reply to ${to}` : to }).fill(text);
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await page.getByRole('button', { name: 'Not a spoiler' }).click();
  }
}
