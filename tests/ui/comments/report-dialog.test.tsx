// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ commentReport: vi.fn(async (_input: unknown): Promise<{ ok: true; value: undefined } | { ok: false; message: string }> => ({ ok: true, value: undefined })) }));
vi.mock('../../../src/worker-client', () => ({ sync: calls }));

const { ReportDialog } = await import('../../../src/features/comments/ReportDialog');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const report = () => {
  const onClose = vi.fn();
  render(<ReportDialog commentId="c1" author="Bo" onClose={onClose} />);
  fireEvent.click(screen.getByRole('radio', { name: 'Spam or advertising' }));
  fireEvent.click(screen.getByRole('button', { name: 'Report' }));
  return onClose;
};

describe('the report dialog', () => {
  it('a report the worker refuses keeps the dialog open with the reason', async () => {
    calls.commentReport.mockImplementationOnce(async () => ({ ok: false, message: 'This could not be saved on your device.' }));
    const onClose = report();
    expect((await screen.findByRole('alert')).textContent).toBe('This could not be saved on your device.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a call that rejects (the worker gave no answer) shows an error, and the dialog can send again', async () => {
    calls.commentReport.mockImplementationOnce(async () => {
      throw new ReferenceError('window is not defined');
    });
    const onClose = report();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls.commentReport).toHaveBeenCalledTimes(2);
    expect(calls.commentReport).toHaveBeenLastCalledWith({ comment_id: 'c1', reason: 'spam' });
  });
});
