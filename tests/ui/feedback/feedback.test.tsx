// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REACTIONS } from '../../../src/contract';
import { REACTION_LABELS } from '../../../src/features/feedback/feedback-rules';

const calls = vi.hoisted(() => ({
  ratingSet: vi.fn(async () => ({ ok: true, value: undefined })),
  feedbackSend: vi.fn(async () => ({ ok: true, value: undefined })),
}));
vi.mock('../../../src/worker-client', () => ({ sync: calls }));

const { SessionFeedbackSheet, StoryFeedbackModal } = await import('../../../src/features/feedback');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('story feedback', () => {
  it('Submit waits for a rating; the comment is optional and trimmed', async () => {
    const onSent = vi.fn();
    render(<StoryFeedbackModal sagaId="st1" rating={null} onClose={() => {}} onSent={onSent} />);
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(submit.disabled).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment (optional)' }), { target: { value: '  Loved the bell.  ' } });
    fireEvent.click(submit);
    await waitFor(() => expect(calls.ratingSet).toHaveBeenCalledWith({ target_type: 'saga', target_id: 'st1', rating: 4, comment: 'Loved the bell.' }));
    expect(onSent).toHaveBeenCalled();
  });

  it('follows the rating the parent supplies', () => {
    const { rerender } = render(<StoryFeedbackModal sagaId="st1" rating={null} onClose={() => {}} onSent={() => {}} />);
    rerender(<StoryFeedbackModal sagaId="st1" rating={3} onClose={() => {}} onSent={() => {}} />);
    expect(screen.getByRole('radio', { name: '3 stars' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('the session feedback sheet', () => {
  it('offers the six reactions as toggles, verbatim, and keeps Submit off while the report is empty', async () => {
    expect(REACTION_LABELS).toEqual(REACTIONS);
    render(<SessionFeedbackSheet onClose={() => {}} onSent={() => {}} />);
    for (const r of REACTION_LABELS) expect(screen.getByRole('button', { name: r }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Smooth' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wonderful' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bad' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bad' }));
    expect(screen.getByRole('button', { name: 'Smooth' }).getAttribute('aria-pressed')).toBe('true');
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Tell us what happened' }), { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Tell us what happened' }), { target: { value: 'The echoes were lovely.' } });
    fireEvent.click(submit);
    await waitFor(() => expect(calls.feedbackSend).toHaveBeenCalledWith({ reaction: 'Wonderful,Smooth', report: 'The echoes were lovely.' }));
  });
});
