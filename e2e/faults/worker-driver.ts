/**
 * Queues writes through the app's sync worker, many at once, the way the UI calls it (sync.commentPost(...)),
 * without typing each one: a second instance of the worker script in the page, spoken to in Comlink's wire
 * format. It is another tab's worker as far as the outbox knows, so it never replays while the page's own
 * worker leads; it is closed before the replay begins.
 */
import { expect, type JSHandle, type Page } from '@playwright/test';

/** A write as the UI makes it: the worker method (the write's kind) and its input. */
export interface PlannedWrite {
  kind: 'commentPost' | 'turnPlay' | 'ratingSet' | 'roomNoteAdd';
  input: Record<string, unknown>;
}

export type Result = { ok: true; value: unknown } | { ok: false; message: string };

export class WorkerDriver {
  private constructor(private readonly worker: JSHandle<Worker>) {}

  static async open(page: Page): Promise<WorkerDriver> {
    await expect.poll(() => page.workers().length).toBeGreaterThan(0);
    const url = page.workers()[0]!.url();
    return new WorkerDriver(await page.evaluateHandle((u) => new Worker(u, { type: 'module' }), url));
  }

  /** Calls worker methods one after another; answers each call's Result. */
  call(calls: { method: string; args: unknown[] }[]): Promise<Result[]> {
    return this.worker.evaluate(async (w, list) => {
      const one = (method: string, args: unknown[]) =>
        new Promise<Result>((resolve, reject) => {
          const id = crypto.randomUUID();
          const onMessage = (e: MessageEvent<{ id: string; type: string; value: unknown }>) => {
            if (e.data?.id !== id) return;
            w.removeEventListener('message', onMessage);
            if (e.data.type === 'RAW') resolve(e.data.value as Result);
            else reject(new Error(`the worker threw: ${JSON.stringify(e.data.value)}`));
          };
          w.addEventListener('message', onMessage);
          w.postMessage({ id, type: 'APPLY', path: [method], argumentList: args.map((value) => ({ type: 'RAW', value })) });
        });
      const results: Result[] = [];
      for (const { method, args } of list) results.push(await one(method, args));
      return results;
    }, calls);
  }

  async queue(writes: PlannedWrite[]): Promise<void> {
    const results = await this.call(writes.map((w) => ({ method: w.kind, args: [w.input] })));
    expect(results.filter((r) => !r.ok)).toEqual([]);
  }

  async close(): Promise<void> {
    await this.worker.evaluate((w) => w.terminate());
    await this.worker.dispose();
  }
}
