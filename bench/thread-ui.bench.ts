/**
 * A 10,000-comment thread on a phone: `npm run build`, then `node --import tsx bench/thread-ui.bench.ts`.
 * Not part of the tests. Starts the real server, seeds a Timeline's discussion with 10,000 comments
 * (straight into its database) and opens it in Chromium at 390x844. Reports the rows and elements in
 * the DOM, the longest task while scrolling the whole list, the long tasks of two idle minutes (the
 * page's clock fast-forwarded), and how long a comment written takes to show (p95 of 15, from the
 * last tap), on this thread and on a short one.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { storeSession } from '../e2e/first-load';
import { insertComment } from '../server/store/comments';
import { inTransaction, openDb } from '../server/store/db';
import { iso } from '../server/store/query';
import { findOrCreateUser } from '../server/store/users';
import { chromiumPath, freePort, percentile, startServer } from './support/server';

const LONG = 'library-burned-twice';
const SHORT = 'night-market-samarkand';
const COMMENTS = 10_000;
const WRITES = 15;

const server = await startServer(await freePort());

async function seed(dungeonId: string, n: number): Promise<void> {
  const db = await openDb(join(server.dataDir, 'chronicle.sqlite'));
  const start = Date.now() - n * 60_000;
  const authors: string[] = [];
  for (let i = 0; i < 50; i++) authors.push((await findOrCreateUser(db, `thread-reader${i}@example.com`, start)).user_id);
  const tops: string[] = [];
  await inTransaction(db, async (trx) => {
    for (let i = 0; i < n; i++) {
      const reply = i % 3 === 2 && tops.length > 0;
      const id = randomUUID();
      await insertComment(trx, {
        comment_id: id,
        kind: 'dungeon',
        target_id: dungeonId,
        chapter: null,
        parent_id: reply ? tops.at(-1)! : null,
        user_id: authors[i % authors.length]!,
        text: `Comment ${i}: the second fire was no accident, and the catalogue proves it if you read the margins.`,
        is_spoiler: false,
        created_at: iso(start + i * 60_000),
      });
      if (!reply) tops.push(id);
    }
  });
  await db.destroy();
}

/**
 * Posts a comment through the form and times it, from the last tap (the spoiler check's 'Not a spoiler',
 * in-play §7) until its text is in the DOM (measured in the page).
 */
async function writeAndTime(page: Page, text: string): Promise<number> {
  await page.getByLabel('Add a comment').fill(text);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await page.getByRole('dialog', { name: 'Are you sure this is NOT a spoiler?' }).waitFor();
  // Passed as source text: tsx would otherwise wrap the function in helpers the page does not have.
  return page.evaluate<number>(`new Promise((resolve) => {
    const text = ${JSON.stringify(text)};
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Not a spoiler');
    const started = performance.now();
    const seen = () => [...document.querySelectorAll('p, li, article, div')].some((e) => e.childElementCount === 0 && e.textContent === text);
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      resolve(performance.now() - started);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    button.click();
  })`);
}

const LONG_TASKS = `window.__longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });`;
const tasksSince = (page: Page, since: number) => page.evaluate<number[]>(`window.__longTasks.filter((t) => t.start >= ${since}).map((t) => t.duration)`);

try {
  await seed(LONG, COMMENTS);
  await seed(SHORT, 5);
  const token = await server.signUp('thread-bench@example.com', 'Bench');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: server.base, serviceWorkers: 'block' });
  await context.addInitScript(LONG_TASKS);
  const setup = await context.newPage();
  await setup.goto('/404');
  await setup.getByRole('heading').first().waitFor();
  await storeSession(setup, token, token);
  await setup.close();

  const page = await context.newPage();
  await page.clock.install();
  let started = performance.now();
  await page.goto(`/dungeons/${LONG}/comments`);
  // The discussion's spoiler warning, once (in-play §7): the Historian chooses to see it and not be asked again.
  const warning = page.getByRole('dialog', { name: 'Spoilers ahead' });
  await warning.getByRole('checkbox', { name: "Don't show this message again" }).check();
  await warning.getByRole('button', { name: 'Show the Discussion' }).click();
  await page.getByText(`Comment ${COMMENTS - 1}:`, { exact: false }).first().waitFor({ timeout: 120_000 });
  console.log(`${COMMENTS}-comment thread shown in ${(performance.now() - started).toFixed(0)} ms`);
  const dom = await page.evaluate<{ rows: number; elements: number }>(`({
    rows: document.querySelectorAll('[aria-label="Comments"] li, [aria-label="Comments"] [role="listitem"], [aria-label="Comments"] article').length,
    elements: document.querySelectorAll('*').length,
  })`);
  console.log(`DOM: ${dom.rows} comment rows, ${dom.elements} elements`);

  let mark = await page.evaluate<number>('performance.now()');
  const scrolled = await page.evaluate(`(async () => {
    let steps = 0;
    const atEnd = () => window.scrollY + innerHeight >= document.documentElement.scrollHeight - 2;
    // Older comments load as the reader nears the end: at the end, wait (up to 5 s) for the next page.
    const grows = async () => {
      const height = document.documentElement.scrollHeight;
      for (let i = 0; i < 50; i++) {
        await new Promise((r) => setTimeout(r, 100));
        if (document.documentElement.scrollHeight > height) return true;
      }
      return false;
    };
    while (steps < 20000 && (!atEnd() || (await grows()))) {
      window.scrollBy(0, 700);
      steps++;
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    return steps;
  })()`);
  const scrollTasks = await tasksSince(page, mark);
  const last = await page.getByText('Comment 0:', { exact: false }).count();
  console.log(`scrolling the whole thread (${scrolled} screens, the oldest comment ${last ? 'reached' : 'NOT reached'}): ${scrollTasks.length} long tasks, longest ${Math.max(0, ...scrollTasks).toFixed(0)} ms`);

  mark = await page.evaluate<number>('performance.now()');
  await page.clock.runFor(120_000);
  await page.waitForTimeout(500);
  const idle = await tasksSince(page, mark);
  console.log(`two idle minutes: ${idle.length} long tasks${idle.length ? `, longest ${Math.max(...idle).toFixed(0)} ms` : ''}`);

  await page.evaluate('window.scrollTo(0, 0)');
  const long: number[] = [];
  for (let i = 0; i < WRITES; i++) long.push(await writeAndTime(page, `A long-thread comment, number ${i} ${randomUUID().slice(0, 8)}`));
  long.sort((a, b) => a - b);
  console.log(`a comment written → on screen, ${COMMENTS}-comment thread: p50 ${percentile(long, 0.5).toFixed(0)} ms, p95 ${percentile(long, 0.95).toFixed(0)} ms`);

  started = performance.now();
  await page.goto(`/dungeons/${SHORT}/comments`);
  await page.getByText('Comment 4:', { exact: false }).first().waitFor();
  const short: number[] = [];
  for (let i = 0; i < WRITES; i++) short.push(await writeAndTime(page, `A short-thread comment, number ${i} ${randomUUID().slice(0, 8)}`));
  short.sort((a, b) => a - b);
  console.log(`a comment written → on screen, 5-comment thread: p50 ${percentile(short, 0.5).toFixed(0)} ms, p95 ${percentile(short, 0.95).toFixed(0)} ms`);
  await browser.close();
} finally {
  server.stop();
}
