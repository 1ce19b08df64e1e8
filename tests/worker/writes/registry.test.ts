import { describe, expect, it } from 'vitest';
import type { OutboxKind } from '../../../src/db';
import type { Result } from '../../../worker/types';
import { writes } from '../../../worker/writes';
import { type harness, signedIn } from '../helpers/harness';

/** The API has a typed method per kind (worker/writes/index.ts has a write per kind): this does not compile when one is missing. */
const _methodPerKind = (api: ReturnType<typeof harness>['api']): { [K in OutboxKind]: (input: never) => Promise<Result> } => api;

describe('the registry of writes', () => {
  it('holds each write under its own kind', () => {
    for (const [key, write] of Object.entries(writes)) expect([key, write.kind]).toEqual([key, key]);
  });

  it('gives every kind an API method that checks its input before writing anything', async () => {
    const { db, api, net } = await signedIn();
    for (const kind of Object.keys(writes)) {
      const method: unknown = Reflect.get(api, kind);
      expect([kind, typeof method]).toEqual([kind, 'function']);
      if (typeof method !== 'function') continue;
      // Every input asks for something: an empty one is refused with the contract's message.
      const answer: unknown = await Reflect.apply(method, api, [{}]);
      expect([kind, answer]).toMatchObject([kind, { ok: false }]);
    }
    expect(await db.outbox.count()).toBe(0);
    expect(net.requests).toHaveLength(0);
  });
});
