/**
 * Starts the reference server: the API under /api and, when built, the app itself.
 *
 * Environment:
 *   PORT             port to listen on (default 8080)
 *   HOST             interface to bind (default 0.0.0.0)
 *   DATA_DIR         where data lives (default ./data, created if missing); the database is DATA_DIR/chronicle.sqlite
 *   SMTP_URL         SMTP server for login codes (e.g. smtps://user:pass@smtp.example.com)
 *   DEV_ROUTES       '1': the local default (`npm start` sets it): without SMTP_URL codes go to the dev mailbox,
 *                    GET /api/dev/mailbox?email=…, and /api/dev/writes exists; both answer loopback clients only.
 *                    Refused with NODE_ENV=production. A start with neither SMTP_URL nor DEV_ROUTES stops.
 *   MAIL_FROM        sender of login emails (default 'Chronicle <login@localhost>')
 *   AUTH_SECRET      signs tokens and keys stored hashes; unset: a random secret persisted at DATA_DIR/secret
 *   SERVE_APP        '0' serves the API only; otherwise dist/ is served when it exists
 *   APP_VERSION      the version /api/auth/init/ announces (default: package.json version; 'maintenance' blocks the app)
 *   GOOGLE_CLIENT_ID enables Google sign-in in the init settings
 *   APP_STORE_URL, GOOGLE_PLAY_URL the mobile apps' store listings (default: each store's search for the app)
 *   TRUST_PROXY      the number of reverse proxies in front ('1': one): the client's address is the one the trusted
 *                    proxy appended to X-Forwarded-For (counted from the right), for rate limits and sign-ins
 *   NODE_ENV         'production' (any case) skips validating answers against the contract, and refuses DEV_ROUTES
 *                    and PAYMENT_TEST_MODE
 *   PAYMENT_CHECKOUT_URL, PAYMENT_WEBHOOK_SECRET the payment provider's hosted checkout and webhook signing secret
 *   PAYMENT_TEST_MODE '1': the local default (`npm start` sets it): a free test checkout and test purchases, said
 *                    on every page served. A start with neither it nor the provider's settings stops.
 *   CODE_REQUESTS_PER_IP sign-in codes one client address may request per 10 minutes (default 20)
 *   TEMP_USERS_PER_IP guests ('Start Playing') one client address may start an hour (default 10)
 *   DUNGEON_SEED     (tests only) an integer every dungeon crawl rolls from, for reproducible playthroughs
 *   NARRATION_CACHE_MB rendered narration kept on disk at most (default 256); the least recently served go first
 *   PLAYER_LIMIT_SCALE (tests only) multiplies the per-player limits on comments and lookups, for replays of thousands
 *   ACCESS_TOKEN_TTL (tests only) access tokens' lifetime in seconds (default 900), to expire one mid-replay
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isProduction, StartRefused, startRefusal } from './start-refusal';

const env = process.env;
const production = isProduction(env.NODE_ENV);
const payments = {
  testMode: env.PAYMENT_TEST_MODE === '1',
  checkoutUrl: env.PAYMENT_CHECKOUT_URL || undefined,
  webhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
};

// Before loading the whole server: a refused configuration stops at once, with what to set.
const refused = startRefusal({ mails: !!env.SMTP_URL, devRoutes: env.DEV_ROUTES === '1', production, payments });
if (refused) {
  console.error(`Chronicle did not start: ${refused}`);
  process.exit(1);
}
const { buildServer } = await import('./app');
const { smtpMailer } = await import('./auth/mailer');

const root = resolve(import.meta.dirname, '..');
const dataDir = resolve(env.DATA_DIR ?? 'data');
mkdirSync(dataDir, { recursive: true });

/** A secret that survives restarts, so tokens stay valid across them. */
function persistedSecret(): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A positive whole number of seconds, or undefined when unset. */
function seconds(name: string, value: string | undefined): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new StartRefused(`${name} must be a positive whole number of seconds, not ${value}`);
  return n;
}

/** TRUST_PROXY: how many proxies stand in front; unset or 0: none. */
function proxyHops(value: string | undefined): number {
  if (!value) return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new StartRefused(`TRUST_PROXY must be the number of reverse proxies in front of the server (1 for one), not ${value}`);
  return n;
}

/** DUNGEON_SEED (tests only): every crawl rolls from this seed, so a scripted playthrough is reproducible. */
function fixedSeed(value: string | undefined): (() => number) | undefined {
  if (!value) return undefined;
  const seed = Number(value);
  if (!Number.isInteger(seed)) throw new Error(`DUNGEON_SEED must be an integer, not ${value}`);
  return () => seed;
}

const packageVersion = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const dist = join(root, 'dist');

/** The server as the environment configures it; a refused configuration stops with its reason. */
async function start() {
  try {
    return await buildServer({
      dbPath: join(dataDir, 'chronicle.sqlite'),
      dataDir,
      mailer: env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM ?? 'Chronicle <login@localhost>') : undefined,
      devRoutes: env.DEV_ROUTES === '1',
      accessTokenSeconds: seconds('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL),
      serveApp: env.SERVE_APP !== '0' && existsSync(dist) ? dist : undefined,
      logger: true,
      secret: env.AUTH_SECRET || persistedSecret(),
      version: env.APP_VERSION || packageVersion,
      googleClientId: env.GOOGLE_CLIENT_ID,
      appLinks: { app_store: env.APP_STORE_URL || undefined, google_play: env.GOOGLE_PLAY_URL || undefined },
      trustProxy: proxyHops(env.TRUST_PROXY),
      seedFor: fixedSeed(env.DUNGEON_SEED),
      codeRequestsPerIp: env.CODE_REQUESTS_PER_IP ? Number(env.CODE_REQUESTS_PER_IP) : undefined,
      tempUsersPerIp: env.TEMP_USERS_PER_IP ? Number(env.TEMP_USERS_PER_IP) : undefined,
      narrationCacheBytes: env.NARRATION_CACHE_MB ? Number(env.NARRATION_CACHE_MB) * 1024 * 1024 : undefined,
      creatorsTab: env.CREATORS_TAB === '1',
      production,
      payments,
      playerLimitScale: env.PLAYER_LIMIT_SCALE ? Number(env.PLAYER_LIMIT_SCALE) : undefined,
    });
  } catch (e) {
    if (!(e instanceof StartRefused)) throw e;
    console.error(`Chronicle did not start: ${e.message}`);
    process.exit(1);
  }
}

const app = await start();

const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '0.0.0.0';
await app.listen({ port, host });
app.log.info(`Chronicle is at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
