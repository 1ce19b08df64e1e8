/**
 * The reference API server, and its composition root: builds a Fastify app on one SQLite file, with
 * everything under /api, and hands each layer what it needs (the context to http, settings to sign-in).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { seedAccount } from './account/seed-account';
import { fetchGoogleKeys, GOOGLE_AUTH_URL, GOOGLE_CERTS_URL, GOOGLE_ISSUERS, googleVerifier, type GoogleVerifier } from './auth/google';
import { TEST_GOOGLE_ISSUER, testGoogle } from './auth/test-google';
import { MAX_REQUESTS_PER_IP } from './auth/magic-codes';
import { TEMP_USERS_PER_IP_PER_HOUR } from './auth/temp-users';
import { devMailbox, type Mailer } from './auth/mailer';
import { ACCESS_TOKEN_SECONDS } from './auth/jwt';
import { userOfAccessToken } from './auth/sessions';
import type { AuthSettings } from './auth/settings';
import type { AppLinks } from '../src/contract';
import { APP_LINKS } from './content/app-links';
import { creators, memories } from './content';
import { setUpDungeons, type SeedFor } from './dungeons/setup';
import type { ServerContext } from './http/server-context';
import { installErrorHandler } from './http/errors';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './http/json-depth';
import { installJsonCaching } from './http/etag';
import { installLifecycle } from './http/lifecycle';
import { installSecurityHeaders } from './http/security-headers';
import { installNotFound, installStaticApp } from './http/static-app';
import { narrationRoutes, narrationUrl } from './narration/plugin';
import { databaseTexts } from './narration/texts';
import { registerRoutes } from './routes';
import { seedContent } from './store/memories/seeded-memories';
import { seedOtherHistorians } from './series/seed-choices';
import { seedSagaCards } from './sagas/seed-cards';
import { seedCommunityStories } from './sagas/seed-stories';
import { inTransaction, openDb, serialize } from './store/db';
import { startHousekeeping } from './store/housekeeping';
import type { SqliteImport } from './store/import-sqlite';
import { startTestRenewals } from './account/subscription';
import { isProduction, type PaymentSettings, StartRefused, startRefusal } from './start-refusal';

export { StartRefused, type PaymentSettings } from './start-refusal';

export interface ServerOptions {
  /**
   * The SQLite store's file (main.ts: DATA_DIR/chronicle.sqlite; ':memory:' in tests). With databaseUrl, a file
   * that exists is imported into the Postgres database once (store/import-sqlite.ts), then no longer read.
   */
  dbPath?: string;
  /** DATABASE_URL: a Postgres database (postgres://…) instead of the SQLite file, shared by every instance. */
  databaseUrl?: string;
  /** DB_POOL_SIZE: connections this instance keeps to the databaseUrl database (store/postgres.ts has the default). */
  poolSize?: number;
  /** Where files beside the database live: the narration cache. Without it, narration is off. */
  dataDir?: string;
  now?: () => number;
  /** A real mailer for login codes; without one, codes go to the dev mailbox (which needs devRoutes). */
  mailer?: Mailer;
  /**
   * The local default (DEV_ROUTES=1, set by `npm start`): the dev routes exist, for loopback clients only.
   * Refused in production, where they would hand anyone the login codes.
   */
  devRoutes?: boolean;
  /** Access tokens' lifetime in seconds (ACCESS_TOKEN_TTL): tests shorten it to expire one mid-replay. */
  accessTokenSeconds?: number;
  /** The built app's directory to serve, or undefined to serve the API only. */
  serveApp?: string;
  /** Fastify's log (to stdout); or where its lines go (tests read them). */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Signs tokens and keys hashes; a random one per process when absent (tests). */
  secret?: string;
  version?: string;
  /** GOOGLE_CLIENT_ID: turns Google sign-in on. */
  googleClientId?: string;
  /** GOOGLE_JWKS_URL: where the ID tokens' keys are published (default Google's). */
  googleJwksUrl?: string;
  /** GOOGLE_AUTH_URL: the authorize page the app sends the player to (default Google's; a path is this server's). */
  googleAuthUrl?: string;
  /** The mobile apps' store listings (default: each store's search for the app). */
  appLinks?: Partial<AppLinks>;
  /** Sign-in codes one client address may request per 10 minutes (default 20). */
  codeRequestsPerIp?: number;
  /** Guests (temporary players) one client address may start an hour (default 10). */
  tempUsersPerIp?: number;
  /** init's show_community_creations_creator_tab: the footer's Creators tab opens the creators page (default off: the teaser). */
  creatorsTab?: boolean;
  /** Replaces the Google verifier (tests: keys from a local key pair instead of Google's). */
  google?: GoogleVerifier;
  /**
   * How many reverse proxies stand in front (TRUST_PROXY; true is one): the client's address is the one the
   * outermost trusted proxy appended to X-Forwarded-For, counted from the right, never what the client wrote.
   */
  trustProxy?: boolean | number;
  production?: boolean;
  /**
   * How money is taken (PAYMENT_*): a provider, or the local test mode that `npm start` and the tests set.
   * Neither is refused, as is test mode in production: a missing setting never means free.
   */
  payments?: PaymentSettings;
  /** Fixes the dice of every crawl (tests); by default a seed is derived from user, dungeon and attempt. */
  seedFor?: SeedFor;
  /** Rendered narration kept on disk at most, in bytes (server/narration/cache.ts has the default). */
  narrationCacheBytes?: number;
  /** Tests only (PLAYER_LIMIT_SCALE): multiplies the per-player limits, for suites that replay thousands of writes. */
  playerLimitScale?: number;
  /** Seed the community's custom stories (default true); tests of echoes start from an empty world. */
  communityStories?: boolean;
}

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const production = opts.production ?? isProduction(process.env.NODE_ENV);
  const payments = opts.payments ?? { testMode: false };
  const refused = startRefusal({ mails: !!opts.mailer, devRoutes: !!opts.devRoutes, production, payments });
  if (refused) throw new StartRefused(refused);
  const now = opts.now ?? Date.now;
  // Loaded only when asked for: the SQLite default never loads the Postgres driver.
  const db = opts.databaseUrl ? await (await import('./store/postgres')).openPostgres(opts.databaseUrl, opts.poolSize) : await openDb(opts.dbPath ?? ':memory:');
  // Before seeding: the file's seeded world comes with it. Once: the import leaves a marker (or refuses).
  let carried: SqliteImport | undefined;
  if (opts.databaseUrl && opts.dbPath && opts.dbPath !== ':memory:' && existsSync(opts.dbPath)) {
    try {
      carried = await (await import('./store/import-sqlite')).importSqlite(db, opts.dbPath, now());
    } catch (error) {
      await db.destroy();
      throw error;
    }
  }
  // One transaction, one instance at a time: instances starting together on one database seed it once.
  await inTransaction(db, async (trx) => {
    await serialize(trx, 'seeding');
    await seedContent(trx, creators, memories, now());
    await seedOtherHistorians(trx, now());
    await seedSagaCards(trx, memories);
    await seedAccount(trx, now());
    await setUpDungeons(trx, now(), opts.seedFor);
    if (opts.communityStories ?? true) await seedCommunityStories(trx, now());
  });

  const proxyHops = opts.trustProxy === true ? 1 : opts.trustProxy || 0;
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 64 * 1024,
    // The socket and the hops before it: Fastify's `true` takes the leftmost X-Forwarded-For entry, which the
    // client writes (and it refuses a bare number); hop 0 is the socket's peer, hop 1 the last proxy's append.
    trustProxy: proxyHops > 0 ? (_address: string, hop: number) => hop < proxyHops : false,
  });
  if (carried) app.log.info({ sqliteImport: carried }, describeImport(carried, opts.dbPath!));
  const secret = opts.secret ?? randomBytes(32).toString('hex');
  // In the database, so any instance renders a narration URL another handed out (and after a restart).
  const narrationTexts = opts.dataDir ? databaseTexts(db, now) : null;
  const ctx: ServerContext = {
    db,
    now,
    secret,
    accessTokenSeconds: opts.accessTokenSeconds ?? ACCESS_TOKEN_SECONDS,
    production,
    payments,
    playerLimitScale: opts.playerLimitScale ?? 1,
    authenticate: (token) => userOfAccessToken(db, secret, token, now()),
    narrate: narrationTexts ? (through, text) => narrationUrl(narrationTexts, text, undefined, through) : null,
    lifecycle: { draining: false },
  };
  // Test mode stands in for Google too: its page and keys (when pointed at), its issuer accepted.
  const standIn = payments.testMode && opts.googleClientId ? testGoogle(opts.dataDir) : null;
  const issuers = standIn ? [...GOOGLE_ISSUERS, TEST_GOOGLE_ISSUER] : GOOGLE_ISSUERS;
  const auth: AuthSettings = {
    mailer: opts.mailer ?? devMailbox(db, now),
    devRoutes: !!opts.devRoutes,
    version: opts.version ?? '0.0.0',
    googleClientId: opts.googleClientId || undefined,
    googleAuthUrl: opts.googleAuthUrl || GOOGLE_AUTH_URL,
    appLinks: { app_store: opts.appLinks?.app_store ?? APP_LINKS.app_store, google_play: opts.appLinks?.google_play ?? APP_LINKS.google_play },
    codeRequestsPerIp: opts.codeRequestsPerIp ?? MAX_REQUESTS_PER_IP,
    tempUsersPerIp: opts.tempUsersPerIp ?? TEMP_USERS_PER_IP_PER_HOUR,
    creatorsTab: opts.creatorsTab ?? false,
    google:
      opts.google ?? (opts.googleClientId ? googleVerifier(opts.googleClientId, { fetchKeys: fetchGoogleKeys(opts.googleJwksUrl || GOOGLE_CERTS_URL), issuers, now }) : null),
    testGoogle: standIn,
    googleSignInsPerIp: opts.codeRequestsPerIp ?? MAX_REQUESTS_PER_IP,
  };
  app.decorate('ctx', ctx);
  installSecurityHeaders(app, { trustProxy: proxyHops > 0 });
  acceptEmptyJson(app);
  installErrorHandler(app);
  installJsonCaching(app);
  installLifecycle(app);
  registerRoutes(app, auth);
  if (opts.dataDir && narrationTexts) {
    await app.register(narrationRoutes, { prefix: '/api', dir: join(opts.dataDir, 'audio'), texts: narrationTexts, maxBytes: opts.narrationCacheBytes });
  }
  if (opts.serveApp) await installStaticApp(app, opts.serveApp, { testMode: payments.testMode });
  installNotFound(app, opts.serveApp, { testMode: payments.testMode });

  const stopHousekeeping = await startHousekeeping(db, now, (error) => app.log.error(error, 'housekeeping failed; the next round tries again'));
  const stopRenewals = payments.testMode ? await startTestRenewals(db, now, (error) => app.log.error(error, 'test renewals failed; the next round tries again')) : () => {};
  app.addHook('onClose', async () => {
    stopHousekeeping();
    stopRenewals();
    await db.destroy();
  });
  return app;
}

/** What a start with a SQLite file beside DATABASE_URL did with it, in words for the log. */
function describeImport(i: SqliteImport, file: string): string {
  if (!i.imported) return `${file} is not imported: this Postgres database imported ${i.source} at ${i.at}, and imports once`;
  const counts = Object.entries(i.rows).map(([table, n]) => `${table} ${n}`);
  const total = Object.values(i.rows).reduce((a, b) => a + b, 0);
  return `Imported ${i.source} into the Postgres database: ${total} rows (${counts.join(', ') || 'no rows'}); it is no longer read`;
}

/** A bodiless POST may still say Content-Type: application/json; treat its empty body as no body. A body nested deeper than any call's is refused before it is parsed. */
function acceptEmptyJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const body = typeof text === 'string' ? text : text.toString('utf8');
    if (body.trim() === '') return done(null, undefined);
    if (nestedDeeperThan(body, MAX_JSON_DEPTH)) {
      return done(Object.assign(new Error('The request body is nested too deeply.'), { statusCode: 400 }), undefined);
    }
    try {
      done(null, JSON.parse(body) as unknown);
    } catch {
      const error = Object.assign(new SyntaxError('The request body is not valid JSON.'), { statusCode: 400 });
      done(error, undefined);
    }
  });
}
