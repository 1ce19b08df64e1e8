import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 8080);

/** The Postgres pass: the server's tests that reach the database. */
const POSTGRES_PASS = ['tests/server/**/*.test.ts'];
/** SQLite's own: its files, its migration history, INSTANCES=N on one file. */
const SQLITE_ONLY = ['tests/server/store/store.test.ts', 'tests/server/comments/migration.test.ts', 'tests/server/start/instances.test.ts'];

/**
 * Builds the sync worker as a second entry of the app's own module graph instead of a separate bundle,
 * so what the page and the worker both import (Dexie, Comlink, the database class) is one shared chunk:
 * fetched once on a first visit (the worker's request is answered by the HTTP cache) and precached once.
 * `virtual:sync-worker` answers the worker script's URL: its emitted chunk when building, the module
 * itself under the dev server.
 */
function syncWorker(entry: string): Plugin {
  const id = 'virtual:sync-worker';
  let building = false;
  return {
    name: 'chronicle:sync-worker',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(source) {
      if (source !== `\0${id}`) return undefined;
      if (!building) return `export default new URL(${JSON.stringify(`/${entry}`)}, import.meta.url).href;`;
      const ref = this.emitFile({ type: 'chunk', id: entry, name: 'sync-worker' });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

/**
 * What a chunk has loaded before it runs: itself and its static imports, all the way down. A lazy import
 * need not name those for preloading: each lazy import's list of files to preload is written into its
 * importer, so leaving them out keeps the lists, and a first visit's bytes, shorter.
 */
const loadedWith = new Map<string, Set<string>>();
function loadedWithEachChunk(): Plugin {
  return {
    name: 'chronicle:loaded-with',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        // A chunk's imports, and its styles (loaded with it: linked by index.html, or by the preload of its import).
        const imports = new Map<string, string[]>();
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') imports.set(chunk.fileName, [...chunk.imports, ...(chunk.viteMetadata?.importedCss ?? [])]);
        for (const file of imports.keys()) {
          const seen = new Set<string>();
          const visit = (f: string) => {
            if (seen.has(f)) return;
            seen.add(f);
            for (const i of imports.get(f) ?? []) visit(i);
          };
          visit(file);
          loadedWith.set(file, seen);
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), syncWorker('worker/index.ts'), loadedWithEachChunk()],
  resolve: {
    // React Router's package names only its development build; the production one is the same code without
    // its warnings (ENABLE_DEV_WARNINGS), checked at each render of every route.
    alias: [
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    // Maps are written for debugging a build, not referenced by the scripts nor served (server/http/static-app.ts).
    sourcemap: 'hidden',
    target: 'es2022',
    modulePreload: {
      // Every browser the app supports preloads modules natively.
      polyfill: false,
      // Preloading works with <link> elements, which a worker has not: the worker's own dynamic imports
      // (its write path) load plainly, their dependencies with them.
      // A lazy import leaves out the scripts and styles its importer has loaded already.
      resolveDependencies: (_file, deps, { hostId }) => (hostId.includes('sync-worker') ? [] : deps.filter((d) => !loadedWith.get(hostId)?.has(d))),
    },
    rolldownOptions: {
      // A feature's index.ts only re-exports: what another chunk takes through it stays in that chunk
      // instead of riding along with every importer of the door (the entry imports a few doors).
      treeshake: { moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }] },
      output: {
        // React, its DOM renderer and the router load together on every first visit: one file compresses
        // better than the four the default splitting makes of them.
        codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  // `vitest run`: unit tests in node (src/worker-client.ts names the worker through the plugin above).
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    pool: 'forks',
    // No test asserts speed (benchmarks do, in bench/): the limit only catches a hang, also on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'sqlite', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/**/*.postgres.test.ts'] } },
      // The server's tests again on Postgres (a throwaway cluster, tests/postgres/): those whose subject is the
      // database, not SQLite's own files and history, nor pure rules that never reach the store.
      { extends: true, test: { name: 'postgres', include: POSTGRES_PASS, exclude: SQLITE_ONLY, globalSetup: ['tests/postgres/global-setup.ts'] } },
    ],
  },
});
