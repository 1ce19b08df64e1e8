/**
 * Starts the reference server: the API under /api and, when built, the app itself.
 *
 * Environment:
 *   PORT             port to listen on (default 8080)
 *   HOST             interface to bind (default 0.0.0.0)
 *   DATA_DIR         where data lives (default ./data, created if missing); the database is DATA_DIR/chronicle.sqlite
 *   SMTP_URL         SMTP server for login codes (e.g. smtps://user:pass@smtp.example.com); unset: the dev
 *                    mailbox at GET /api/dev/mailbox?email=… (the dev routes do not exist when it is set)
 *   MAIL_FROM        sender of login emails (default 'Chronicle <login@localhost>')
 *   AUTH_SECRET      signs tokens and keys stored hashes; unset: a random secret persisted at DATA_DIR/secret
 *   SERVE_APP        '0' serves the API only; otherwise dist/ is served when it exists
 *   APP_VERSION      the version /api/auth/init/ announces (default: package.json version; 'maintenance' blocks the app)
 *   GOOGLE_CLIENT_ID enables Google sign-in in the init settings
 *   TRUST_PROXY      '1' when behind a reverse proxy, so rate limits see the client's address
 *   NODE_ENV         'production' skips validating answers against the contract
 *   CODE_REQUESTS_PER_IP sign-in codes one client address may request per 10 minutes (default 20)
 *   DUNGEON_SEED     (tests only) an integer every dungeon crawl rolls from, for reproducible playthroughs
 *   NARRATION_CACHE_MB rendered narration kept on disk at most (default 256); the least recently served go first
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer } from './app';
import { smtpMailer } from './auth/mailer';

const env = process.env;
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

/** DUNGEON_SEED (tests only): every crawl rolls from this seed, so a scripted playthrough is reproducible. */
function fixedSeed(value: string | undefined): (() => number) | undefined {
  if (!value) return undefined;
  const seed = Number(value);
  if (!Number.isInteger(seed)) throw new Error(`DUNGEON_SEED must be an integer, not ${value}`);
  return () => seed;
}

const packageVersion = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const dist = join(root, 'dist');

const app = await buildServer({
  dbPath: join(dataDir, 'chronicle.sqlite'),
  dataDir,
  mailer: env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM ?? 'Chronicle <login@localhost>') : undefined,
  serveApp: env.SERVE_APP !== '0' && existsSync(dist) ? dist : undefined,
  logger: true,
  secret: env.AUTH_SECRET || persistedSecret(),
  version: env.APP_VERSION || packageVersion,
  googleClientId: env.GOOGLE_CLIENT_ID,
  trustProxy: env.TRUST_PROXY === '1',
  seedFor: fixedSeed(env.DUNGEON_SEED),
  codeRequestsPerIp: env.CODE_REQUESTS_PER_IP ? Number(env.CODE_REQUESTS_PER_IP) : undefined,
  narrationCacheBytes: env.NARRATION_CACHE_MB ? Number(env.NARRATION_CACHE_MB) * 1024 * 1024 : undefined,
  creatorsTab: env.CREATORS_TAB === '1',
});

const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '0.0.0.0';
await app.listen({ port, host });
app.log.info(`Chronicle is at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
