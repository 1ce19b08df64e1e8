/** The server, asked over its API the way a test harness may, and players acting over the API. */
import { type APIRequestContext, expect } from '@playwright/test';

export interface DevWrite {
  key: string;
  method: string;
  path: string;
  status: number;
}

/** The server, asked over its API the way a test harness may (the dev routes of the local default). */
export class Server {
  /** One sign-in per email: the server allows only a few codes per address in ten minutes. */
  private readonly tokens = new Map<string, string>();

  constructor(private readonly request: APIRequestContext) {}

  async lastCode(email: string): Promise<string> {
    const res = await this.request.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`);
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { code: string }).code;
  }

  async writes(email: string): Promise<DevWrite[]> {
    const res = await this.request.get(`/api/dev/writes?email=${encodeURIComponent(email)}`);
    expect(res.ok()).toBe(true);
    return (await res.json()) as DevWrite[];
  }

  /** A new, onboarded Historian made over the API (no page involved): answers its tokens. */
  async signUpOverApi(email: string, username: string): Promise<{ access_token: string; refresh_token: string }> {
    await this.request.post('/api/auth/magic-code/request/', { data: { email } });
    const code = await this.lastCode(email);
    const verified = await this.request.post('/api/auth/magic-code/verify/', { data: { email, code } });
    const tokens = (await verified.json()) as { access_token: string; refresh_token: string };
    const named = await this.request.put('/api/user/', { data: { username, onboarding_state: 2 }, headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(named.ok()).toBe(true);
    return tokens;
  }

  /** An existing Historian (the demo player) signed in over the API: answers its tokens. */
  async signInOverApi(email: string): Promise<{ access_token: string; refresh_token: string }> {
    await this.request.post('/api/auth/magic-code/request/', { data: { email } });
    const code = await this.lastCode(email);
    const verified = await this.request.post('/api/auth/magic-code/verify/', { data: { email, code } });
    expect(verified.ok(), `signing in ${email}`).toBe(true);
    return (await verified.json()) as { access_token: string; refresh_token: string };
  }

  /** Signs in over the API (a second session of the same player), once per email, and answers its access token. */
  async tokenFor(email: string): Promise<string> {
    const known = this.tokens.get(email);
    if (known) return known;
    await this.request.post('/api/auth/magic-code/request/', { data: { email } });
    const code = await this.lastCode(email);
    const verified = await this.request.post('/api/auth/magic-code/verify/', { data: { email, code } });
    expect(verified.ok(), `signing in ${email}`).toBe(true);
    const token = ((await verified.json()) as { access_token: string }).access_token;
    this.tokens.set(email, token);
    return token;
  }

  /** Signs in over the API and GETs a path with that token. */
  async getAs<T>(email: string, path: string): Promise<T> {
    return this.callAs<T>(email, 'GET', path);
  }

  /** Signs in over the API and makes one call as that player (another Historian, or a second session). */
  async callAs<T>(email: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const token = await this.tokenFor(email);
    const res = await this.request.fetch(`/api${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
    expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
    return (await res.json()) as T;
  }

  /** Another Historian, signed up and named over the API (no browser); answers their user id. */
  async otherHistorian(email: string, username: string): Promise<string> {
    const me = await this.callAs<{ user_id: string }>(email, 'PUT', '/user/', { username, onboarding_state: 2 });
    return me.user_id;
  }

  /** A second session of the player, signed in over the API: for several reads (codes per address are limited). */
  async signIn(email: string): Promise<ApiSession> {
    await this.request.post('/api/auth/magic-code/request/', { data: { email } });
    const code = await this.lastCode(email);
    const verified = await this.request.post('/api/auth/magic-code/verify/', { data: { email, code } });
    expect(verified.ok(), `sign-in of ${email}: ${verified.status()}`).toBe(true);
    return new ApiSession(this.request, (await verified.json()) as Tokens);
  }

  /** Another session over the API: a player signed in by email (named, and past onboarding, when `username` is given). */
  async player(email: string, username?: string): Promise<ApiPlayer> {
    const player = new ApiPlayer(this.request, await this.tokenFor(email));
    if (username) await player.send('PUT', '/user/', { username, onboarding_state: 2 });
    return player;
  }
}

interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** A player's session over the API; a token that expired (the fault suite's are short) is renewed once, as the app does. */
export class ApiSession {
  constructor(
    private readonly request: APIRequestContext,
    private tokens: Tokens,
  ) {}

  async get<T>(path: string): Promise<T> {
    const get = () => this.request.get(`/api${path}`, { headers: { authorization: `Bearer ${this.tokens.access_token}` } });
    let res = await get();
    if (res.status() === 401) {
      const renewed = await this.request.get(`/api/auth/token/refresh/?refresh_token=${encodeURIComponent(this.tokens.refresh_token)}`);
      expect(renewed.ok(), `renewing the session: ${renewed.status()}`).toBe(true);
      this.tokens = (await renewed.json()) as Tokens;
      res = await get();
    }
    expect(res.ok(), `GET ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }
}

/** A player acting over the API, the way another Historian's device would. */
export class ApiPlayer {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  async get<T>(path: string): Promise<T> {
    const res = await this.request.get(`/api${path}`, { headers: { authorization: `Bearer ${this.token}` } });
    expect(res.ok(), `GET ${path}`).toBe(true);
    return (await res.json()) as T;
  }

  async send<T>(method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
    const res = await this.request.fetch(`/api${path}`, { method, data, headers: { authorization: `Bearer ${this.token}` } });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }
}
