import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commands } from '../../../worker/commands';
import { COMMAND_NAMES } from '../../../worker/commands/names';
import { signedIn } from '../helpers/harness';

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('the registry of commands', () => {
  it('holds each command under its own name, and the API binds the same names', () => {
    for (const [key, command] of Object.entries(commands)) expect([key, command.name]).toEqual([key, key]);
    expect([...COMMAND_NAMES].sort()).toEqual(Object.keys(commands).sort());
  });

  it('gives every command an API method that checks its arguments before doing anything', async () => {
    const { db, api, net } = await signedIn();
    const before = await db.user.get('me');
    for (const name of COMMAND_NAMES) {
      const method: unknown = Reflect.get(api, name);
      expect([name, typeof method]).toEqual([name, 'function']);
      // A command without arguments has nothing to refuse.
      if (typeof method !== 'function' || commands[name].input.length === 0) continue;
      const answer: unknown = await Reflect.apply(method, api, []);
      expect([name, answer]).toMatchObject([name, { ok: false }]);
    }
    expect(net.requests).toHaveLength(0);
    expect(await db.user.get('me')).toEqual(before);
  });

  it('has a test file per command, named after its module, whose describe is titled by the command and which calls it', () => {
    const missing: string[] = [];
    for (const name of COMMAND_NAMES) {
      const file = new URL(`./${kebab(name)}.test.ts`, import.meta.url);
      expect([name, existsSync(new URL(`../../../worker/commands/${kebab(name)}.ts`, import.meta.url))]).toEqual([name, true]);
      if (!existsSync(file)) {
        missing.push(name);
        continue;
      }
      const text = readFileSync(file, 'utf8');
      expect([name, new RegExp(`describe\\((['"])${name}:`).test(text), text.includes(`.${name}(`)]).toEqual([name, true, true]);
    }
    expect(missing).toEqual([]);
  });
});
