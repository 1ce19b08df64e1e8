/**
 * Re-pulling unchanged rows, in Chromium's real IndexedDB: `node --import tsx bench/repull.bench.ts`.
 * Not part of the tests. Bundles bench/browser/repull-harness.ts (the worker's thread pull over a network
 * stub that answers at once) and times, side by side in one run, a re-pull of a 10,000-comment thread
 * whose rows did not change (fetch, parse, validate, write) against raw IndexedDB puts of the same
 * 10,000 rows in one transaction. The figure is raw time / re-pull time (1x: as fast as raw puts).
 */
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { chromiumPath, percentile } from './support/server';

const ROWS = 10_000;
const RUNS = 7;

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
  const r = await page.evaluate(([rows, runs]) => window.repull(rows!, runs!), [ROWS, RUNS]);
  const pull = percentile([...r.pull].sort((a, b) => a - b), 0.5);
  const raw = percentile([...r.raw].sort((a, b) => a - b), 0.5);
  console.log(`first pull of ${ROWS} rows: ${r.first.toFixed(0)} ms`);
  console.log(`re-pull of ${ROWS} unchanged rows: median ${pull.toFixed(0)} ms (runs: ${r.pull.map((t) => t.toFixed(0)).join(', ')})`);
  console.log(`raw IndexedDB put of the same rows: median ${raw.toFixed(0)} ms (runs: ${r.raw.map((t) => t.toFixed(0)).join(', ')})`);
  console.log(`re-pull vs raw put: ${(raw / pull).toFixed(2)}x`);
} finally {
  await browser.close();
}
