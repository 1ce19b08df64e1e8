/** A Memory's chapter as the reader sees it, and the choice that closes it. */
import { type Page, expect } from '@playwright/test';
import { CHOSEN_PREFIX } from '../../src/contract/plain-values';

export class Memory {
  constructor(private readonly page: Page) {}

  /** Asserts that every block of a chapter, as the server wrote it, is on the page word for word. */
  async expectChapter(chapter: { title: string; blocks: { blockText: string }[] }): Promise<void> {
    await expect(this.page.getByRole('heading', { name: chapter.title, level: 1 })).toBeVisible();
    for (const block of chapter.blocks) {
      // 'You chose: …' shows as a 'You chose' label over the words the story took (StoryBlocks.tsx).
      const chosen = block.blockText.startsWith(CHOSEN_PREFIX) ? block.blockText.slice(CHOSEN_PREFIX.length) : null;
      const shown = chosen === null ? this.page.getByText(block.blockText, { exact: true }) : this.page.getByRole('complementary', { name: 'You chose' }).getByText(chosen, { exact: true });
      await expect(shown.first()).toBeAttached();
    }
  }

  async submitChoice(text: string): Promise<void> {
    const box = this.page.getByRole('textbox', { name: 'What do you choose to do?' });
    await box.fill(text);
    await box.press('Enter');
  }
}
