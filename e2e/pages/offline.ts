/** The network and the service worker: going offline and back, and what the caches hold. */
import type { Page } from '@playwright/test';

export class Offline {
  constructor(private readonly page: Page) {}

  /**
   * Takes the browser offline the way the spec says (context.setOffline: navigator.onLine false, no
   * network) and also refuses every /api request at the context: Chromium applies the offline emulation
   * to a freshly started worker a moment late, and a worker starting while 'offline' could slip one
   * request through in that moment. Real devices have no such gap.
   */
  async goOffline(): Promise<void> {
    const context = this.page.context();
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
  }

  async goOnline(): Promise<void> {
    const context = this.page.context();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
  }

  /** Whether the service worker's audio cache holds this narration. */
  async cachedAudio(url: string): Promise<boolean> {
    return this.page.evaluate(async (u) => !!(await (await caches.open('audio-v1')).match(u)), url);
  }

  /** Asks for the first 100 bytes of a narration the way a seeking audio element does. */
  async rangeFromCache(url: string): Promise<{ status: number; bytes: number }> {
    return this.page.evaluate(async (u) => {
      const res = await fetch(u, { headers: { Range: 'bytes=0-99' } });
      return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
    }, url);
  }

  /** Waits until the service worker controls the page, so that a reload works with no network. */
  async serviceWorkerReady(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
      }
    });
  }
}
