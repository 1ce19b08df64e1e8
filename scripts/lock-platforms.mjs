#!/usr/bin/env node
/**
 * The npm registry these machines reach lacks the native packages of other platforms (rollup's,
 * unrs-resolver's). `npm install` then leaves them out of package-lock.json and `npm ci` refuses the
 * lock ("Missing: @rollup/rollup-darwin-arm64@ from lock file"). This puts them back as optional,
 * per-platform entries, which npm ci accepts and skips on any other platform.
 *
 *   node scripts/lock-platforms.mjs        # after every npm install that changed the lock
 */
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = { android: 'android', darwin: 'darwin', freebsd: 'freebsd', linux: 'linux', win32: 'win32', openbsd: 'openbsd', openharmony: 'openharmony', sunos: 'sunos', aix: 'aix' };
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x'];

/** os, cpu and libc from a platform package's name ("rollup-linux-arm-musleabihf", "resolver-binding-win32-x64-msvc"). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS[p]);
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('universal') ? undefined : null);
  if (!os || cpu === null) return null;
  const libc = os === 'linux' ? (parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc') : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const at = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[at] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    packages[`node_modules/${dep}`] = {
      version: range,
      ...(platform.cpu ? { cpu: [platform.cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added += 1;
  }
}

// npm keeps the packages map sorted by path.
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package entr${added === 1 ? 'y' : 'ies'} added`);
