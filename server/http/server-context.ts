/** What every route needs from the server it runs in; buildServer decorates the app with one. */
import type { GoogleVerifier } from '../auth/google';
import type { Mailer } from '../auth/mailer';
import type { Db } from '../store/db';

/** Turns a text into its narration's URL; null when narration is off. */
export type Narrate = ((text: string) => string) | null;

export interface ServerContext {
  db: Db;
  /** Milliseconds since the epoch; tests inject their own clock. */
  now: () => number;
  /** Signs access tokens and keys the hashes of codes and refresh tokens. */
  secret: string;
  mailer: Mailer;
  /** The dev mailbox and dev writes routes exist only without a real mailer. */
  devRoutes: boolean;
  /** Production skips the response validation that guards development and tests. */
  production: boolean;
  version: string;
  googleSignIn: boolean;
  /** Sign-in codes one client address may request per 10 minutes. */
  codeRequestsPerIp: number;
  /** Verifies Google ID tokens; null when GOOGLE_CLIENT_ID is not set. */
  google: GoogleVerifier | null;
  /** Turns a text into its narration's URL; null when narration is off (tests without a data dir). */
  narrate: Narrate;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ServerContext;
  }
}
