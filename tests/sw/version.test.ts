import { describe, expect, it } from 'vitest';
import { manifestVersion } from '../../sw/version';

const build = [
  { url: 'index.html', revision: 'f5ff6831d45d3453bdc5d62d4dded0eb' },
  { url: 'assets/app-Cy8EATDn.js', revision: null },
  { url: 'manifest.webmanifest', revision: '8e422b063f2e953447a98240407de149' },
];

describe('the version a service worker runs', () => {
  it('is the same for the same precache, in any order (a fresh copy of the same script is no update)', () => {
    expect(manifestVersion([...build].reverse())).toBe(manifestVersion(build));
    expect(manifestVersion(build)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('changes when one file changes, by its revision or by its hashed name', () => {
    const base = manifestVersion(build);
    expect(manifestVersion(build.map((e) => (e.url === 'index.html' ? { ...e, revision: '0123456789abcdef0123456789abcdef' } : e)))).not.toBe(base);
    expect(manifestVersion(build.map((e) => (e.revision === null ? { ...e, url: 'assets/app-D9x2QaLm.js' } : e)))).not.toBe(base);
    expect(manifestVersion(build.slice(1))).not.toBe(base);
  });
});
