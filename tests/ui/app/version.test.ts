import { describe, expect, it } from 'vitest';
import { decideVersion } from '../../../src/app/version';

describe('version check', () => {
  it('reloads when the version changed, remembers it on a first visit, blocks on maintenance', () => {
    expect(decideVersion('1.0.0', '1.0.1')).toBe('reload');
    expect(decideVersion(null, '1.0.0')).toBe('remember');
    expect(decideVersion('1.0.0', '1.0.0')).toBe('none');
    expect(decideVersion('1.0.0', 'maintenance')).toBe('maintenance');
    expect(decideVersion('1.0.0', undefined)).toBe('none');
  });
});
