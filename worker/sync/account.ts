import type { PullSpec } from './pull';

export const rankSpec = (): PullSpec<'historianRank'> => ({
  key: 'rank',
  endpoint: 'historianRank',
  tables: (db) => [db.rank],
  write: async (db, rank) => {
    await db.rank.put({ ...rank, id: 'me' });
  },
});

/**
 * The server's unseen prompts. A prompt closed here (promptDismiss still in the outbox, or delivered) stays
 * seen; one the server no longer lists as unseen was seen elsewhere and goes.
 */
export const promptsSpec = (): PullSpec<'prompts'> => ({
  key: 'prompts',
  endpoint: 'prompts',
  tables: (db) => [db.prompts],
  write: async (db, { prompts }) => {
    const listed = new Set(prompts.map((p) => p.prompt_id));
    await db.prompts.filter((p) => !listed.has(p.prompt_id)).delete();
    const seenHere = new Set((await db.prompts.filter((p) => p.seen).toArray()).map((p) => p.prompt_id));
    await db.prompts.bulkPut(prompts.map((p) => ({ ...p, seen: seenHere.has(p.prompt_id) })));
  },
  media: ({ prompts }) => ({ image: prompts.map((p) => p.image_url) }),
});

/** fetched_at lets the countdown run on from the answer's seconds_remaining, offline too. */
export const limitedOfferSpec = (now: () => number): PullSpec<'limitedOffer'> => ({
  key: 'limitedOffer',
  endpoint: 'limitedOffer',
  tables: (db) => [db.documents],
  write: async (db, value) => {
    await db.documents.put({ key: 'limitedOffer', value, fetched_at: now() });
  },
});

export const challengeSpec = (sagaId: string): PullSpec<'communityChallenge'> => ({
  key: `challenge:${sagaId}`,
  endpoint: 'communityChallenge',
  params: { sagaId },
  tables: (db) => [db.documents],
  write: async (db, value) => {
    await db.documents.put({ key: `challenge:${sagaId}`, value });
  },
  media: (c) => ({ image: [c.image_url] }),
});
