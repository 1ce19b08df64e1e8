/**
 * `npm run build`, second step: bundle sw/sw.ts and inject the precache manifest of dist/.
 * Runs after `vite build`; there is no service worker in `npm run dev`.
 */
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const swDest = 'dist/sw.js';

await build({
  entryPoints: ['sw/sw.ts'],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  outfile: swDest,
  define: { 'process.env.NODE_ENV': '"production"' },
});

const { count, size, warnings } = await injectManifest({
  swSrc: swDest,
  swDest,
  globDirectory: 'dist',
  // woff2 only: every browser with service workers reads it, so the .woff fallbacks are never fetched.
  globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
  globIgnores: ['sw.js', '**/*.map', 'robots.txt'],
  // Vite already fingerprints /assets/*: the URL is the revision.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
});
for (const w of warnings) console.warn(w);
console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KiB)`);
