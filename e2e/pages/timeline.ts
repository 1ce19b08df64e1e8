/**
 * The Timeline page model for the end-to-end tests: a Historian playing a dungeon through the UI, with
 * the server asked (over its API, as a second session of the same player) what each turn did.
 */
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import type { DungeonEvent, DungeonProgress } from '../../src/contract/dungeon';

/** A second session of the player, signed in once: the test's window onto the server's truth. */
export class PlayerApi {
  private token: string | null = null;
  constructor(
    private readonly request: APIRequestContext,
    private readonly email: string,
  ) {}

  private async auth(): Promise<string> {
    if (this.token) return this.token;
    await this.request.post('/api/auth/magic-code/request/', { data: { email: this.email } });
    const mail = await this.request.get(`/api/dev/mailbox?email=${encodeURIComponent(this.email)}`);
    const { code } = (await mail.json()) as { code: string };
    const verified = await this.request.post('/api/auth/magic-code/verify/', { data: { email: this.email, code } });
    this.token = ((await verified.json()) as { access_token: string }).access_token;
    return this.token;
  }

  async progress(dungeonId: string): Promise<DungeonProgress> {
    const res = await this.request.get(`/api/dungeon/${dungeonId}/user-progress/`, { headers: { authorization: `Bearer ${await this.auth()}` } });
    expect(res.ok()).toBe(true);
    return (await res.json()) as DungeonProgress;
  }
}

export class TimelinePage {
  constructor(
    readonly page: Page,
    private readonly api: PlayerApi,
    readonly dungeonId: string,
  ) {}

  get choice() {
    return this.page.getByRole('textbox', { name: 'What should we do next Historian?' });
  }

  /** From the Timeline's page: Enter, take no artifacts, Start; the loader hands over to the read page. */
  async enterFromPage(): Promise<void> {
    const { page } = this;
    await page.goto(`/dungeons/${this.dungeonId}`);
    await page.getByRole('button', { name: 'Enter the Timeline' }).click();
    await page.getByRole('dialog', { name: 'Choose artifacts to take into the Timeline' }).getByRole('button', { name: 'Start without artifacts' }).click();
    await expect(page).toHaveURL(new RegExp(`/dungeons/${this.dungeonId}/read$`), { timeout: 60_000 });
    await expect(this.choice).toBeVisible();
  }

  /** Closes 'New Item Acquired' if a turn brought items (it makes the page behind inert). */
  async dismissNewItems(): Promise<void> {
    const modal = this.page.getByRole('dialog', { name: 'New Item Acquired' });
    if (await modal.isVisible()) await modal.getByRole('button', { name: 'Continue' }).click();
  }

  /** Types a choice and waits for the server's answer; answers the events the turn added. */
  async play(text: string): Promise<DungeonEvent[]> {
    const before = (await this.api.progress(this.dungeonId)).events.length;
    // The last turn's items may open their modal only now: the card awaited below is the optimistic one, and
    // the worker stores the answer (the inventory) when it arrives, which on a busy machine can be seconds later.
    await expect(async () => {
      await this.dismissNewItems();
      await this.choice.fill(text, { timeout: 2_000 });
      await this.choice.press('Enter', { timeout: 2_000 });
    }).toPass();
    let events: DungeonEvent[] = [];
    await expect
      .poll(async () => {
        events = (await this.api.progress(this.dungeonId)).events;
        return events.length;
      })
      .toBeGreaterThan(before);
    // The turn's last card reaches the page from IndexedDB once the worker has written the answer.
    await expect(this.page.getByRole('listitem').filter({ hasText: text }).last()).toBeAttached();
    await this.dismissNewItems();
    return events.slice(before);
  }

  /**
   * Plays a scripted step again until it did what it says (failed checks get easier on each retry, as in
   * the engine tests): a move must change the room, a take or a talk must change the inventory (add to it, or trade), and any
   * other step must not end on a failed check.
   */
  async playStep(text: string, maxTries = 8): Promise<void> {
    const expects = /^(go|climb|open)\b/.test(text) ? 'room' : /^(take|grab|lift|talk)\b/.test(text) ? 'item' : 'no-failure';
    for (let i = 0; i < maxTries; i++) {
      const before = await this.api.progress(this.dungeonId);
      const turn = await this.play(text);
      const after = await this.api.progress(this.dungeonId);
      if (after.status !== 'active') return;
      // A trade gives one thing for another: the satchel changed, though it holds as many.
      const satchel = (p: DungeonProgress) => p.inventory.map((item) => `${item.name}×${item.quantity}`).sort().join(',');
      const failed = turn.some((e) => 'resultStatus' in e && e.resultStatus === 'Failure');
      const done =
        expects === 'room' ? after.current_room !== before.current_room : expects === 'item' ? satchel(after) !== satchel(before) : !failed;
      if (done) return;
    }
    throw new Error(`"${text}" never succeeded`);
  }

  /**
   * Plays a winning script. The dice differ per player, so a step can stay blocked after its predecessor
   * looked done (a foe hit but still standing bars the way): then the predecessor is played again.
   */
  async playScript(steps: readonly string[]): Promise<void> {
    for (let i = 0; i < steps.length; i++) {
      if ((await this.status()) !== 'active') return;
      for (let round = 0; ; round++) {
        try {
          await this.playStep(steps[i]!, 3);
          break;
        } catch (e) {
          if (i === 0 || round === 8) throw e;
          await this.playStep(steps[i - 1]!, 3).catch(() => undefined);
        }
      }
    }
  }

  async status(): Promise<DungeonProgress['status']> {
    return (await this.api.progress(this.dungeonId)).status;
  }
}
