import { describe, expect, it } from 'vitest';
import type { OutboxKind } from '../../../src/db';
import type { Result } from '../../../worker/types';
import { writes } from '../../../worker/writes';
import { type harness, signedIn } from '../helpers/harness';

/** Every kind of src/db's OutboxWrites, spelled out: a kind added there must be added here too. */
const KINDS: Record<OutboxKind, true> = {
  chapterChoose: true,
  commentPost: true,
  ratingSet: true,
  turnPlay: true,
  journalEntryAdd: true,
  journalSegmentAdd: true,
  roomNoteAdd: true,
  roomNoteDelete: true,
};

/** The API has a typed method per kind: this does not compile when one is missing. */
export const methodPerKind = (api: ReturnType<typeof harness>['api']): { [K in OutboxKind]: (input: never) => Promise<Result> } => api;

describe('the registry of writes', () => {
  it('holds one write per kind, under its own kind', () => {
    expect(Object.keys(writes).sort()).toEqual(Object.keys(KINDS).sort());
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
