import type { Resource, Result } from '../types';
import { readSession } from '../http/session';
import { both } from './both';
import { threadKey } from '../../src/db';
import { avatarsSpec } from './avatars';
import { challengeSpec, limitedOfferSpec, promptsSpec, rankSpec } from './account';
import { dungeonSpec } from './dungeon';
import { expeditionProgressSpec, expeditionSpec } from './expedition';
import { homeSpec } from './home';
import { initSpec } from './init';
import { notificationsSpec } from './notifications';
import { pull, type SyncContext } from './pull';
import { seriesSpec } from './series';
import { userSpec } from './user';

/** How long pulled data counts as fresh for `ensure`. */
export const FRESH_MS = 5 * 60_000;

export function resourceKey(r: Resource): string {
  switch (r.kind) {
    case 'thread':
      return `thread:${threadKey(r.thread)}`;
    case 'cards':
      return `cards:${r.tab}`;
    case 'threadOlder':
      return `threadOlder:${threadKey(r.thread)}`;
    case 'search':
      return `search:${r.id.trim().toLocaleLowerCase('en')}`;
    default:
      return 'id' in r ? `${r.kind}:${r.id}` : r.kind;
  }
}

/**
 * The pulls a first visit's screens make are here from the start; every other screen's pull (and its
 * rows' code) loads on first need from ./more-pulls, as the write path does (worker/api.ts).
 */
function pullOf(ctx: SyncContext, r: Resource): Promise<Result> {
  switch (r.kind) {
    case 'init':
      return pull(ctx, initSpec());
    case 'user':
      return pull(ctx, userSpec());
    case 'featured':
    case 'recents':
      return pull(ctx, homeSpec(r.kind));
    case 'series':
      return pull(ctx, seriesSpec(r.id));
    case 'dungeon':
      return pull(ctx, dungeonSpec(r.id));
    case 'expedition':
      return pull(ctx, expeditionSpec(r.id)).then(async (first) => {
        // The progress has nothing to land on without the expedition row.
        if (!first.ok && !(await ctx.db.expeditions.get(r.id))) return first;
        return both(Promise.resolve(first), pull(ctx, expeditionProgressSpec(r.id)));
      });
    case 'rank':
      return pull(ctx, rankSpec());
    case 'avatars':
      return pull(ctx, avatarsSpec());
    case 'notifications':
      return pull(ctx, notificationsSpec());
    case 'prompts':
      return pull(ctx, promptsSpec());
    case 'limitedOffer':
      return pull(ctx, limitedOfferSpec(() => ctx.clock.now()));
    case 'challenge':
      return pull(ctx, challengeSpec(r.id));
    default:
      return import('./more-pulls').then(({ pullMore }) => pullMore(ctx, r));
  }
}

/**
 * What a pulled resource brings along: the Sanctum's accordions read each featured dungeon; the user's
 * rank shows beside them; an end screen shows the Timelines and Memories it suggests.
 */
async function followUps(ctx: SyncContext, r: Resource): Promise<Resource[]> {
  if (r.kind === 'endScreen') return (await import('./adventure-extras')).alsoLikeDetails(ctx.db, r.id);
  if (r.kind === 'featured') {
    const rows = await ctx.db.featured.where('key').startsWith('dungeon:').toArray();
    return rows.flatMap((row) => (row.dungeon_id ? [{ kind: 'dungeon', id: row.dungeon_id } as const] : []));
  }
  if (r.kind === 'user') return [{ kind: 'rank' }];
  return [];
}

export interface Sync {
  ensure(r: Resource): Promise<Result>;
  refresh(r: Resource): Promise<Result>;
  /** Pull the session's basics: init always; user, featured and recents when signed in. */
  resync(mode: 'refresh' | 'ensure'): Promise<void>;
}

export function createSync(ctx: SyncContext, freshMs = FRESH_MS): Sync {
  // One fetch per resource at a time: screens that mount together ask for the same thing.
  const inFlight = new Map<string, Promise<Result>>();

  function refresh(r: Resource): Promise<Result> {
    const key = resourceKey(r);
    let p = inFlight.get(key);
    if (!p) {
      p = pullOf(ctx, r)
        .then(async (result) => {
          // Resolves once the follow-ups are stored too; their failures are their own (syncState.error).
          if (result.ok) await Promise.all((await followUps(ctx, r)).map(ensure));
          return result;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, p);
    }
    return p;
  }

  async function ensure(r: Resource): Promise<Result> {
    const state = await ctx.db.syncState.get(resourceKey(r));
    if (state && state.fetchedAt > 0 && ctx.clock.now() - state.fetchedAt < freshMs) return { ok: true, value: undefined };
    return refresh(r);
  }

  async function resync(mode: 'refresh' | 'ensure'): Promise<void> {
    const go = mode === 'refresh' ? refresh : ensure;
    const signedIn = Boolean((await readSession(ctx.db))?.access_token);
    const basics: Resource[] = signedIn ? [{ kind: 'init' }, { kind: 'user' }, { kind: 'featured' }, { kind: 'recents' }] : [{ kind: 'init' }];
    await Promise.all(basics.map(go));
  }

  return { ensure, refresh, resync };
}
