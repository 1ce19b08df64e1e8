/**
 * The fault suite at bench size: 1,000 writes of four kinds queued offline through the sync worker, replayed
 * once through a clean link and once through the issue's bad link (10 % dropped, 20 % answers lost, 5 % 502
 * pages, 5 % garbled, 0-120 ms latency), each time by a new Historian on the suite's own server. Counted on
 * the server as in the suite (none lost, none doubled, order kept); the times go to bench/results/faults.txt.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../../e2e/faults/fixtures';
import { expectDelivered } from '../../e2e/faults/plan';
import { queueOffline } from '../../e2e/faults/scenario';
import { CLEAN, type FaultRates, ISSUE_RATES } from '../../e2e/faults/schedule';

const N = Number(process.env.BENCH_WRITES ?? 1000);
const results = join(import.meta.dirname, '..', 'results');
const out = join(results, 'faults.txt');

const LINKS: { name: string; rates: FaultRates; latencyMs: number }[] = [
  { name: 'clean link', rates: CLEAN, latencyMs: 0 },
  { name: 'bad link (issue rates, seed 13)', rates: ISSUE_RATES, latencyMs: 120 },
];

const drained: number[] = [];

test.beforeAll(() => {
  mkdirSync(results, { recursive: true });
  writeFileSync(out, `${new Date().toISOString()}  ${N} writes queued offline, replayed in Chromium through the fault proxy\n`);
});

for (const { name, rates, latencyMs } of LINKS) {
  test(`${N} writes replayed on a ${name}`, async ({ app, page, server, link }) => {
    const { email, tag, plan } = await queueOffline(app, page, server, N, 'B');
    link.proxy.arm(rates, 13, latencyMs);
    const back = performance.now();
    await app.offline.goOnline();
    await expect.poll(() => app.shell.pendingCount(), { timeout: 20 * 60_000, intervals: [250] }).toBe(0);
    const ms = performance.now() - back;
    const { dealt, requests, refreshes } = link.proxy.stats();
    link.proxy.disarm();
    await expectDelivered(server, email, plan, tag);
    const line = `${name.padEnd(34)} drained in ${(ms / 1000).toFixed(1)} s (${((N / ms) * 1000).toFixed(1)} writes/s) over ${requests} requests, ${refreshes} token refreshes; dealt ${JSON.stringify(dealt)}; 0 lost, 0 doubled, order kept\n`;
    drained.push(ms);
    appendFileSync(out, line);
    if (drained.length === 2) appendFileSync(out, `bad link / clean link: ${(drained[1]! / drained[0]!).toFixed(2)}x\n`);
    console.log(line);
  });
}
