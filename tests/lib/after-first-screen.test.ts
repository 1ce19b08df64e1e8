// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Each test gets the module fresh: the first screen is shown once per page. */
const load = async () => {
  vi.resetModules();
  return import('../../src/lib/after-first-screen');
};

let frames: (() => void)[] = [];
let idles: (() => void)[] = [];
const tick = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const frame = async () => {
  const run = frames;
  frames = [];
  run.forEach((f) => f());
  await tick();
};
const idle = async () => {
  const run = idles;
  idles = [];
  run.forEach((f) => f());
  await tick();
};

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
  vi.stubGlobal('requestIdleCallback', (f: () => void) => idles.push(f));
});
afterEach(() => {
  vi.unstubAllGlobals();
  frames = [];
  idles = [];
});

describe('afterFirstScreen', () => {
  it('waits for the first screen and the first pulls, then a frame and an idle moment, and runs once', async () => {
    const { afterFirstScreen, screenShown } = await load();
    let pulled = () => {};
    const then = vi.fn();
    afterFirstScreen(new Promise<void>((resolve) => (pulled = resolve)), then);

    screenShown();
    await tick();
    expect(frames).toHaveLength(0); // the pulls the screen shows are still under way
    pulled();
    await tick();
    await frame();
    expect(then).not.toHaveBeenCalled();
    await idle();
    expect(then).toHaveBeenCalledTimes(1);
    screenShown();
    await frame();
    await idle();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for the screen however early the pulls answer, and a failed pull does not stop it', async () => {
    const { afterFirstScreen, screenShown } = await load();
    const then = vi.fn();
    afterFirstScreen(Promise.reject(new Error('offline')), then);
    await tick();
    expect(frames).toHaveLength(0);
    screenShown();
    await tick();
    await frame();
    await idle();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits while a screen holds it for its own data (a skeleton is not the first screen), and at most HOLD_MAX_MS', async () => {
    const { afterFirstScreen, holdFirstScreen, screenShown, HOLD_MAX_MS } = await load();
    const then = vi.fn();
    afterFirstScreen(Promise.resolve(), then);
    const release = holdFirstScreen();
    screenShown();
    await tick();
    expect(frames).toHaveLength(0); // the skeleton is on the page, its content is not
    release();
    await tick();
    await frame();
    await idle();
    expect(then).toHaveBeenCalledTimes(1);

    // A hold never released (offline, nothing stored) ends by itself.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const again = await load();
      const later = vi.fn();
      again.afterFirstScreen(Promise.resolve(), later);
      again.holdFirstScreen();
      again.screenShown();
      await tick();
      expect(frames).toHaveLength(0);
      vi.advanceTimersByTime(HOLD_MAX_MS);
      await tick();
      await frame();
      await idle();
      expect(later).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useAfterFirstScreen', () => {
  it('is false until the first screen is shown and the browser was idle once, then true', async () => {
    const { useAfterFirstScreen, screenShown } = await load();
    const { renderHook, act } = await import('@testing-library/react');
    const hook = renderHook(() => useAfterFirstScreen());
    expect(hook.result.current).toBe(false);
    await act(async () => {
      screenShown();
      await tick();
      await frame();
    });
    expect(hook.result.current).toBe(false);
    await act(async () => {
      await idle();
    });
    expect(hook.result.current).toBe(true);
    hook.unmount();
  });
});
