/**
 * `npm run bench`: runs every bench/*.bench.ts in its own process, one after another (so they do not
 * compete for the two cores), and writes each one's output to bench/results/<name>.txt.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'bench';
const only = process.argv[2];
mkdirSync(join(dir, 'results'), { recursive: true });
for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))) {
  const name = file.replace(/\.bench\.ts$/, '');
  console.log(`— ${name}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(dir, file)], { encoding: 'utf8' });
  const out = `${new Date().toISOString()}\n${run.stdout}${run.stderr}`;
  process.stdout.write(run.stdout + run.stderr);
  writeFileSync(join(dir, 'results', `${name}.txt`), out);
}
