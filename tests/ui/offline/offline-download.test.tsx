// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DownloadRow } from '../../../src/db';

vi.mock('../../../src/worker-client', () => ({ sync: {} }));
const { DownloadControl } = await import('../../../src/features/offline');

const row = (over: Partial<DownloadRow> = {}): DownloadRow => ({
  key: 'series:s1',
  kind: 'series',
  id: 's1',
  name: 'The Lantern',
  state: 'done',
  done: 12,
  total: 12,
  bytes: 3_200_000,
  urls: ['/api/media/audio/a.mp3'],
  error: null,
  startedAt: 1,
  finishedAt: 2,
  ...over,
});

const handlers = () => ({ onStart: vi.fn(), onCancel: vi.fn(), onRemove: vi.fn() });

afterEach(cleanup);

describe('the download control', () => {
  it("offers 'Make available offline' and starts a download", () => {
    const h = handlers();
    render(<DownloadControl noun="Memory" row={null} online refusal={null} {...h} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make available offline' }));
    expect(h.onStart).toHaveBeenCalledOnce();
  });

  it('offline the button is disabled and says why', () => {
    const h = handlers();
    render(<DownloadControl noun="Memory" row={null} online={false} refusal={null} {...h} />);
    const button = screen.getByRole('button', { name: 'Make available offline' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('You are offline. Connect to make this Memory available offline.');
  });

  it('while downloading shows its progress and cancels', () => {
    const h = handlers();
    render(<DownloadControl noun="Timeline" row={row({ state: 'downloading', done: 3, total: 12, bytes: 1_500 })} online refusal={null} {...h} />);
    const bar = screen.getByRole('progressbar', { name: 'Making this Timeline available offline…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25% · 1.5 kB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make available offline' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(h.onCancel).toHaveBeenCalledOnce();
  });

  it("once done says 'Available offline' with its size, and removes it only once confirmed", () => {
    const h = handlers();
    render(<DownloadControl noun="Memory" row={row()} online refusal={null} {...h} />);
    expect(screen.getByText(/Available offline · 3\.2 MB/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove download' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove download?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(h.onRemove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove download' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Remove download?' })).getByRole('button', { name: 'Remove download' }));
    expect(h.onRemove).toHaveBeenCalledOnce();
  });

  it("a stopped download says why and offers 'Try again'", () => {
    const h = handlers();
    render(<DownloadControl noun="Memory" row={row({ state: 'failed', error: 'The download stopped.' })} online refusal={null} {...h} />);
    expect(screen.getByRole('alert').textContent).toBe('The download stopped.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(h.onStart).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Remove download' })).toBeTruthy();
  });

  it('a refused start shows the refusal', () => {
    render(<DownloadControl noun="Memory" row={null} online refusal="You are offline. This needs a connection." {...handlers()} />);
    expect(screen.getByRole('alert').textContent).toBe('You are offline. This needs a connection.');
  });
});
