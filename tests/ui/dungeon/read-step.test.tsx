// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DungeonEventRow } from '../../../src/db';

const calls = vi.hoisted(() => ({ setReadStep: vi.fn(async (_id: string, _step: number) => ({ ok: true as const, value: undefined })) }));
vi.mock('../../../src/worker-client', () => ({ sync: calls }));

const { READ_STEP_DELAY_MS, useReadStep } = await import('../../../src/features/dungeon/read/useReadStep');

const events = (...seqs: number[]) => seqs.map((seq) => ({ dungeon_id: 'd1', seq, event: {}, pending_outbox_id: null }) as unknown as DungeonEventRow);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the read step', () => {
  it('is saved a moment after the history moves past it, not with the first screen', () => {
    renderHook(() => useReadStep('d1', events(1, 2, 3), 1));
    expect(calls.setReadStep).not.toHaveBeenCalled();
    vi.advanceTimersByTime(READ_STEP_DELAY_MS);
    expect(calls.setReadStep).toHaveBeenCalledExactlyOnceWith('d1', 3);
  });

  it('is saved once for a run of new events, with the last one', () => {
    const { rerender } = renderHook(({ seqs }) => useReadStep('d1', events(...seqs), 1), { initialProps: { seqs: [1, 2] } });
    vi.advanceTimersByTime(READ_STEP_DELAY_MS / 2);
    rerender({ seqs: [1, 2, 3, 4] });
    vi.advanceTimersByTime(READ_STEP_DELAY_MS);
    expect(calls.setReadStep).toHaveBeenCalledExactlyOnceWith('d1', 4);
  });

  it('is saved at once when the page closes before the moment is up', () => {
    const { unmount } = renderHook(() => useReadStep('d1', events(1, 2, 5), 1));
    unmount();
    expect(calls.setReadStep).toHaveBeenCalledExactlyOnceWith('d1', 5);
    vi.advanceTimersByTime(READ_STEP_DELAY_MS);
    expect(calls.setReadStep).toHaveBeenCalledTimes(1);
  });

  it('is not saved when nothing moved past it, nor for optimistic events', () => {
    const { unmount } = renderHook(() => useReadStep('d1', events(1, 2, 1_000_000_001), 2));
    vi.advanceTimersByTime(READ_STEP_DELAY_MS);
    unmount();
    expect(calls.setReadStep).not.toHaveBeenCalled();
  });
});
