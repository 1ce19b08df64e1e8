/** The start every fault scenario shares: a new Historian, a crawl begun online, `n` writes queued offline. */
import type { Page } from '@playwright/test';
import type { StartResponse } from '../../src/contract';
import type { App, Server } from '../fixtures';
import { expect } from './fixtures';
import { LIBRARY, type Plan, planWrites } from './plan';
import { WorkerDriver } from './worker-driver';

export interface Queued {
  email: string;
  tag: string;
  plan: Plan;
  /** How many keyed writes the server held for the player before the replay. */
  before: number;
}

export async function queueOffline(app: App, page: Page, server: Server, n: number, name: string): Promise<Queued> {
  const tag = `${name}${Date.now().toString(36)}`;
  const email = `${tag.toLowerCase()}@example.com`;
  await app.account.signUp(email, `Fault ${tag}`);
  await app.offline.serviceWorkerReady();
  const driver = await WorkerDriver.open(page);
  const [started] = await driver.call([{ method: 'startDungeon', args: [LIBRARY, { restart: false, artifacts: [] }] }]);
  expect(started).toMatchObject({ ok: true });
  const plan = planWrites(n, tag, (started as { value: StartResponse }).value.progress.current_room);
  const before = (await server.writes(email)).length;

  await app.offline.goOffline();
  await driver.queue(plan.writes);
  await driver.close();
  await expect.poll(() => app.shell.pendingCount()).toBe(n);
  return { email, tag, plan, before };
}

/** Waits until the server holds at least `count` of the replayed writes. */
export async function delivered(server: Server, q: Queued, count: number): Promise<void> {
  await expect.poll(async () => (await server.writes(q.email)).length - q.before, { timeout: 60_000 }).toBeGreaterThanOrEqual(count);
}
