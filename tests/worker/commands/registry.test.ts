import { describe, expect, it } from 'vitest';
import { commands } from '../../../worker/commands';
import { COMMAND_NAMES } from '../../../worker/commands/names';
import { signedIn } from '../helpers/harness';

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
});
