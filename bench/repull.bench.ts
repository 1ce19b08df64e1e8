/**
 * Re-pulling unchanged rows, in Chromium's real IndexedDB: `node --import tsx bench/repull.bench.ts`.
 * Bundles bench/browser/repull-harness.ts (the worker's thread pull over a network stub that answers at
 * once) and times, side by side in each run, a re-pull of a 10,000-comment thread whose rows did not
 * change (fetch, parse, validate, compare, write what changed) against raw IndexedDB puts of the same
 * 10,000 rows in one transaction, waited for and read back. The figure is raw put / re-pull (1x: as
 * fast as raw puts). Both sides are checked for their work (bench/browser/repull.ts).
 */
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import type { RepullTimes } from './browser/repull';
import { isMain } from './support/main';
import { chromiumPath, percentile } from './support/server';

export async function measure({ rows = 10_000, runs = 7 } = {}): Promise<RepullTimes> {
  const bundle = await build({
    entryPoints: ['bench/browser/repull-harness.ts'],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const script = bundle.outputFiles[0]!.text;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    // IndexedDB needs an origin: serve the harness from a made-up one.
    await page.route('http://bench.local/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><meta charset="utf-8"><script>${script.replace(/<\/script/g, '<\\/script')}</script>` }),
    );
    await page.goto('http://bench.local/');
    return await page.evaluate(([n, r]) => window.repull(n!, r!), [rows, runs]);
  } finally {
    await browser.close();
  }
}

if (isMain(import.meta.url)) {
  const r = await measure();
  const median = (t: number[]) => percentile([...t].sort((a, b) => a - b), 0.5);
  const runs = (t: number[]) => t.map((x) => x.toFixed(0)).join(', ');
  console.log(`first pull of ${r.rows} rows: ${r.first.toFixed(0)} ms`);
  console.log(`re-pull of ${r.rows} unchanged rows: median ${median(r.pull).toFixed(0)} ms (runs: ${runs(r.pull)})`);
  console.log(`raw IndexedDB put of the same rows, to the transaction's end: median ${median(r.raw).toFixed(0)} ms (runs: ${runs(r.raw)}); read back: median ${median(r.readBack).toFixed(0)} ms`);
  console.log(`re-pull vs raw put: ${(median(r.raw) / median(r.pull)).toFixed(2)}x (per run: ${r.raw.map((raw, i) => (raw / r.pull[i]!).toFixed(2)).join(', ')})`);
}
