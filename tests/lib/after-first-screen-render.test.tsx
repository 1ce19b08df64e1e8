// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let frames: (() => void)[] = [];
let idles: (() => void)[] = [];
beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
  vi.stubGlobal('requestIdleCallback', (f: () => void) => idles.push(f));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  frames = [];
  idles = [];
});
const settle = async () => {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      frames.splice(0).forEach((f) => f());
      idles.splice(0).forEach((f) => f());
      await Promise.resolve();
    });
  }
};

const never = new Promise<never>(() => {});
function Never(): never {
  throw never;
}

describe('what renders after the first screen', () => {
  it('renders as a transition: a part whose code has not come keeps the first screen shown, not a fallback', async () => {
    vi.resetModules();
    const { screenShown, useAfterFirstScreen } = await import('../../src/lib/after-first-screen');
    function Feed() {
      const after = useAfterFirstScreen();
      return (
        <p>
          first cards{after && <Never />}
        </p>
      );
    }
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Feed />
      </Suspense>,
    );
    act(() => screenShown());
    await settle();
    expect(frames.length + idles.length).toBe(0);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('first cards')).toBeTruthy();
  });
});
