/** What sign-in needs from the server it runs in; app.ts builds it from ServerOptions. */
import type { AppLinks, InitSettings } from '../../src/contract';
import type { GoogleVerifier } from './google';
import type { TestGoogle } from './test-google';
import type { Mailer } from './mailer';

export interface AuthSettings {
  /** Where login codes go: SMTP, or the dev mailbox of the local default. */
  mailer: Mailer;
  /** The local default's dev routes (the mailbox, the write records) exist, for loopback clients only. */
  devRoutes: boolean;
  /** What GET /auth/init/ announces. */
  version: string;
  /** GOOGLE_CLIENT_ID: Google sign-in is on when set. */
  googleClientId: string | undefined;
  /** Where the app sends the player to sign in with Google (GOOGLE_AUTH_URL; Google's by default). */
  googleAuthUrl: string;
  /** The mobile apps' store listings. */
  appLinks: AppLinks;
  /** Sign-in codes one client address may request per 10 minutes. */
  codeRequestsPerIp: number;
  /** Guests one client address may start an hour. */
  tempUsersPerIp: number;
  /** show_community_creations_creator_tab. */
  creatorsTab: boolean;
  /** Verifies Google ID tokens; null when GOOGLE_CLIENT_ID is not set. */
  google: GoogleVerifier | null;
  /** Test mode's stand-in for Google (its authorize page and keys); null outside test mode or without GOOGLE_CLIENT_ID. */
  testGoogle: TestGoogle | null;
  /** Google sign-ins one client address may make per 10 minutes (as sign-in codes it may request). */
  googleSignInsPerIp: number;
}

/** GET /auth/init/: what the app checks on start (a new version reloads it; 'maintenance' blocks it). */
export const initSettings = (s: AuthSettings): InitSettings => ({
  version: s.version,
  show_community_creations_creator_tab: s.creatorsTab,
  google_sign_in: !!s.googleClientId,
  ...(s.googleClientId ? { google: { client_id: s.googleClientId, auth_url: s.googleAuthUrl } } : {}),
  app_links: s.appLinks,
});
