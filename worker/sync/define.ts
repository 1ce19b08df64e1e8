import type { Resource, Result } from '../types';
import type { SyncContext } from './pull';

export type ResourceKind = Resource['kind'];
export type ResourceOf<K extends ResourceKind> = Extract<Resource, { kind: K }>;

/** One resource kind's pull: how it is fetched and stored, and what else to ensure once it is. */
export interface PullDef<K extends ResourceKind> {
  run(ctx: SyncContext, r: ResourceOf<K>): Promise<Result>;
  /** What the pulled resource brings along (ensured once it is stored; their failures are their own). */
  followUps?(ctx: SyncContext, r: ResourceOf<K>): Promise<Resource[]>;
}

/** A pull per kind of K: a kind without its pull (or one too many) does not compile. */
export type Pulls<K extends ResourceKind> = { [P in K]: PullDef<P> };
