// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoryBlock } from '../../../src/contract';
import { StoryBlocks } from '../../../src/features/adventure/StoryBlocks';

const action = (text: string): StoryBlock => ({ blockType: 'action', blockText: text, character: null, characterImageURL: null });
afterEach(cleanup);

describe("a Memory chapter's blocks", () => {
  it("show the way the player's words were taken ('You chose: …') as the choice, apart from the deed that follows", () => {
    render(<StoryBlocks blocks={[action('You chose: Hide the mirror in the cooling kiln'), action('You slide the mirror into the annealing kiln.')]} momentType={undefined} />);
    const chosen = screen.getByRole('complementary', { name: 'You chose' });
    expect(chosen.textContent).toBe('You choseHide the mirror in the cooling kiln');
    expect(chosen.querySelector('em')).toBeNull();
    const deed = screen.getByText('You slide the mirror into the annealing kiln.');
    expect(deed.tagName).toBe('EM');
    expect(chosen.className).not.toBe(deed.parentElement!.className);
  });
});
