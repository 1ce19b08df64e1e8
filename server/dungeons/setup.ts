/**
 * The dungeon domain's start-up: seeds the dungeons (idempotent by id) and remembers how crawl seeds
 * are chosen for this database. By default a seed is derived from user, dungeon and attempt, so the same
 * crawl replays the same dice; tests pass ServerOptions.seedFor to fix it.
 */
import { createHash } from 'node:crypto';
import { EXPEDITION } from '../content/expedition';
import { DUNGEONS } from '../content/dungeons';
import { type Db, storeIdentity } from '../store/db';
import { seedDungeons } from '../store/dungeons/seeded-dungeons';

export type SeedFor = (userId: string, dungeonId: string, attempt: number) => number;

/** Keyed by the database's identity (store/db.ts storeIdentity): a turn asks through its transaction. */
const policies = new WeakMap<object, SeedFor>();

export function derivedSeed(userId: string, dungeonId: string, attempt: number): number {
  return createHash('sha256').update(`${userId}:${dungeonId}:${attempt}`).digest().readUInt32LE(0);
}

export async function setUpDungeons(db: Db, now: number, seedFor?: SeedFor): Promise<void> {
  await seedDungeons(db, DUNGEONS, now, [EXPEDITION]);
  if (seedFor) policies.set(storeIdentity(db), seedFor);
}

export function crawlSeed(db: Db, userId: string, dungeonId: string, attempt: number): number {
  return (policies.get(storeIdentity(db)) ?? derivedSeed)(userId, dungeonId, attempt);
}
