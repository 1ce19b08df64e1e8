/** Configurations the server refuses to start with: each answer says what to set instead. */

export class StartRefused extends Error {}

export interface StartChoice {
  /** Login codes go out by mail (SMTP_URL). */
  mails: boolean;
  /** The local default's dev routes (DEV_ROUTES=1). */
  devRoutes: boolean;
  production: boolean;
}

export function startRefusal({ mails, devRoutes, production }: StartChoice): string | null {
  if (devRoutes && production) {
    return 'DEV_ROUTES=1 is refused with NODE_ENV=production: the dev mailbox would hand anyone the login codes. Set SMTP_URL instead.';
  }
  if (!mails && !devRoutes) {
    return 'Login codes have no way to reach players: set SMTP_URL (e.g. smtp://user:pass@smtp.example.com:587), or DEV_ROUTES=1 for a local start (codes at /api/dev/mailbox; `npm start` sets it).';
  }
  return null;
}
