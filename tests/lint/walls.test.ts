/**
 * The walls of docs/architecture.md are real: a file that imports across one, or closes a cycle, fails
 * `npm run lint`. Each case lints a probe file placed where such code would live.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_DOMAIN_ORDER, serverDomains } from '../../eslint/walls.js';

const root = join(import.meta.dirname, '..', '..');
// ESLint resolves and parses the project's import graph: seconds on a busy machine, not a timing check.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
let eslint: ESLint;

// The first lint loads the TypeScript resolver and every plugin: a setup cost (seconds on a busy machine),
// paid here once so that each case below lints one probe.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText("export { sync } from '../worker-client';", { filePath: join(root, 'src/ui/warm-up.ts') });
}, 60_000);

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

const WALL = 'import-x/no-restricted-paths';

describe('the inner walls', () => {
  it.each([
    ['src/ui/Probe.tsx', "export { default } from '../features/sanctum/SanctumPage';", 'ui reaching into a feature'],
    ['src/db/probe.ts', "export { sync } from '../worker-client';", 'the database reaching up to the UI'],
    ['src/lib/probe.ts', "export { Button } from '../ui/Button';", 'lib reaching into ui'],
    ['src/features/sanctum/probe.ts', "export { useDungeon } from '../dungeon/reads';", "a feature reaching past another feature's index.ts"],
    ['src/features/sanctum/probe.ts', "export { router } from '../../app/router';", 'a feature reaching up to the app'],
    ['src/app/probe.ts', "export { useDungeon } from '../features/dungeon/reads';", "the app reaching past a feature's index.ts"],
    ['worker/outbox/probe.ts', "export { createSync } from '../sync/create-sync';", 'the outbox importing a pull'],
    ['worker/sync/probe.ts', "export { createOutbox } from '../outbox/replay';", 'a pull importing the outbox'],
    ['server/routes/probe.ts', "export { openDb } from '../store/db';", 'a route reaching into the store'],
    ['server/engine/probe.ts', "export { openDb } from '../store/db';", 'the engine reaching into the store'],
    ['server/comments/probe.ts', "export { playSeries } from '../series/play';", 'a domain importing a domain above it (comments → series)'],
    ['server/sagas/probe.ts', "export { seriesDetails } from '../series/series-view';", 'a domain importing a domain above it (sagas → series)'],
    ['server/account/probe.ts', "export { keyedHash } from '../auth/secrets';", 'a domain importing a domain above it (account → auth)'],
    ['server/account/probe.ts', "export { awardForAdventure } from '../sagas/cards';", 'a domain importing a domain above it (account → sagas)'],
    ['server/access/probe.ts', "export { discussionCount } from '../comments/counts';", 'the access kernel importing a domain that uses it'],
  ])('%s: %s is refused (%s)', async (file, code) => {
    expect(await rulesBroken(file, code)).toContain(WALL);
  });

  it.each([
    ['src/features/sanctum/probe.ts', "export { useDungeon } from '../dungeon';"],
    ['src/app/probe.ts', "export { sanctumPages } from '../features/sanctum/pages';"],
    ['src/features/dungeon/probe.ts', "export { useDungeon } from './reads';"],
    ['server/series/probe.ts', "export { awardForAdventure } from '../sagas/cards';"],
    ['server/comments/probe.ts', "export { sagaFor } from '../access/saga-access';"],
    ['server/auth/probe.ts', "export { referAtSignUp } from '../account/referrals';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await rulesBroken(file, code)).not.toContain(WALL);
  });
});

describe("the server's domains", () => {
  it('each has its place in the order, and each place is a domain folder', () => {
    const folders = readdirSync(join(root, 'server'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect([...SERVER_DOMAIN_ORDER].sort()).toEqual([...serverDomains].sort());
    for (const d of SERVER_DOMAIN_ORDER) expect(folders).toContain(d);
  });
});

describe('no import cycles', () => {
  const a = join(root, 'src/lib/zz-cycle-probe-a.ts');
  const b = join(root, 'src/lib/zz-cycle-probe-b.ts');
  beforeAll(() => {
    writeFileSync(a, "import { b } from './zz-cycle-probe-b';\nexport const a = () => b;\n");
    writeFileSync(b, "import { a } from './zz-cycle-probe-a';\nexport const b = () => a;\n");
  });
  afterAll(() => {
    rmSync(a, { force: true });
    rmSync(b, { force: true });
  });

  it('two modules importing each other fail the lint', async () => {
    const [result] = await eslint.lintFiles([a]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
