/**
 * `npm run build`, last step: every text file of dist/ gets a brotli (quality 11) and a gzip (level 9)
 * sibling, `x.js.br` and `x.js.gz`, which the server sends with Content-Encoding to clients that accept
 * it (server/http/static-app.ts). Compressing once at build time allows the slowest, smallest settings.
 * Source maps are skipped: they are not served.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const dist = process.argv[2] ?? 'dist';
let raw = 0;
let br = 0;
let count = 0;
for (const path of files(dist)) {
  if (!TEXT_FILE.test(path)) continue;
  const bytes = readFileSync(path);
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
  // A file compression does not shrink is sent as it is.
  if (brotli.length < bytes.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < bytes.length) writeFileSync(`${path}.gz`, gzip);
  raw += bytes.length;
  br += Math.min(brotli.length, bytes.length);
  count++;
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KiB, ${(br / 1024).toFixed(0)} KiB as brotli`);
