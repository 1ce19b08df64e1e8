/**
 * The inner walls of docs/architecture.md: which folder may import which, per runtime, and no cycles.
 * Paths are relative to the repository's root. A zone forbids `target` files to import from `from`
 * (except the `except` paths, relative to `from`).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dirs = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const wall = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

/** src/: app → features → ui, lib → db → contract; a feature enters another only through its index.ts. */
const features = dirs('src/features');
const srcZones = [
  wall('src/contract', ['src/db', 'src/lib', 'src/ui', 'src/features', 'src/app', 'src/main.tsx', 'src/worker-client.ts'], 'The contract depends on zod only.'),
  wall('src/db', ['src/lib', 'src/ui', 'src/features', 'src/app', 'src/worker-client.ts'], 'src/db is below the UI: it imports only src/contract.'),
  wall('src/lib', ['src/ui', 'src/features', 'src/app'], 'src/lib holds no domain and no components: it imports only src/db and src/contract.'),
  wall('src/ui', ['src/features', 'src/app', 'src/db'], 'src/ui knows no domain: pass it data as props.'),
  wall('src/features', ['src/app'], 'Features sit below the app layer.'),
  ...features.map((f) =>
    wall(
      `src/features/${f}`,
      'src/features',
      `A feature imports another feature only through that feature's index.ts.`,
      [f, ...features.filter((o) => o !== f).map((o) => `${o}/index.ts`)],
    ),
  ),
  wall(
    'src/app',
    'src/features',
    `The app layer enters a feature only through its index.ts, or its pages.ts for screens loaded on demand.`,
    features.flatMap((o) => [`${o}/index.ts`, `${o}/pages.ts`]),
  ),
];

/** worker/: api → (write-path →) writes, commands → sync → http; the outbox is a queue engine that imports no write. */
const workerZones = [
  wall('worker/outbox', ['worker/writes', 'worker/commands', 'worker/sync', 'worker/api.ts', 'worker/write-path.ts', 'worker/index.ts'], 'The outbox is a queue engine: it is handed the writes, it imports none.'),
  wall('worker/writes', ['worker/commands', 'worker/api.ts', 'worker/write-path.ts', 'worker/index.ts'], 'A write imports no command and not the API.'),
  wall('worker/commands', ['worker/writes', 'worker/api.ts', 'worker/write-path.ts', 'worker/index.ts'], 'A command imports no write and not the API.'),
  wall('worker/sync', ['worker/writes', 'worker/commands', 'worker/outbox', 'worker/api.ts', 'worker/write-path.ts', 'worker/index.ts'], 'Pulls know nothing of writes, commands or the outbox.'),
  wall('worker/http', ['worker/sync', 'worker/writes', 'worker/commands', 'worker/outbox', 'worker/api.ts', 'worker/write-path.ts', 'worker/index.ts'], 'http is the bottom of the worker.'),
];

/** server/: routes → domains → store, engine → content; http is the plumbing routes and domains use. */
const LOWER = ['server/routes', 'server/store', 'server/engine', 'server/content', 'server/http', 'server/main.ts', 'server/app.ts'];
const domains = dirs('server').filter((d) => !LOWER.includes(`server/${d}`));

/**
 * The server's domains, top to bottom (docs/architecture.md, "The server's domains"): a domain imports only
 * the domains after it here. `access` is the kernel of who may read what, which Memories, sagas and threads share.
 */
export const SERVER_DOMAIN_ORDER = ['home', 'dungeons', 'series', 'sagas', 'comments', 'access', 'auth', 'account', 'narration', 'art'];
const unplaced = domains.filter((d) => !SERVER_DOMAIN_ORDER.includes(d));
if (unplaced.length > 0) throw new Error(`server/${unplaced.join('/, server/')}/ has no place in SERVER_DOMAIN_ORDER (eslint/walls.js): give it one, and in docs/architecture.md.`);

const serverZones = [
  wall('server/routes', ['server/store', 'server/engine', 'server/content'], 'Routes parse, call a domain and answer: no store, engine or content here.'),
  ...domains.map((d) => wall(`server/${d}`, ['server/routes', 'server/main.ts', 'server/app.ts'], 'A domain never imports routes.')),
  ...SERVER_DOMAIN_ORDER.map((d, i) =>
    wall(
      `server/${d}`,
      SERVER_DOMAIN_ORDER.slice(0, i).map((above) => `server/${above}`),
      `A server domain imports only the domains below it: ${SERVER_DOMAIN_ORDER.join(' → ')} (docs/architecture.md).`,
    ),
  ).filter((zone) => zone.from.length > 0),
  wall('server/store', ['server/routes', 'server/engine', 'server/http', ...domains.map((d) => `server/${d}`)], 'The store is SQLite only.'),
  wall('server/engine', ['server/routes', 'server/store', 'server/http', ...domains.map((d) => `server/${d}`)], 'The engine is pure rules over content.'),
  wall('server/content', ['server/routes', 'server/store', 'server/engine', 'server/http', ...domains.map((d) => `server/${d}`)], 'Content is data.'),
  wall('server/http', ['server/routes', ...domains.map((d) => `server/${d}`)], 'http is plumbing below routes and domains.'),
];

export const wallZones = [...srcZones, ...workerZones, ...serverZones];
export const serverDomains = domains;
