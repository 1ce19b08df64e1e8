/** What sign-in needs from the server it runs in; app.ts builds it from ServerOptions. */
import type { AppLinks, InitSettings } from '../../src/contract';
import type { GoogleVerifier } from './google';
import type { Mailer } from './mailer';

export interface AuthSettings {
  /** Where login codes go: SMTP, or the dev mailbox of the local default. */
  mailer: Mailer;
  /** The local default's dev routes (the mailbox, the write records) exist, for loopback clients only. */
  devRoutes: boolean;
  /** What GET /auth/init/ announces. */
  version: string;
  googleSignIn: boolean;
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
}

/** GET /auth/init/: what the app checks on start (a new version reloads it; 'maintenance' blocks it). */
export const initSettings = (s: AuthSettings): InitSettings => ({
  version: s.version,
  show_community_creations_creator_tab: s.creatorsTab,
  google_sign_in: s.googleSignIn,
  app_links: s.appLinks,
});
