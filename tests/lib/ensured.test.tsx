// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/db';

const calls = vi.hoisted(() => ({ ensure: vi.fn(async (): Promise<{ ok: boolean; message?: string }> => ({ ok: true })) }));
vi.mock('../../src/worker-client', () => ({ sync: calls }));

const { useEnsured } = await import('../../src/lib/useEnsure');

/** What a page shows: its placeholder, "not found", or the row. */
function Page({ id }: { id: string }) {
  const { value, ensure } = useEnsured({ kind: 'dungeon', id }, async () => (await db.dungeons.get(id))?.name ?? null, [id]);
  const shown = value === undefined || (value === null && !ensure.settled) ? 'loading' : value === null ? 'not found' : value;
  return <p aria-label="page">{shown}</p>;
}

/**
 * Writes a row behind Dexie's back, as the worker's write looks to the page until the change crosses over:
 * the rows are in the database, and the page's live queries have not heard of them yet.
 */
async function writeUnheard(row: { dungeon_id: string; name: string }): Promise<void> {
  const raw = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(db.name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const tx = raw.transaction('dungeons', 'readwrite');
  tx.objectStore('dungeons').put(row);
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  raw.close();
}

beforeEach(async () => {
  await db.open();
  await Promise.all(db.tables.map((t) => t.clear()));
  calls.ensure.mockReset();
});
afterEach(cleanup);

describe('a live read with its ensure', () => {
  it('does not say "not found" while the worker has written the row and the live query has not yet seen it', async () => {
    const seen: string[] = [];
    calls.ensure.mockImplementation(async () => {
      await writeUnheard({ dungeon_id: 'd1', name: 'The Library' });
      return { ok: true };
    });
    render(<Page id="d1" />);
    const observer = new MutationObserver(() => seen.push(screen.getByLabelText('page').textContent ?? ''));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await waitFor(() => expect(calls.ensure).toHaveBeenCalled());
    // Settled, a direct read finds the row: still loading, never "not found".
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByLabelText('page').textContent).toBe('loading');
    // The change reaches the live query: the row shows.
    await db.dungeons.update('d1', { name: 'The Library of Alexandria' });
    await waitFor(() => expect(screen.getByLabelText('page').textContent).toBe('The Library of Alexandria'));
    observer.disconnect();
    expect(seen).not.toContain('not found');
  });

  it('says "not found" once the ensure has settled and nothing is there', async () => {
    calls.ensure.mockResolvedValue({ ok: false, message: 'Not found' });
    render(<Page id="d2" />);
    await waitFor(() => expect(screen.getByLabelText('page').textContent).toBe('not found'));
  });
});
