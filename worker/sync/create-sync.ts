import type { Resource, Result } from '../types';
import { readSession } from '../http/session';
import { threadKey } from '../../src/db';
import type { PullDef, ResourceKind } from './define';
import { type FirstKind, firstPulls } from './first-pulls';
import type { SyncContext } from './pull';

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
 * A kind's pull: the registry of first pulls is here from the start; the crawl's loads on first need from
 * ./crawl-pull, and every other screen's pull (and its rows' code) from ./more-pulls, as the write path does
 * (worker/api.ts).
 */
const isFirst = (kind: ResourceKind): kind is FirstKind => Object.hasOwn(firstPulls, kind);
async function pullOf(kind: ResourceKind): Promise<PullDef<ResourceKind>> {
  if (isFirst(kind)) return firstPulls[kind];
  // A Timeline's read page waits for the crawl's pull alone (e2e/first-load.spec.ts).
  if (kind === 'crawl') return (await import('./crawl-pull')).crawlPulls[kind];
  return (await import('./more-pulls')).morePulls[kind];
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
      p = pullOf(r.kind)
        .then(async (def) => {
          const result = await def.run(ctx, r);
          // Resolves once the follow-ups are stored too; their failures are their own (syncState.error).
          if (result.ok && def.followUps) await Promise.all((await def.followUps(ctx, r)).map(ensure));
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
