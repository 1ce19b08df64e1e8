// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db';
import { useLive } from '../../../src/lib/useLive';
import { user } from '../../worker/helpers/fixtures';

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.user.put({ ...user(), id: 'me', username: 'Ada' });
});
afterEach(cleanup);

const never = new Promise<never>(() => {});
function Never(): never {
  throw never;
}
/** The player's name; a name of 'Grace' renders a part whose code never arrives. */
function Name({ id }: { id: string }) {
  const name = useLive(() => db.table<{ username: string }>('user').get(id).then((u) => u?.username ?? null), [id]);
  return (
    <p aria-label="name">
      {name === undefined ? '…' : name}
      {name === 'Grace' && <Never />}
    </p>
  );
}

describe('a live query', () => {
  it('shows its answer, then each change of its rows', async () => {
    render(<Name id="me" />);
    expect(screen.getByLabelText('name').textContent).toBe('…');
    await waitFor(() => expect(screen.getByLabelText('name').textContent).toBe('Ada'));
    await db.user.update('me', { username: 'Lovelace' });
    await waitFor(() => expect(screen.getByLabelText('name').textContent).toBe('Lovelace'));
  });

  it('a new deps’ query shows the last answer until its own comes', async () => {
    await db.table('user').put({ ...user(), id: 'other', username: 'Hopper' });
    const { rerender } = render(<Name id="me" />);
    await waitFor(() => expect(screen.getByLabelText('name').textContent).toBe('Ada'));
    rerender(<Name id="other" />);
    expect(screen.getByLabelText('name').textContent).toBe('Ada');
    await waitFor(() => expect(screen.getByLabelText('name').textContent).toBe('Hopper'));
  });

  it('renders a new answer as a transition: a part that suspends on it keeps the screen shown instead of its fallback', async () => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Name id="me" />
      </Suspense>,
    );
    await waitFor(() => expect(screen.getByLabelText('name').textContent).toBe('Ada'));
    await act(async () => {
      await db.user.update('me', { username: 'Grace' });
      await new Promise((r) => setTimeout(r, 200));
    });
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByLabelText('name').textContent).toBe('Ada');
  });
});
