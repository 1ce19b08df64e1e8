// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBytes, readStorage, requestPersistence, storageChanged } from '../../src/lib/storage';
import { useStorageEstimate } from '../../src/lib/useStorageEstimate';

/** A browser's StorageManager: `grants` is what persist() answers the first time. */
function fakeStorage(usage: number, quota: number, grants = true) {
  let persisted = false;
  const storage = {
    estimate: vi.fn(async () => ({ usage, quota })),
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => (persisted = grants)),
    setUsage: (n: number) => (usage = n),
  };
  return storage;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('storage figures', () => {
  it('reads what the app takes, what it may take and whether it is kept', async () => {
    const storage = fakeStorage(12_400_000, 2_000_000_000);
    expect(await readStorage(storage)).toEqual({ usage: 12_400_000, quota: 2_000_000_000, persisted: false });
  });

  it('a browser without a StorageManager gives no figures and no persistence', async () => {
    expect(await readStorage(undefined)).toBeNull();
    expect(await requestPersistence(undefined)).toBe(false);
  });

  it('persistence is asked for once: granted data is not asked for again', async () => {
    const storage = fakeStorage(0, 0);
    expect(await requestPersistence(storage)).toBe(true);
    expect(await requestPersistence(storage)).toBe(true);
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect((await readStorage(storage))?.persisted).toBe(true);
  });

  it('a refusal is answered as such', async () => {
    expect(await requestPersistence(fakeStorage(0, 0, false))).toBe(false);
  });

  it('sizes read as phones show them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1_500)).toBe('1.5 kB');
    expect(formatBytes(12_400_000)).toBe('12.4 MB');
    expect(formatBytes(250_000_000)).toBe('250 MB');
    expect(formatBytes(2_000_000_000)).toBe('2.0 GB');
  });
});

describe('useStorageEstimate', () => {
  it('shows the figures, and reads them again when storage changes', async () => {
    const storage = fakeStorage(1_000_000, 50_000_000);
    vi.stubGlobal('navigator', { ...navigator, storage });
    const { result } = renderHook(() => useStorageEstimate());
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual({ usage: 1_000_000, quota: 50_000_000, persisted: false }));

    storage.setUsage(9_000_000);
    act(() => storageChanged());
    await waitFor(() => expect(result.current?.usage).toBe(9_000_000));

    await act(() => requestPersistence());
    await waitFor(() => expect(result.current?.persisted).toBe(true));
  });

  it('is null where the browser cannot tell', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    const { result } = renderHook(() => useStorageEstimate());
    await waitFor(() => expect(result.current).toBeNull());
  });
});
