/**
 * The pulls a first visit's screens make, loaded with the worker: one entry per resource kind. Every other
 * kind's pull is in ./more-pulls, loaded on first need; together they have one pull per kind of `Resource`
 * (worker/types.ts), or the registries do not compile.
 */
import { challengeSpec, limitedOfferSpec, promptsSpec, rankSpec } from './account';
import { avatarsSpec } from './avatars';
import { both } from './both';
import type { Pulls, ResourceKind } from './define';
import { dungeonSpec } from './dungeon';
import { expeditionProgressSpec, expeditionSpec } from './expedition';
import { homeSpec } from './home';
import { initSpec } from './init';
import { notificationsSpec } from './notifications';
import { pull } from './pull';
import { seriesSpec } from './series';
import { userSpec } from './user';

export const firstPulls = {
  init: { run: (ctx) => pull(ctx, initSpec()) },
  // The user's rank shows beside them.
  user: { run: (ctx) => pull(ctx, userSpec()), followUps: async () => [{ kind: 'rank' }] },
  featured: {
    run: (ctx, r) => pull(ctx, homeSpec(r.kind)),
    // The Sanctum's accordions read each featured dungeon.
    async followUps({ db }) {
      const rows = await db.featured.where('key').startsWith('dungeon:').toArray();
      return rows.flatMap((row) => (row.dungeon_id ? [{ kind: 'dungeon', id: row.dungeon_id } as const] : []));
    },
  },
  recents: { run: (ctx, r) => pull(ctx, homeSpec(r.kind)) },
  series: { run: (ctx, r) => pull(ctx, seriesSpec(r.id)) },
  dungeon: { run: (ctx, r) => pull(ctx, dungeonSpec(r.id)) },
  expedition: {
    async run(ctx, r) {
      const first = await pull(ctx, expeditionSpec(r.id));
      // The progress has nothing to land on without the expedition row.
      if (!first.ok && !(await ctx.db.expeditions.get(r.id))) return first;
      return both(Promise.resolve(first), pull(ctx, expeditionProgressSpec(r.id)));
    },
  },
  rank: { run: (ctx) => pull(ctx, rankSpec()) },
  avatars: { run: (ctx) => pull(ctx, avatarsSpec()) },
  notifications: { run: (ctx) => pull(ctx, notificationsSpec()) },
  prompts: { run: (ctx) => pull(ctx, promptsSpec()) },
  limitedOffer: { run: (ctx) => pull(ctx, limitedOfferSpec(() => ctx.clock.now())) },
  challenge: { run: (ctx, r) => pull(ctx, challengeSpec(r.id)) },
} satisfies Partial<Pulls<ResourceKind>>;

/** The kinds whose pull is here from the start. */
export type FirstKind = keyof typeof firstPulls;
