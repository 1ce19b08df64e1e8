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
 *   GOOGLE_CLIENT_ID enables Google sign-in (POST /api/auth/google/, and the button, through the init settings)
 *   GOOGLE_JWKS_URL  where Google's signing keys are published (default https://www.googleapis.com/oauth2/v3/certs);
 *                    a path ('/api/test-google/certs') is this server's own: test mode's stand-in for Google
 *   GOOGLE_AUTH_URL  where the app sends the player to sign in (default Google's); a path is this server's
 *   APP_STORE_URL, GOOGLE_PLAY_URL the mobile apps' store listings (default: each store's search for the app)
 *   TRUST_PROXY      the number of reverse proxies in front ('1': one): the client's address is the one the trusted
 *                    proxy appended to X-Forwarded-For (counted from the right), for rate limits and sign-ins
 *   NODE_ENV         'production' (any case) skips validating answers against the contract, and refuses DEV_ROUTES
 *                    and PAYMENT_TEST_MODE
 *   PAYMENT_CHECKOUT_URL, PAYMENT_WEBHOOK_SECRET the payment provider's hosted checkout and webhook signing secret
 *   PAYMENT_PORTAL_URL   the provider's customer portal (see, cancel, resume the plan); production needs it
 *   PAYMENT_TEST_MODE '1': the local default (`npm start` sets it): a free test checkout and test purchases, said
 *                    on every page served. A start with neither it nor the provider's settings stops.
 *   CODE_REQUESTS_PER_IP sign-in codes one client address may request per 10 minutes (default 20)
 *   TEMP_USERS_PER_IP guests ('Start Playing') one client address may start an hour (default 10)
 *   DUNGEON_SEED     (tests only) an integer every dungeon crawl rolls from, for reproducible playthroughs
 *   NARRATION_CACHE_MB rendered narration kept on disk at most (default 256); the least recently served go first
 *   PLAYER_LIMIT_SCALE (tests only) multiplies the per-player limits on comments and lookups, for replays of thousands
 *   ACCESS_TOKEN_TTL (tests only) access tokens' lifetime in seconds (default 900), to expire one mid-replay
 *   INSTANCES        server processes to run on this machine, sharing PORT and the database (default 1; 'auto': one
 *                    per core): server/cluster.ts
 *   SHUTDOWN_DRAIN_SECONDS on SIGTERM/SIGINT, how long the health check answers 503 before the instance stops
 *                    accepting (default 0; behind a balancer, a little more than its check interval)
 *   SHUTDOWN_TIMEOUT_SECONDS how long requests in flight may take to finish on a stop (default 30); past it, exit 1
 *   DATABASE_URL     postgres://user:pass@host:5432/db: the Postgres store, shared by every instance on every machine;
 *                    unset (the default): SQLite at DATA_DIR/chronicle.sqlite. Set beside a DATA_DIR whose
 *                    chronicle.sqlite exists, that file is imported into Postgres once (server/store/import-sqlite.ts)
 *   DB_POOL_SIZE     connections per instance to a DATABASE_URL database (default 10; the SQLite store has one per instance)
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { instanceCount, runCluster } from './cluster';
import { isProduction, StartRefused, startRefusal } from './start-refusal';

const env = process.env;
const production = isProduction(env.NODE_ENV);
const payments = {
  testMode: env.PAYMENT_TEST_MODE === '1',
  checkoutUrl: env.PAYMENT_CHECKOUT_URL || undefined,
  webhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
  portalUrl: env.PAYMENT_PORTAL_URL || undefined,
};

// Before loading the whole server: a refused configuration stops at once, with what to set.
const refused = startRefusal({ mails: !!env.SMTP_URL, devRoutes: env.DEV_ROUTES === '1', production, payments });
if (refused) {
  console.error(`Chronicle did not start: ${refused}`);
  process.exit(1);
}

const root = resolve(import.meta.dirname, '..');
const dataDir = resolve(env.DATA_DIR ?? 'data');
mkdirSync(dataDir, { recursive: true });

/**
 * A secret that survives restarts, so tokens stay valid across them. Created exclusively ('wx'): of several
 * instances starting at once on one DATA_DIR, one writes it and every other reads that one.
 */
