// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFollowNewest } from '../../../src/features/dungeon/read/useFollowNewest';

afterEach(cleanup);

/** The Timeline's feed as keys (seq:outbox): the hook scrolls the virtualizer and counts what is new. */
function feed(initial: string[], placed = false) {
  const scrollToIndex = vi.fn();
  const onNew = vi.fn();
  const hook = renderHook(({ keys }) => useFollowNewest(keys, null, { scrollToIndex }, onNew, placed), { initialProps: { keys: initial } });
  return { scrollToIndex, onNew, show: (keys: string[]) => hook.rerender({ keys }) };
}

const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

describe('the Timeline follows its newest events (useFollowNewest)', () => {
  it('opens on the last event, then follows a turn played at the end, from its first event', async () => {
    const { scrollToIndex, onNew, show } = feed(['0:', '1:', '2:']);
    await waitFor(() => expect(scrollToIndex).toHaveBeenLastCalledWith(2, { align: 'start' }));

    show(['0:', '1:', '2:', '9000:w1']); // the player's choice, pending
    await waitFor(() => expect(scrollToIndex).toHaveBeenLastCalledWith(3, { align: 'start' }));
    show(['0:', '1:', '2:', '3:', '4:']); // the server's answer replaces it: the input and the narration
    await waitFor(() => expect(scrollToIndex).toHaveBeenLastCalledWith(3, { align: 'start' }));
    expect(onNew.mock.calls).toEqual([[1], [2]]);
    expect(scrollToIndex).toHaveBeenCalledTimes(3);
  });

  it('does not jump through the Timeline while queued choices replay before the ones still waiting, and follows the last', async () => {
    const pending = ['9000:w1', '9001:w2', '9002:w3'];
    const { scrollToIndex, onNew, show } = feed(['0:', '1:', ...pending]);
    await waitFor(() => expect(scrollToIndex).toHaveBeenCalledTimes(1));

    show(['0:', '1:', '2:', '3:', '9001:w2', '9002:w3']); // the first choice delivered, two still waiting
    show(['0:', '1:', '2:', '3:', '4:', '5:', '9002:w3']);
    await frame();
    await frame();
    expect(scrollToIndex).toHaveBeenCalledTimes(1);
    expect(onNew.mock.calls).toEqual([[2], [2]]);

    show(['0:', '1:', '2:', '3:', '4:', '5:', '6:', '7:']); // the last one: at the end, followed
    await waitFor(() => expect(scrollToIndex).toHaveBeenLastCalledWith(6, { align: 'start' }));
  });

  it('leaves the first show where the first screen placed it (placed), and follows what comes after', async () => {
    const { scrollToIndex, onNew, show } = feed(['0:', '1:', '2:'], true);
    await frame();
    await frame();
    expect(scrollToIndex).not.toHaveBeenCalled();
    show(['0:', '1:', '2:', '3:', '4:']);
    await waitFor(() => expect(scrollToIndex).toHaveBeenLastCalledWith(3, { align: 'start' }));
    expect(scrollToIndex).toHaveBeenCalledTimes(1);
    expect(onNew).toHaveBeenLastCalledWith(2);
  });

  it('follows the new events at the end even when a pull brings one in the middle at the same time', async () => {
    const { scrollToIndex, onNew, show } = feed(['0:', '2:']);
    await waitFor(() => expect(scrollToIndex).toHaveBeenCalledTimes(1));
    show(['0:', '1:', '2:', '3:', '4:']);
    await waitFor(() => expect(scrollToIndex).toHaveBeenLastCalledWith(3, { align: 'start' }));
    expect(onNew).toHaveBeenLastCalledWith(3);
  });
});
