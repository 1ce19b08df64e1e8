/** Runs in Chromium, bundled by bench/repull.bench.ts: window.repull is bench/browser/repull.ts's. */
import { repull, type RepullTimes } from './repull';

declare global {
  interface Window {
    repull(rows: number, runs: number): Promise<RepullTimes>;
  }
}

window.repull = repull;
