// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CharacterPortrait } from '../../../src/features/characters';

const WREN = { name: 'Wren Alder', cover: '/api/media/art/char-story-wren.svg', description: 'A lamplighter with a ladder on her shoulder.' };

afterEach(cleanup);

describe('character details', () => {
  it('a portrait opens the cover, the name and the description; a tap on the cover toggles the text', () => {
    render(<CharacterPortrait character={WREN} image={WREN.cover} />);
    fireEvent.click(screen.getByRole('button', { name: 'About Wren Alder' }));
    const dialog = screen.getByRole('dialog', { name: 'Wren Alder' });
    expect(dialog.textContent).toContain(WREN.description);
    fireEvent.click(screen.getByRole('button', { name: 'Hide the description' }));
    expect(screen.getByRole('dialog', { name: 'Wren Alder' }).textContent).not.toContain(WREN.description);
    fireEvent.click(screen.getByRole('button', { name: 'Show the description' }));
    expect(screen.getByRole('dialog', { name: 'Wren Alder' }).textContent).toContain(WREN.description);
  });

  it('the image viewer shows the picture whole and Escape closes it', () => {
    render(<CharacterPortrait character={WREN} image={WREN.cover} />);
    fireEvent.click(screen.getByRole('button', { name: 'About Wren Alder' }));
    fireEvent.click(screen.getByRole('button', { name: 'View image' }));
    const viewer = screen.getByRole('dialog', { name: 'Portrait of Wren Alder' });
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe(WREN.cover);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Portrait of Wren Alder' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Wren Alder' })).toBeTruthy();
  });

  it('a speaker without a character is a plain picture', () => {
    render(<CharacterPortrait character={null} image="/api/media/art/x.svg" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
