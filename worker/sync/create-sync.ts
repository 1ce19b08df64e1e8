import type { Resource, Result } from '../types';
import { readSession } from '../http/session';
import { adventureSpec } from './adventure';
import { commentsSpec } from './comments';
import { homeSpec } from './home';
import { initSpec } from './init';
import { pull, type SyncContext } from './pull';
import { seriesSpec } from './series';
import { userSpec } from './user';

/** How long pulled data counts as fresh for `ensure`. */
export const FRESH_MS = 5 * 60_000;

export function resourceKey(r: Resource): string {
  switch (r.kind) {
    case 'series':
    case 'adventure':
      return `${r.kind}:${r.id}`;
    case 'comments':
      return `comments:${r.sagaId}`;
    default:
      return r.kind;
  }
}

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
    case 'adventure':
      return pull(ctx, adventureSpec(r.id));
    case 'comments':
      return pull(ctx, commentsSpec(r.sagaId));
  }
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
      p = pullOf(ctx, r).finally(() => inFlight.delete(key));
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
