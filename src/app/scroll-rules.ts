/**
 * Where a page starts. React Router keys the history entries it makes; a document opened by typing its
 * address (a bookmark, a link from outside) has no such entry and is keyed 'default', as was every other one
 * so opened in this tab. Its place is kept under its address, and taken back only when that entry comes back:
 * a reload, the browser's back or forward into it, or the app's own back to it. A typed address starts at the top.
 */
export type DocumentNavigation = 'navigate' | 'reload' | 'back_forward' | 'prerender' | undefined;

export const positionKey = (key: string, path: string): string => (key === 'default' ? `default:${path}` : key);

export function shouldRestore(input: { key: string; pop: boolean; saved: boolean; firstRender: boolean; documentNavigation: DocumentNavigation }): boolean {
  if (!input.pop || !input.saved) return false;
  if (input.key !== 'default' || !input.firstRender) return true;
  return input.documentNavigation === 'reload' || input.documentNavigation === 'back_forward';
}

/** How this document was opened (Navigation Timing): typed or followed, reloaded, or back/forward. */
export function documentNavigation(): DocumentNavigation {
  const entry = typeof performance === 'undefined' ? undefined : (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined);
  return entry?.type;
}
