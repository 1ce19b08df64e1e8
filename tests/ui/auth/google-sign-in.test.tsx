// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db';
import { GoogleButton, NEEDS_NETWORK } from '../../../src/features/auth/GoogleButton';
import { authorizeUrl, CALLBACK_PATH, readCallback } from '../../../src/features/auth/google/flow';
import { isInAppBrowser } from '../../../src/features/auth/google/in-app-browser';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('Google is not offered inside social apps’ in-app browsers (app-shell §4)', () => {
  it.each([
    ['Facebook (iOS)', `${IPHONE_SAFARI.replace(' Safari/604.1', '')} [FBAN/FBIOS;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]`],
    ['Facebook (Android)', `${ANDROID_CHROME} [FB_IAB/FB4A;FBAV/468.0.0.45.109;]`],
    ['Instagram', `${ANDROID_CHROME} Instagram 340.0.0.22.109 Android (34/14; 420dpi; 1080x2400; Google; Pixel 7)`],
    ['LINE', `${IPHONE_SAFARI} Line/14.10.0`],
    ['TikTok', `${ANDROID_CHROME} trill_350002 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/35.0.2 ByteLocale/en BytedanceWebview/d8a21c6`],
    ['X / Twitter', `${IPHONE_SAFARI} Twitter for iPhone/10.48`],
    ['LinkedIn', `${IPHONE_SAFARI} [LinkedInApp]/9.29.6`],
    ['Snapchat', `${IPHONE_SAFARI} Snapchat/12.90.0.35 (like Safari/8618.2.12.10.3)`],
    ['WeChat', `${ANDROID_CHROME} MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin`],
  ])('%s: hidden', (_app, ua) => {
    expect(isInAppBrowser(ua)).toBe(true);
  });

  it.each([
    ['Chrome on Android', ANDROID_CHROME],
    ['Safari on iPhone', IPHONE_SAFARI],
    ['Firefox on desktop', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'],
    ['Samsung Internet', 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36'],
  ])('%s: offered', (_browser, ua) => {
    expect(isInAppBrowser(ua)).toBe(false);
  });
});

describe('the implicit flow’s request and answer', () => {
  const pending = { state: 'st-1', nonce: 'no-1', mode: 'login' as const, returnTo: '/sanctum' };
  const token = (claims: Record<string, unknown>) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
  const storage = (value: unknown) => {
    let kept: string | null = JSON.stringify(value);
    return { getItem: () => kept, removeItem: () => void (kept = null) };
  };

  it('asks the authorize page for an ID token, with the client, the callback, the scope, the nonce and the state', () => {
    const url = new URL(authorizeUrl({ client_id: 'cid', auth_url: '/api/test-google/authorize' }, pending, 'https://chronicle.example'));
    expect(`${url.origin}${url.pathname}`).toBe('https://chronicle.example/api/test-google/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'cid',
      redirect_uri: `https://chronicle.example${CALLBACK_PATH}`,
      response_type: 'id_token',
      scope: 'openid email profile',
      nonce: 'no-1',
      state: 'st-1',
      prompt: 'select_account',
    });
  });

  it('takes the token when the state matches and the token carries the nonce; the pending sign-in is used once', () => {
    const kept = storage(pending);
    const answer = `#id_token=${token({ nonce: 'no-1' })}&state=st-1`;
    expect(readCallback(answer, kept)).toMatchObject({ ok: true, pending });
    expect(readCallback(answer, kept)).toMatchObject({ ok: false });
  });

  it('refuses another state, a token without this nonce, and says a cancel plainly', () => {
    expect(readCallback(`#id_token=${token({ nonce: 'no-1' })}&state=other`, storage(pending))).toMatchObject({ ok: false });
    expect(readCallback(`#id_token=${token({ nonce: 'other' })}&state=st-1`, storage(pending))).toMatchObject({ ok: false, message: 'Google’s answer could not be checked. Please start again.' });
    expect(readCallback('#error=access_denied&state=st-1', storage(pending))).toEqual({ ok: false, message: 'Google sign-in was cancelled.', pending });
  });
});

describe('the Continue with Google button', () => {
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await db.settings.clear();
  });
  const init = (google?: { client_id: string; auth_url: string }) =>
    db.settings.put({ key: 'init', value: { version: '1', show_community_creations_creator_tab: false, google_sign_in: !!google, google, app_links: { app_store: 'https://apps.example/c', google_play: 'https://play.example/c' } } });
  const shown = async () => {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    return screen.queryByRole('button', { name: /Continue with Google/ });
  };

  it('shows only when the server offers Google, and never in an in-app browser', async () => {
    await init();
    render(<GoogleButton mode="login" returnTo="/sanctum" />);
    expect(await shown()).toBeNull();
    cleanup();
    await init({ client_id: 'cid', auth_url: '/api/test-google/authorize' });
    render(<GoogleButton mode="login" returnTo="/sanctum" />);
    expect(await shown()).not.toBeNull();
    cleanup();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`${ANDROID_CHROME} Instagram 340.0.0.22.109 Android`);
    render(<GoogleButton mode="login" returnTo="/sanctum" />);
    expect(await shown()).toBeNull();
  });

  it('offline, it says sign-in needs the network instead of leaving for a page that cannot load', async () => {
    await init({ client_id: 'cid', auth_url: '/api/test-google/authorize' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<GoogleButton mode="login" returnTo="/sanctum" />);
    const button = (await shown())!;
    expect(screen.getByRole('status').textContent).toBe(NEEDS_NETWORK);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    fireEvent.click(button);
    expect(assign).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
  });
});
