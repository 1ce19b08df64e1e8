/** Signing up, in and the onboarding stages, the way a new or returning Historian goes through them. */
import { type Page, expect } from '@playwright/test';
import { sanctumGreeting } from './sanctum';
import type { Server } from './server';
import type { Shell } from './shell';

export class Account {
  constructor(
    private readonly page: Page,
    private readonly server: Server,
    private readonly shell: Shell,
  ) {}

  /**
   * From a fresh visit to the Sanctum as a new player does it: 'Start Playing' (a guest at once), dialog,
   * username, avatar; then the email is linked (so the dev routes and the API know the player by it).
   */
  async signUp(email: string, username: string): Promise<void> {
    await this.onboardAsGuest(username);
    await this.linkEmail(email);
    await expect.poll(async () => (await this.server.writes(email)).some((w) => /\/user\/prompts\/[^/]+\/seen\/$/.test(w.path))).toBe(true);
  }

  /** From the first screen to the Sanctum as a guest ('Start Playing'): no email asked anywhere. */
  async onboardAsGuest(username: string): Promise<void> {
    await this.page.goto('/');
    await expect(this.page).toHaveURL(/\/onboarding/);
    await this.startPlaying();
    await this.readWelcomeDialog();
    await this.chooseUsername(username);
    await this.chooseAvatar();
    await this.acceptTerms();
    await this.enterSanctum();
    // A first visit is greeted, not welcomed back (e2e/onboarding.spec.ts holds which).
    await expect(this.page.getByRole('heading', { name: sanctumGreeting(username) })).toBeVisible();
    const teaser = this.page.getByRole('dialog', { name: 'Your Sanctum Awaits' });
    await teaser.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(teaser).toBeHidden();
  }

  /** 'Start Playing' on the first onboarding screen: a temporary player at once, no email asked. */
  async startPlaying(): Promise<void> {
    await this.page.getByRole('button', { name: 'Start Playing' }).click();
    await expect(this.page.getByRole('heading', { name: 'Welcome to the Sanctum' })).toBeVisible();
  }

  /** The link-account modal over the current page (?link_account=true): the email, its code, 'Link Account'. */
  async linkEmail(email: string): Promise<void> {
    await this.shell.openFlag({ link_account: 'true' });
    const link = this.page.getByRole('dialog', { name: 'Link Your Account' });
    await link.getByLabel('Email').fill(email);
    await link.getByRole('button', { name: 'Send Code' }).click();
    await expect(link.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    await link.getByLabel('Code').fill(await this.server.lastCode(email));
    await link.getByRole('button', { name: 'Link Account' }).click();
    await expect(link).toBeHidden();
  }

  /** The email-code login modal, opened from the first onboarding screen by 'I Already Have An Account'. */
  async logIn(email: string, button: 'I Already Have An Account' = 'I Already Have An Account'): Promise<void> {
    const { page } = this;
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(dialog.getByText(`A code is on its way to ${email}.`)).toBeVisible();
    await dialog.getByLabel('Code').fill(await this.server.lastCode(email));
    await dialog.getByRole('button', { name: 'Log In' }).click();
  }

  /** An onboarded Historian signs in again from a fresh visit ('I Already Have An Account'). */
  async signIn(email: string): Promise<void> {
    await this.page.goto('/');
    await expect(this.page).toHaveURL(/\/onboarding/);
    await this.logIn(email, 'I Already Have An Account');
    await expect(this.page).toHaveURL(/\/sanctum/);
  }

  /**
   * Continue through the welcome dialog until the username stage shows. Each Continue shows one more line;
   * the last one moves to the username stage (a navigation, so the dialog stays a moment): wait for the
   * new line or the username field before the next click, never click on a stale stage.
   */
  async readWelcomeDialog(): Promise<void> {
    const { page } = this;
    await expect(page.getByRole('heading', { name: 'Welcome to the Sanctum' })).toBeVisible();
    const name = page.getByPlaceholder('Type your username here...');
    const lines = page.getByRole('listitem');
    await expect(lines.first()).toBeVisible();
    while (!(await name.isVisible())) {
      const shown = await lines.count();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(name.or(lines.nth(shown))).toBeVisible();
    }
  }

  async chooseUsername(username: string): Promise<void> {
    await this.page.getByPlaceholder('Type your username here...').fill(username);
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  /** Picks a starting avatar by its shown name, or the first one offered. */
  async chooseAvatar(name?: string): Promise<void> {
    const group = this.page.getByRole('group', { name: 'Choose your avatar' });
    const radio = name ? group.getByRole('radio', { name: new RegExp(name) }) : group.getByRole('radio').first();
    await radio.check({ force: true });
  }

  async acceptTerms(): Promise<void> {
    await this.page.getByRole('checkbox', { name: 'I have read Terms & Conditions and agree' }).check();
  }

  async enterSanctum(): Promise<void> {
    await this.page.getByRole('button', { name: 'Enter the Sanctum' }).click();
    await expect(this.page).toHaveURL(/\/sanctum/);
  }
}
