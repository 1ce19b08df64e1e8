import * as z from 'zod/mini';
import { LIMITS, MessageResponse } from './common';
import { endpoint } from './endpoint';

/** The mobile apps' store listings, which the mobile app download dialog links to (in-play §7). */
export const AppLinks = z.object({ app_store: z.url(), google_play: z.url() });
export type AppLinks = z.infer<typeof AppLinks>;

/** GET /auth/init/ — version is a semver-ish string or the literal 'maintenance'. */
export const InitSettings = z.object({
  version: z.string().check(z.minLength(1)),
  show_community_creations_creator_tab: z.boolean(),
  google_sign_in: z.boolean(),
  /** With google_sign_in: where 'Continue with Google' sends the player (the OIDC implicit flow's authorize URL) and as which client. */
  google: z.optional(z.object({ client_id: z.string().check(z.minLength(1)), auth_url: z.string().check(z.minLength(1)) })),
  app_links: AppLinks,
});
export type InitSettings = z.infer<typeof InitSettings>;

const Email = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email('Enter a valid email').check(z.maxLength(LIMITS.email)));

const Attribution = {
  referral_code_used: z.nullish(z.string().check(z.maxLength(64))),
  fbc: z.nullish(z.string().check(z.maxLength(256))),
  fbp: z.nullish(z.string().check(z.maxLength(256))),
  user_ip: z.nullish(z.string().check(z.maxLength(64))),
  user_agent: z.nullish(z.string().check(z.maxLength(512))),
  utm_source: z.nullish(z.string().check(z.maxLength(128))),
  utm_medium: z.nullish(z.string().check(z.maxLength(128))),
  utm_campaign: z.nullish(z.string().check(z.maxLength(128))),
  utm_content: z.nullish(z.string().check(z.maxLength(128))),
  is_temp_user: z.optional(z.boolean()),
  temp_user_id: z.nullish(z.string().check(z.maxLength(64))),
};

/**
 * Temporary (guest) players (app-shell §6): 'Start Playing' makes one at once, with a temporary email under
 * this reserved domain (never deliverable, refused by the code request) and no username until onboarding
 * gives one. It plays as anyone does; what shows the player to others or takes money needs a linked email
 * (LINK_NEEDED_FOR). Linking keeps the same user_id, or, when the email already has an account, the player
 * chooses whose progress to keep (billing's LinkAccount `keep`).
 */
export const TEMP_EMAIL_DOMAIN = 'guest.chronicle.invalid';
export const isTempEmail = (email: string): boolean => email.endsWith(`@${TEMP_EMAIL_DOMAIN}`);
/** What a temporary player is asked to link an email for; the server refuses these calls to one with 403. */
export const LINK_NEEDED_FOR = ['comments and replies', 'your group of friends', 'referral codes', 'subscribing and purchases'] as const;
export const LINK_NEEDED_MESSAGE = 'Link an email to your account first: a guest Historian cannot do this yet.';

/** POST /auth/temp-user/ — a new temporary player and its tokens (per client address, a few an hour). */
export const TempUserRequest = z.optional(
  z.object({
    user_agent: z.nullish(z.string().check(z.maxLength(512))),
    referral_code_used: z.nullish(z.string().check(z.maxLength(64))),
    utm_source: z.nullish(z.string().check(z.maxLength(128))),
    utm_medium: z.nullish(z.string().check(z.maxLength(128))),
    utm_campaign: z.nullish(z.string().check(z.maxLength(128))),
    utm_content: z.nullish(z.string().check(z.maxLength(128))),
  }),
);
export type TempUserRequest = z.infer<typeof TempUserRequest>;

export const MagicCodeRequest = z.object({ email: Email, is_temp_user: z.optional(z.boolean()) });
export type MagicCodeRequest = z.infer<typeof MagicCodeRequest>;

export const MagicCodeVerify = z.object({
  email: Email,
  code: z.string().check(z.regex(/^\d{6}$/, 'The code is 6 digits')),
  ...Attribution,
});
export type MagicCodeVerify = z.infer<typeof MagicCodeVerify>;

