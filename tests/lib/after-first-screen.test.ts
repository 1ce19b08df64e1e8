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
});
