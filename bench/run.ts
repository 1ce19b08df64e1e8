/**
 * `npm run bench`: runs every bench/*.bench.ts in its own process, one after another (so they do not
 * compete for the two cores), and writes each one's output to bench/results/<name>.txt. A bench that
 * exits with an error (or is killed) fails the run, named, after the others have run. The browser
 * benches use the built app: without one (a fresh clone), it is built first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const dir = 'bench';
const only = process.argv[2];
mkdirSync(join(dir, 'results'), { recursive: true });
const files = readdirSync(dir).filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)));
if (files.length === 0) {
  console.error(`no bench matches '${only}'`);
  process.exit(1);
}
if (!existsSync('dist/index.html')) {
  console.log('— no built app: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('the build failed: no bench ran');
    process.exit(1);
  }
}
const failed: string[] = [];
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, '');
  // The machine's load beside each figure: on a shared machine it says how much a time means.
  const load = `load average ${loadavg().map((l) => l.toFixed(2)).join(', ')}`;
  console.log(`— ${name} (${new Date().toISOString()}, ${load})`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(dir, file)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ok = run.status === 0 && run.error === undefined;
  const status = ok ? '' : `FAILED: ${run.error?.message ?? (run.signal ? `killed by ${run.signal}` : `exit code ${run.status}`)}\n`;
  const out = `${new Date().toISOString()}, ${load} at the start\n${run.stdout}${run.stderr}${status}`;
  process.stdout.write(run.stdout + run.stderr + status);
  writeFileSync(join(dir, 'results', `${name}.txt`), out);
  if (!ok) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${files.length} benches failed: ${failed.join(', ')} (their output is in bench/results/)`);
  process.exit(1);
}
console.log(`\nall ${files.length} benches ran to their end`);
