/**
 * Test mode's stand-in for Google (PAYMENT_TEST_MODE=1 only, like the test checkout): an OpenID Connect
 * provider of the implicit flow, small enough to read. Its authorize page asks which account ("Choose an
 * account": any email), signs an ID token with a key of its own and sends it back to the app's callback in
 * the fragment, as Google does; its key set is published at TEST_GOOGLE_CERTS_PATH for the verifier to
 * fetch. Point GOOGLE_AUTH_URL and GOOGLE_JWKS_URL at these paths (npm start and the tests do) and
 * Google sign-in works end to end with no network.
 */
import { createHash, generateKeyPairSync, type KeyObject, createPrivateKey, createPublicKey, sign, type JsonWebKey } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml, testModePage } from '../account/checkout-page';

export const TEST_GOOGLE_PATH = '/api/test-google';
export const TEST_GOOGLE_AUTHORIZE_PATH = `${TEST_GOOGLE_PATH}/authorize`;
export const TEST_GOOGLE_CERTS_PATH = `${TEST_GOOGLE_PATH}/certs`;
/** The stand-in's issuer: accepted only in test mode, beside Google's own. */
export const TEST_GOOGLE_ISSUER = 'https://test-google.chronicle.invalid';
const TOKEN_SECONDS = 3600;

export interface TestGoogle {
  kid: string;
  /** The public key set, as Google publishes its own. */
  jwks(): { keys: (JsonWebKey & { kid: string; alg: string; use: string })[] };
  /** An ID token for that email, as Google would sign it for this client. */
  idToken(claims: { email: string; aud: string; nonce?: string }, now: number): string;
}

/**
 * The stand-in's key: made at start, and with a data directory kept there (created exclusively), so every
 * instance of one machine signs and publishes the same key and a restart keeps tokens valid.
 */
function signingKey(dataDir: string | undefined): KeyObject {
  const fresh = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  if (!dataDir) return fresh();
  const file = join(dataDir, 'test-google-key.pem');
  try {
    writeFileSync(file, fresh().export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return createPrivateKey(readFileSync(file, 'utf8'));
}

const b64 = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');

export function testGoogle(dataDir?: string): TestGoogle {
  const privateKey = signingKey(dataDir);
  const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const kid = createHash('sha256').update(String(publicJwk.n)).digest('base64url').slice(0, 16);
  return {
    kid,
    jwks: () => ({ keys: [{ ...publicJwk, kid, alg: 'RS256', use: 'sig' }] }),
    idToken({ email, aud, nonce }, now) {
      const iat = Math.floor(now / 1000);
      const address = email.trim().toLowerCase();
      // The subject is stable per email, as a Google account's is.
      const sub = `test-${createHash('sha256').update(address).digest('hex').slice(0, 20)}`;
      const claims = { iss: TEST_GOOGLE_ISSUER, aud, sub, email: address, email_verified: true, name: address.split('@')[0], iat, exp: iat + TOKEN_SECONDS, ...(nonce ? { nonce } : {}) };
      const data = `${b64({ alg: 'RS256', kid, typ: 'JWT' })}.${b64(claims)}`;
      return `${data}.${sign('RSA-SHA256', Buffer.from(data), privateKey).toString('base64url')}`;
    },
  };
}

/** What the app sends to the authorize page (the OAuth 2.0 / OIDC implicit flow's request). */
export interface AuthorizeRequest {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  scope?: string;
  nonce?: string;
  state?: string;
  login_hint?: string;
}

const BADGE = 'Test mode: not the real Google';
const FIELDS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'nonce', 'state'] as const;

/** "Choose an account": an email field and a button; the request's fields ride along hidden. */
export function chooseAccountPage(request: AuthorizeRequest, error?: string): string {
  const hidden = FIELDS.map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(request[k] ?? '')}">`).join('\n    ');
  const message = error ? `<p class="error" role="alert" id="email-error">${escapeHtml(error)}</p>` : '';
  return testModePage(
    'Choose an account',
    `  <h1>Choose an account</h1>
  <p>to continue to Chronicle. This is test mode's stand-in for Google: any email signs in, no password.</p>
  <form method="post" action="${TEST_GOOGLE_AUTHORIZE_PATH}">
    ${hidden}
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(request.login_hint ?? '')}"${error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>
    ${message}
    <button type="submit" class="primary">Continue</button>
    <button type="submit" class="cancel" name="cancel" value="1" formnovalidate style="margin-top: 12px">Cancel</button>
  </form>`,
    BADGE,
  );
}

/** A request the stand-in cannot answer with a redirect (Google shows such errors on its own page too). */
export const authorizeErrorPage = (message: string): string =>
  testModePage('Sign-in error', `  <h1>Sign-in error</h1>\n  <p role="alert">${escapeHtml(message)}</p>`, BADGE);

/**
 * Checks an authorize request as Google does before showing anything: this client, an ID token asked for
 * with a nonce, and a redirect back to the app's own origin (the stand-in sends tokens nowhere else).
 */
export function authorizeProblem(request: AuthorizeRequest, clientId: string, host: string | undefined): string | null {
  if (request.client_id !== clientId) return 'This app is not known here (client_id).';
  if (request.response_type !== 'id_token') return 'Only response_type=id_token is offered here.';
  if (!request.nonce) return 'The request has no nonce.';
  let target: URL;
  try {
    target = new URL(request.redirect_uri ?? '');
  } catch {
    return 'The request has no redirect_uri.';
  }
  if (!/^https?:$/.test(target.protocol) || target.host !== host) return 'The redirect_uri is not this app’s.';
  return null;
}

/** The answer, in the fragment as the implicit flow sends it: the ID token, or an error; the state comes back. */
export function callbackUrl(redirectUri: string, answer: Record<string, string>, state: string | undefined): string {
  const fragment = new URLSearchParams({ ...answer, ...(state ? { state } : {}) });
  return `${redirectUri.split('#')[0]}#${fragment.toString()}`;
}
