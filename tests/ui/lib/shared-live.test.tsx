// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db';
import { useSharedLive } from '../../../src/lib/useLive';
import { user } from '../../worker/helpers/fixtures';

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.user.put({ ...user(), id: 'me', username: 'Ada' });
});
afterEach(cleanup);

function Name({ label, query, shared }: { label: string; query: () => Promise<string | null | undefined>; shared: string }) {
  const name = useSharedLive(shared, query);
  return <p aria-label={label}>{name ?? '…'}</p>;
}

describe('a live query shared by key', () => {
  it('is read once for every reader, and each shows every change of its rows', async () => {
    const query = vi.fn(() => db.user.get('me').then((u) => u?.username));
    render(
      <>
        <Name label="first" query={query} shared="one" />
        <Name label="second" query={query} shared="one" />
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('first').textContent).toBe('Ada'));
    expect(screen.getByLabelText('second').textContent).toBe('Ada');
    expect(query).toHaveBeenCalledTimes(1);

    await db.user.update('me', { username: 'Grace' });
    await waitFor(() => expect(screen.getByLabelText('first').textContent).toBe('Grace'));
    expect(screen.getByLabelText('second').textContent).toBe('Grace');
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('a reader mounted after the answer came shows it at once, without reading again', async () => {
    const query = vi.fn(() => db.user.get('me').then((u) => u?.username));
    const { rerender } = render(<Name label="first" query={query} shared="two" />);
    await waitFor(() => expect(screen.getByLabelText('first').textContent).toBe('Ada'));
    rerender(
      <>
        <Name label="first" query={query} shared="two" />
        <Name label="late" query={query} shared="two" />
      </>,
    );
    expect(screen.getByLabelText('late').textContent).toBe('Ada');
    expect(query).toHaveBeenCalledTimes(1);
  });
});