/**
 * POST /auth/google/ — auth_token is a Google ID token. With is_temp_user (and the guest's own session; temp_user_id,
 * when sent, must be that guest) the guest links that Google email, keeping its progress; an email that already has an
 * account answers 409 and the player chooses whose progress to keep (`keep`, as billing's LinkAccount).
 */
export const GoogleAuth = z.object({
  auth_token: z.string().check(z.minLength(1), z.maxLength(4096)),
  ...Attribution,
  keep: z.optional(z.enum(['guest', 'account'])),
  utm_data: z.optional(z.object({
      utm_source: z.nullish(z.string().check(z.maxLength(128))),
      utm_medium: z.nullish(z.string().check(z.maxLength(128))),
      utm_campaign: z.nullish(z.string().check(z.maxLength(128))),
      utm_content: z.nullish(z.string().check(z.maxLength(128))),
    })),
});
export type GoogleAuth = z.infer<typeof GoogleAuth>;

export const TokenPair = z.object({ access_token: z.string().check(z.minLength(1)), refresh_token: z.string().check(z.minLength(1)) });
export type TokenPair = z.infer<typeof TokenPair>;

/**
 * GET /auth/token/refresh/?refresh_token=… — refresh tokens rotate, so the answer carries a new one.
 * Each refresh token works once (60 days): presenting a spent one is taken as theft and revokes every
 * token descending from the same login → 401. Two tabs must therefore not refresh with the same token.
 */
export const RefreshQuery = z.object({ refresh_token: z.string().check(z.minLength(1), z.maxLength(512)) });
export const RefreshResponse = TokenPair;

/**
 * POST /auth/logout/ — ends the session on the server: every refresh token descending from its sign-in is
 * revoked, and its access tokens are refused from then on. Answers the same for a token already ended.
 */
export const Logout = z.object({ refresh_token: z.string().check(z.minLength(1), z.maxLength(512)) });

/** GET /api/dev/mailbox?email=… — the local default's inbox; absent when SMTP_URL is set. */
export const DevMailboxQuery = z.object({ email: Email });
export const DevMailbox = z.object({ email: z.string(), code: z.string(), sent_at: z.string() });
export type DevMailbox = z.infer<typeof DevMailbox>;

/**
 * GET /api/dev/writes?email=… — the idempotency records of that user's writes, oldest first; absent
 * when SMTP_URL is set. End-to-end tests read it to prove each offline write arrived exactly once.
 * Only successful (2xx) answers are recorded: a refused write can be retried with the same key.
 */
export const DevWritesQuery = DevMailboxQuery;
export const DevWrite = z.object({
  key: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.int(),
  created_at: z.string(),
});
export type DevWrite = z.infer<typeof DevWrite>;
export const DevWrites = z.array(DevWrite);

export const authApi = {
  authInit: endpoint({ method: 'GET', path: '/auth/init/', response: InitSettings }),
  magicCodeRequest: endpoint({ method: 'POST', path: '/auth/magic-code/request/', body: MagicCodeRequest, response: MessageResponse }),
  magicCodeVerify: endpoint({ method: 'POST', path: '/auth/magic-code/verify/', body: MagicCodeVerify, response: TokenPair }),
  tempUser: endpoint({ method: 'POST', path: '/auth/temp-user/', body: TempUserRequest, response: TokenPair }),
  googleAuth: endpoint({ method: 'POST', path: '/auth/google/', body: GoogleAuth, response: TokenPair }),
  tokenRefresh: endpoint({ method: 'GET', path: '/auth/token/refresh/', query: RefreshQuery, response: RefreshResponse }),
  logout: endpoint({ method: 'POST', path: '/auth/logout/', body: Logout, response: MessageResponse }),
  devMailbox: endpoint({ method: 'GET', path: '/dev/mailbox', query: DevMailboxQuery, response: DevMailbox }),
  devWrites: endpoint({ method: 'GET', path: '/dev/writes', query: DevWritesQuery, response: DevWrites }),
} as const;
