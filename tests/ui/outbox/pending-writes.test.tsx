// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type OutboxRow } from '../../../src/db';

vi.mock('../../../src/worker-client', () => ({ sync: { retryWrite: vi.fn(), discardWrite: vi.fn() } }));
const { PendingWritesSheet } = await import('../../../src/features/outbox/PendingWritesSheet');

beforeEach(() => Promise.all(db.tables.map((t) => t.clear())));
afterEach(cleanup);

const comment = (seq: number, scope: string, state: OutboxRow['state']): OutboxRow => ({
  id: `w${seq}`,
  seq,
  scope,
  label: `Comment ${seq}`,
  createdAt: seq,
  attempts: 0,
  nextAttemptAt: seq,
  state,
  lastError: state === 'failed' ? 'Too many comments today.' : null,
  kind: 'commentPost',
  request: { endpoint: 'sagaAddComment', params: { sagaId: scope }, body: { text: `Comment ${seq}` } },
});

describe('the pending writes sheet', () => {
  it('shows one write of each thread on its way; those claimed behind it wait', async () => {
    await db.outbox.bulkPut([
      comment(1, 'thread:saga:a', 'sending'),
      comment(2, 'thread:saga:b', 'sending'),
      comment(3, 'thread:saga:a', 'sending'),
      comment(4, 'thread:saga:a', 'pending'),
      comment(5, 'thread:saga:b', 'sending'),
      comment(6, 'thread:saga:c', 'failed'),
    ]);
    render(<PendingWritesSheet onClose={() => {}} />);
    await screen.findByText('Comment 6');
    const states = screen.getAllByRole('listitem').map((li) => [within(li).getByText(/^Comment/).textContent, li.textContent?.match(/Sending…|Waiting to be sent|Not sent/)?.[0]]);
    expect(states).toEqual([
      ['Comment 1', 'Sending…'],
      ['Comment 2', 'Sending…'],
      ['Comment 3', 'Waiting to be sent'],
      ['Comment 4', 'Waiting to be sent'],
      ['Comment 5', 'Waiting to be sent'],
      ['Comment 6', 'Not sent'],
    ]);
  });

  it('the discard confirm shows the write as it is labelled, its quotes not nested in more quotes', async () => {
    await db.outbox.put({ ...comment(1, 'thread:saga:a', 'failed'), label: 'Comment: “To the lighthouse”' });
    render(<PendingWritesSheet onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this write?' });
    expect(confirm.textContent).toContain('Comment: “To the lighthouse”This will not be sent.');
    expect(confirm.textContent).not.toMatch(/““|””|“Comment/);
  });
});