function persistedSecret(): string {
  const file = join(dataDir, 'secret');
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
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

/** DB_POOL_SIZE: a whole number of connections, at least one. */
function poolSize(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new StartRefused(`DB_POOL_SIZE must be a whole number of connections, at least 1, not ${value}`);
  return n;
}

/** DUNGEON_SEED (tests only): every crawl rolls from this seed, so a scripted playthrough is reproducible. */
function fixedSeed(value: string | undefined): (() => number) | undefined {
  if (!value) return undefined;
  const seed = Number(value);
  if (!Number.isInteger(seed)) throw new Error(`DUNGEON_SEED must be an integer, not ${value}`);
  return () => seed;
}

/** A URL setting given as a path ('/api/test-google/certs') names this server itself, on its loopback address. */
function ownUrl(value: string | undefined): string | undefined {
  if (!value || !value.startsWith('/')) return value || undefined;
  const host = env.HOST && env.HOST !== '0.0.0.0' && env.HOST !== '::' ? env.HOST : '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT ?? 8080}${value}`;
}

const packageVersion = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const dist = join(root, 'dist');

/** The server as the environment configures it; a refused configuration stops with its reason. */
async function start() {
  // Loaded here, not by a cluster's primary, which runs no server of its own.
  const { buildServer } = await import('./app');
  const { smtpMailer } = await import('./auth/mailer');
  try {
    return await buildServer({
      dbPath: join(dataDir, 'chronicle.sqlite'),
      databaseUrl: env.DATABASE_URL || undefined,
      poolSize: poolSize(env.DB_POOL_SIZE),
      dataDir,
      mailer: env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM ?? 'Chronicle <login@localhost>') : undefined,
      devRoutes: env.DEV_ROUTES === '1',
      accessTokenSeconds: seconds('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL),
      serveApp: env.SERVE_APP !== '0' && existsSync(dist) ? dist : undefined,
      logger: true,
      secret: env.AUTH_SECRET || persistedSecret(),
      version: env.APP_VERSION || packageVersion,
      googleClientId: env.GOOGLE_CLIENT_ID || undefined,
      googleJwksUrl: ownUrl(env.GOOGLE_JWKS_URL),
      googleAuthUrl: env.GOOGLE_AUTH_URL || undefined,
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

/** Runs one instance: listens, and on SIGTERM or SIGINT stops gracefully and exits (0 when all went well). */
async function serve(): Promise<void> {
  const drain = env.SHUTDOWN_DRAIN_SECONDS === '0' ? 0 : (seconds('SHUTDOWN_DRAIN_SECONDS', env.SHUTDOWN_DRAIN_SECONDS) ?? 0);
  const timeout = seconds('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS);
  const stop = { drainMs: drain * 1000, timeoutMs: timeout === undefined ? undefined : timeout * 1000 };
  const { stopGracefully } = await import('./http/lifecycle');
  const app = await start();
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '0.0.0.0';
  await app.listen({ port, host });
  app.log.info(`Chronicle is at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return; // a cluster's primary passes on the Ctrl-C the terminal already sent
      stopping = true;
      app.log.info(`${signal}: finishing the requests in flight, then stopping`);
      void stopGracefully(app, stop).then(
        (clean) => {
          if (!clean) app.log.error('requests in flight outlived SHUTDOWN_TIMEOUT_SECONDS: stopping anyway');
          process.exit(clean ? 0 : 1);
        },
        (error: unknown) => {
          app.log.error(error);
          process.exit(1);
        },
      );
    });
  }
}

try {
  const instances = instanceCount(env.INSTANCES);
  // The primary makes the secret before any instance starts, so all of them sign with the same one.
  if (instances > 1 && cluster.isPrimary) {
    if (!env.AUTH_SECRET) persistedSecret();
    await runCluster(instances, (line) => console.log(`[chronicle primary ${process.pid}] ${line}`));
  } else {
    await serve();
  }
} catch (e) {
  if (!(e instanceof StartRefused)) throw e;
  console.error(`Chronicle did not start: ${e.message}`);
  process.exit(1);
}
