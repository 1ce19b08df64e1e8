// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/worker-client', () => ({ sync: {} }));
const { bringsNewVersion } = await import('../../../src/features/update/service-worker');

/** A worker that answers GET_VERSION with `version` (or never, as a worker from before versions did). */
function worker(version: string | null): ServiceWorker {
  return { version } as unknown as ServiceWorker;
}
const messageSW = (sw: ServiceWorker, data: object) => {
  expect(data).toEqual({ type: 'GET_VERSION' });
  const { version } = sw as unknown as { version: string | null };
  return version === null ? new Promise<never>(() => undefined) : Promise.resolve(version);
};

function controlledBy(sw: ServiceWorker | null): void {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: sw } });
}

afterEach(() => vi.useRealTimers());

describe("whether a waiting service worker is an update worth offering", () => {
  it('is not when it runs the version in control (a fresh copy of the same script)', async () => {
    controlledBy(worker('a1b2c3d4'));
    await expect(bringsNewVersion(messageSW, worker('a1b2c3d4'))).resolves.toBe(false);
  });

  it('is when it runs another version', async () => {
    controlledBy(worker('a1b2c3d4'));
    await expect(bringsNewVersion(messageSW, worker('0f0f0f0f'))).resolves.toBe(true);
  });

  it('is when the worker in control does not say its version (an older build), once it has had time to answer', async () => {
    vi.useFakeTimers();
    controlledBy(worker(null));
    const answer = bringsNewVersion(messageSW, worker('0f0f0f0f'));
    await vi.advanceTimersByTimeAsync(3000);
    await expect(answer).resolves.toBe(true);
  });

  it('is when nothing is in control yet', async () => {
    controlledBy(null);
    await expect(bringsNewVersion(messageSW, worker('0f0f0f0f'))).resolves.toBe(true);
  });
});
