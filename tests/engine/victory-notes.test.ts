import { describe, expect, it } from 'vitest';
import { DUNGEONS } from '../../server/content/dungeons';
import { victoryText } from '../../server/engine/dungeon/goal';
import type { CrawlState } from '../../server/engine/dungeon/state';

const library = DUNGEONS.find((d) => d.missions.some((m) => m.key === 'lbt-lost-works'))!;
const WORKS = ['scroll-eratosthenes', 'scroll-sappho', 'scroll-aristarchus'];
/** The end of a crawl, as much of it as the victory's notes read. */
const ended = (found: string[]) => ({ found, missions: {}, world: { freed: [], defeated: [], spared: [], used: [], inventory: {} } }) as unknown as CrawlState;

describe("the Library's victory", () => {
  it('names each lost work the Historian saved, short of all three, and only those', () => {
    for (const saved of WORKS) {
      const text = victoryText(library, ended([saved]));
      const named = { 'scroll-eratosthenes': /Eratosthenes/, 'scroll-sappho': /Sappho/, 'scroll-aristarchus': /Aristarchus/ };
      for (const [work, name] of Object.entries(named)) expect(name.test(text), `${saved}: ${work}`).toBe(work === saved);
      expect(text).toContain('The lost works you did not reach burn with the rest');
    }
  });

  it('all three saved: the three works together, once each, and nothing burns', () => {
    const text = victoryText(library, ended(WORKS));
    expect(text).toContain('three works the world was never meant to read again leave with you');
    expect(text.match(/Sappho/g)).toHaveLength(1);
    expect(text).not.toContain('did not reach');
  });

  it('none saved: the works burn, and none is named', () => {
    const text = victoryText(library, ended([]));
    expect(text).toContain('The lost works you did not reach burn with the rest');
    expect(text).not.toMatch(/Eratosthenes|Sappho|Aristarchus/);
  });
});
