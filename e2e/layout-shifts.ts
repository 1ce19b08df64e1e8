/**
 * The layout shifts of a page load inside its <main> (the app's header is not the page's), as Chrome reports them to a
 * 'layout-shift' PerformanceObserver installed before the app's scripts run (page.addInitScript), with their sources.
 * Read back with `shiftsInMain(page)`. A string, not a function: run through tsx, a function's inner arrows get helpers
 * the page does not have.
 */
import type { Page } from '@playwright/test';

export const WATCH_SHIFTS_IN_MAIN = `(() => {
  window.__shifts = [];
  const name = (n) => (n.nodeType === 1 ? n : n.parentElement);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const inPage = (e.sources || []).filter((s) => s.node && name(s.node) && name(s.node).closest('main'));
      if (inPage.length === 0) continue;
      window.__shifts.push({ value: e.value, sources: inPage.map((s) => name(s.node).tagName + '.' + name(s.node).className + ' ' + Math.round(s.previousRect.y) + '->' + Math.round(s.currentRect.y)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

export function shiftsInMain(page: Page): Promise<{ value: number; sources: string[] }[]> {
  return page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
}
