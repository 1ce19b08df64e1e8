import { describe, expect, it } from 'vitest';
import { decideAccess, readRouteToken } from '../../../src/app/access';
import { decideLinkToken, tokenSubject } from '../../../src/features/auth/link-token';
import { safeRedirect } from '../../../src/lib/redirect';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('decideAccess', () => {
  it('waits while the session has not been read', () => {
    expect(decideAccess({ token: undefined, onboardingState: undefined, ...at('/sanctum') })).toEqual({ kind: 'wait' });
  });

  it('sends a visitor without a token to onboarding, keeping the query and the wanted path', () => {
    const d = decideAccess({ token: null, onboardingState: undefined, ...at('/series/s1', '?utm_source=x') });
    expect(d.kind).toBe('redirect');
    const url = new URL((d as { to: string }).to, 'http://x');
    expect(url.pathname).toBe('/onboarding');
    expect(url.searchParams.get('utm_source')).toBe('x');
    expect(url.searchParams.get('redirect')).toBe('/series/s1?utm_source=x');
  });

  it('waits for the user once a token exists', () => {
    expect(decideAccess({ token: 't', onboardingState: null, ...at('/sanctum') })).toEqual({ kind: 'wait' });
  });

  it('sends onboarding_state 1 to onboarding with state=1', () => {
    const d = decideAccess({ token: 't', onboardingState: 1, ...at('/sanctum') }) as { to: string };
    expect(new URL(d.to, 'http://x').searchParams.get('state')).toBe('1');
  });

  it('sends any other state but 2 to onboarding without state', () => {
    for (const s of [0, 3, -1]) {
      const d = decideAccess({ token: 't', onboardingState: s, ...at('/sanctum', '?state=1') }) as { to: string };
      const url = new URL(d.to, 'http://x');
      expect(url.pathname).toBe('/onboarding');
      expect(url.searchParams.has('state')).toBe(false);
    }
  });

  it('lets an onboarded user through', () => {
    expect(decideAccess({ token: 't', onboardingState: 2, ...at('/sanctum') })).toEqual({ kind: 'pass' });
  });
});

describe('safeRedirect', () => {
  it('follows same-origin paths only', () => {
    expect(safeRedirect('/series/a?x=1')).toBe('/series/a?x=1');
    expect(safeRedirect('//evil.example')).toBe('/sanctum');
    expect(safeRedirect('https://evil.example')).toBe('/sanctum');
    expect(safeRedirect('/\\evil.example')).toBe('/sanctum');
    expect(safeRedirect(null)).toBe('/sanctum');
  });
});

describe('readRouteToken', () => {
  it('takes the token out of a read route query', () => {
    expect(readRouteToken('/series/s/adventure/a/read/chapter/2', '?token=abc&x=1')).toEqual({ token: 'abc', rest: '?x=1' });
    expect(readRouteToken('/series/s/adventure/a/read/chapter', '?token=abc')).toEqual({ token: 'abc', rest: '' });
  });

  it('a Timeline read page is a read route too', () => {
    expect(readRouteToken('/dungeons/d/read', '?token=abc')).toEqual({ token: 'abc', rest: '' });
    expect(readRouteToken('/dungeons/d/read/12', '?token=abc&playtest=1')).toEqual({ token: 'abc', rest: '?playtest=1' });
    expect(readRouteToken('/dungeons/d', '?token=abc')).toBeNull();
  });

  it('ignores tokens elsewhere', () => {
    expect(readRouteToken('/sanctum', '?token=abc')).toBeNull();
    expect(readRouteToken('/series/s', '?token=abc')).toBeNull();
    expect(readRouteToken('/series/s/adventure/a/read/chapter/1', '')).toBeNull();
  });
});

describe("decideLinkToken: a read link's token and the session (issue #23)", () => {
  const jwt = (sub: unknown, iat = 1) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub, iat })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

  it('waits for the session, and is adopted when no one is signed in', () => {
    expect(decideLinkToken(jwt('u2'), undefined)).toBe('wait');
    expect(decideLinkToken(jwt('u2'), null)).toBe('adopt');
  });

  it("is dropped when it names the signed-in player, whichever of their tokens it is", () => {
    expect(decideLinkToken(jwt('u1'), jwt('u1'))).toBe('drop');
    expect(decideLinkToken(jwt('u1', 99), jwt('u1', 1))).toBe('drop');
  });

  it('is asked about when it names another player, or no one that can be read', () => {
    expect(decideLinkToken(jwt('u2'), jwt('u1'))).toBe('ask');
    expect(decideLinkToken('garbage', jwt('u1'))).toBe('ask');
    expect(decideLinkToken(jwt(42, 2), jwt(42, 1))).toBe('ask');
  });

  it('reads the subject of a base64url payload', () => {
    expect(tokenSubject(jwt('ü-user/with+odd?chars'))).toBe('ü-user/with+odd?chars');
    expect(tokenSubject('a.!!!.c')).toBeNull();
  });
});
