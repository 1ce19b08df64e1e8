// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rewardsOnClose, shareGateKind } from '../../../src/features/share/share-rules';

const calls = vi.hoisted(() => ({ shareRewardRecord: vi.fn() }));
vi.mock('../../../src/worker-client', () => ({ sync: calls }));

const { ShareDialog } = await import('../../../src/features/share');

const LINK = { title: 'Adventure', link: 'http://localhost/sagas/s1' };
let opened: string[];

beforeEach(() => {
  opened = [];
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => {}) }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('the share dialog', () => {
  it("is titled 'CLICK TO COPY LINK' and copies the link with its success text", async () => {
    render(<ShareDialog options={[LINK]} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'CLICK TO COPY LINK' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Success! The Link was copied!')).toBeTruthy();
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(LINK.link);
  });

  it('offers Reddit, Facebook, Instagram and Twitter/X, each opening its share page', () => {
    render(<ShareDialog options={[LINK]} onClose={() => {}} />);
    for (const p of ['Reddit', 'Facebook', 'Instagram', 'Twitter/X']) fireEvent.click(screen.getByRole('button', { name: p }));
    expect(opened.map((u) => new URL(u).hostname)).toEqual(['www.reddit.com', 'www.facebook.com', 'www.instagram.com', 'twitter.com']);
  });

  it('records a reward for each platform clicked when it closes after a copy', async () => {
    const onClose = vi.fn();
    render(<ShareDialog options={[LINK]} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reddit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await screen.findByText('Success! The Link was copied!');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(calls.shareRewardRecord.mock.calls).toEqual([[{ avatar_name: 'Share Facebook' }], [{ avatar_name: 'Share Reddit' }]]);
    expect(onClose).toHaveBeenCalled();
  });

  it('records nothing when it closes without a copy', () => {
    render(<ShareDialog options={[LINK]} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(calls.shareRewardRecord).not.toHaveBeenCalled();
  });

  it('shows tabs when several links exist, the first selected', () => {
    render(<ShareDialog options={[LINK, { title: 'Card', link: 'http://localhost/trading-cards?card_id=c1' }]} onClose={() => {}} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Adventure', 'true'],
      ['Card', 'false'],
    ]);
    fireEvent.click(tabs[1]!);
    expect(screen.getByRole('button', { name: 'Copy link: http://localhost/trading-cards?card_id=c1' })).toBeTruthy();
  });
});

describe('the share of a private story', () => {
  it('asks its creator to make it public first, and shares once it is', async () => {
    const makePublic = vi.fn(async () => true);
    render(<ShareDialog options={[LINK]} gate={{ kind: 'owner', makePublic }} onClose={() => {}} />);
    const gate = screen.getByRole('dialog', { name: 'Make this adventure public?' });
    expect(gate.textContent).toContain('Only you can open this story’s link.');
    expect(screen.queryByRole('button', { name: 'Copy Link' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make Public and Share' }));
    expect(await screen.findByRole('dialog', { name: 'CLICK TO COPY LINK' })).toBeTruthy();
    expect(makePublic).toHaveBeenCalledTimes(1);
  });

  it('earns no reward when the creator leaves it private: nothing to copy, nothing recorded', () => {
    const onClose = vi.fn();
    render(<ShareDialog options={[LINK]} gate={{ kind: 'owner', makePublic: async () => true }} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Not Now' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.shareRewardRecord).not.toHaveBeenCalled();
  });

  it('stays on the question when making it public fails', async () => {
    render(<ShareDialog options={[LINK]} gate={{ kind: 'owner', makePublic: async () => false }} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make Public and Share' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The adventure could not be made public. Try again in a moment.');
    expect(screen.queryByRole('button', { name: 'Copy Link' })).toBeNull();
  });

  it('tells a reader who is not its creator that only the creator can make it public, and offers no link', () => {
    render(<ShareDialog options={[LINK]} gate={{ kind: 'holder' }} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Make this adventure public?' }).textContent).toContain('Only its creator can make it public.');
    expect(screen.queryByRole('button', { name: 'Make Public and Share' })).toBeNull();
    expect(screen.queryByText(LINK.link)).toBeNull();
  });

  it('needs no gate once public; the creator’s gate needs the card to make public', () => {
    expect(shareGateKind({ is_public: true, is_creator: true, card_id: 'c1' })).toBeNull();
    expect(shareGateKind({ is_public: true, is_creator: false, card_id: 'c1' })).toBeNull();
    expect(shareGateKind({ is_public: false, is_creator: true, card_id: 'c1' })).toBe('owner');
    expect(shareGateKind({ is_public: false, is_creator: false, card_id: 'c1' })).toBe('holder');
    expect(shareGateKind({ is_public: false, is_creator: true, card_id: null })).toBe('holder');
  });
});

describe('share rewards', () => {
  it('only Facebook and Reddit earn one, each once, and only after a copy', () => {
    expect(rewardsOnClose(true, ['Facebook', 'Facebook', 'Instagram', 'Twitter/X', 'Reddit'])).toEqual(['Share Facebook', 'Share Reddit']);
    expect(rewardsOnClose(false, ['Facebook'])).toEqual([]);
  });
});
