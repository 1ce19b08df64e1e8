/**
 * The custom story's page model for the end-to-end tests: a Historian creating and playing a story
 * through the UI, with the server asked (as a second session of the same player) what it holds.
 */
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import type { EchoList, Story } from '../../src/contract';

/** A second session of the player, signed in once: the test's window onto the server's truth. */
export class StoryApi {
  private token: string | null = null;
  constructor(
    private readonly request: APIRequestContext,
    private readonly email: string,
  ) {}

  private async auth(): Promise<Record<string, string>> {
    if (!this.token) {
      await this.request.post('/api/auth/magic-code/request/', { data: { email: this.email } });
      const mail = await this.request.get(`/api/dev/mailbox?email=${encodeURIComponent(this.email)}`);
      const { code } = (await mail.json()) as { code: string };
      const verified = await this.request.post('/api/auth/magic-code/verify/', { data: { email: this.email, code } });
      this.token = ((await verified.json()) as { access_token: string }).access_token;
    }
    return { authorization: `Bearer ${this.token}` };
  }

  async story(storyId: string): Promise<Story> {
    const res = await this.request.get(`/api/story/${storyId}/`, { headers: await this.auth() });
    expect(res.ok()).toBe(true);
    return (await res.json()) as Story;
  }

  async echoes(sagaId: string): Promise<EchoList> {
    const res = await this.request.get(`/api/sagas/${sagaId}/echoes/`, { headers: await this.auth() });
    expect(res.ok()).toBe(true);
    return (await res.json()) as EchoList;
  }

  /** A turn played over the API (to bring a story to a chapter quickly). */
  async turn(storyId: string, text: string): Promise<Story> {
    const res = await this.request.post(`/api/story/${storyId}/turn/`, { headers: await this.auth(), data: { text } });
    expect(res.ok()).toBe(true);
    return (await res.json()) as Story;
  }

  async status(path: string): Promise<number> {
    return (await this.request.get(`/api${path}`, { headers: await this.auth() })).status();
  }
}

export class StoryPage {
  constructor(readonly page: Page) {}

  get choice() {
    return this.page.getByRole('textbox', { name: 'What do you do next?' });
  }

  get footer() {
    return this.page.getByRole('navigation', { name: 'Story' });
  }

  /** Quick play: a premise, then the loader hands over to the story's first chapter. */
  async create(premise: string): Promise<string> {
    const { page } = this;
    await page.goto('/quickplay');
    await page.getByRole('textbox', { name: 'Your premise' }).fill(premise);
    await page.getByRole('button', { name: 'Begin the Adventure' }).click();
    await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}\/1$/, { timeout: 60_000 });
    return /\/story\/([^/]+)\//.exec(page.url())![1]!;
  }

  /** Types a choice and sends it with Enter. */
  async choose(text: string): Promise<void> {
    await this.choice.fill(text);
    await this.choice.press('Enter');
  }

  async openEchoes() {
    await this.footer.getByRole('button', { name: 'Echoes' }).click();
    const sheet = this.page.getByRole('dialog', { name: 'Choose Your Echoes' });
    await expect(sheet).toBeVisible();
    return sheet;
  }
}
