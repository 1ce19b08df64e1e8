/**
 * What every route and domain needs from the server it runs in. app.ts (the composition root) builds one
 * and decorates the app with it; http/ knows no domain, so what a domain provides comes in as a function.
 */
import type { PaymentSettings } from '../start-refusal';
import type { Db } from '../store/db';

/** What the health check reads (http/lifecycle.ts): set once a stop begins, never unset (a stopped instance does not come back). */
export interface Lifecycle {
  draining: boolean;
}

/**
 * Turns a text into its narration's URL, keeping the text through `db` (the caller's database or
 * transaction) for any instance to render; null when narration is off.
 */
export type Narrate = ((db: Db, text: string) => Promise<string>) | null;

export interface ServerContext {
  db: Db;
  /** Milliseconds since the epoch; tests inject their own clock. */
  now: () => number;
  /** Signs access tokens and keys the hashes of codes and refresh tokens. */
  secret: string;
  /** Lifetime of the access tokens it signs (ACCESS_TOKEN_TTL shortens it for tests). */
  accessTokenSeconds: number;
  /** Production skips the response validation that guards development and tests. */
  production: boolean;
  /** Multiplies every per-player limit (http/player-limits.ts): 1, or more for a bench replaying thousands of writes. */
  playerLimitScale: number;
  /** A provider's checkout and webhook, or the local test mode (test checkout, test purchases). */
  payments: PaymentSettings;
  /** The user an access token names, when it is valid and the user still exists (auth's, injected). */
  authenticate: (accessToken: string) => Promise<string | null>;
  /** Turns a text into its narration's URL; null when narration is off (tests without a data dir). */
  narrate: Narrate;
  /** Whether the instance is stopping (http/lifecycle.ts): its health check then answers 503. */
  lifecycle: Lifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ServerContext;
  }
}
