// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

const sanctum = vi.fn(() => Promise.resolve({ default: () => null }));
const seriesPage = vi.fn(() => Promise.resolve({ default: () => null }));
vi.mock('../../../src/features/sanctum/pages', () => ({ sanctumPages: { sanctum } }));
vi.mock('../../../src/features/series/pages', () => ({ seriesPages: { series: seriesPage } }));
const { preloadScreen } = await import('../../../src/app/router');

describe("the first screen's code, loaded ahead of the first render", () => {
  it("starts loading the screen at the address, once, and no other screen's", () => {
    preloadScreen('/sanctum');
    preloadScreen('/sanctum');
    expect(sanctum).toHaveBeenCalledTimes(1);
    expect(seriesPage).not.toHaveBeenCalled();
    preloadScreen('/series/glassblowers-oath');
    expect(seriesPage).toHaveBeenCalledTimes(1);
  });

  it('an address without a screen of its own loads nothing', () => {
    preloadScreen('/');
    preloadScreen('/no/such/page');
    expect(sanctum).toHaveBeenCalledTimes(1);
  });
});
