import { describe, expect, it } from 'vitest';
import { positionKey, shouldRestore } from '../../../src/app/scroll-rules';

const typed = { key: 'default', pop: true, saved: true, firstRender: true };

describe('where a page starts', () => {
  it('a page opened by typing its address starts at the top, though another typed page was scrolled', () => {
    expect(positionKey('default', '/dungeons/d1')).not.toBe(positionKey('default', '/home'));
    expect(shouldRestore({ ...typed, documentNavigation: 'navigate' })).toBe(false);
  });

  it('a reload, or the browser coming back to it, returns to the place', () => {
    expect(shouldRestore({ ...typed, documentNavigation: 'reload' })).toBe(true);
    expect(shouldRestore({ ...typed, documentNavigation: 'back_forward' })).toBe(true);
    // The app's own back to the tab's first page.
    expect(shouldRestore({ ...typed, firstRender: false, documentNavigation: 'navigate' })).toBe(true);
  });

  it('back and forward between the app’s pages return to their places; a new page starts at the top', () => {
    expect(shouldRestore({ key: 'k1', pop: true, saved: true, firstRender: false, documentNavigation: 'navigate' })).toBe(true);
    expect(shouldRestore({ key: 'k1', pop: false, saved: true, firstRender: false, documentNavigation: 'navigate' })).toBe(false);
    expect(shouldRestore({ key: 'k2', pop: true, saved: false, firstRender: false, documentNavigation: 'navigate' })).toBe(false);
  });
});
