/** Shared setup of the dungeon tests: a server with fixed dice, the engine's test vault seeded beside the real dungeons. */
import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from '../../../server/app';
import { activateSubscription } from '../../../server/account/passes';
import { api } from '../../../src/contract';
import type { DungeonSeed } from '../../../server/content/dungeon-types';
import type { CrawlState } from '../../../server/engine/dungeon';
import { findCrawl } from '../../../server/dungeons/crawls';
import { seedDungeons } from '../../../server/store/dungeons/seeded-dungeons';
import { SHORT_WIN, vault } from '../../engine/fixture';
import type { Step } from '../../engine/helpers';
import { type Caller, type Clock, player, server } from '../helpers';

export { SHORT_WIN, vault };
export const VAULT = vault.dungeon_id;
export const PREMIUM_VAULT = 'test-vault-premium';

/** The seeds the engine's playthroughs use, so the HTTP playthroughs roll the same dice. */
const SEEDS: Record<string, number> = { 'night-market-samarkand': 2 };

export async function dungeonServer(opts: Partial<ServerOptions> = {}): Promise<{ app: FastifyInstance; clock: Clock }> {
  const made = await server({ seedFor: (_user, dungeonId) => SEEDS[dungeonId] ?? 1, ...opts });
  const premium: DungeonSeed = { ...vault, dungeon_id: PREMIUM_VAULT, name: 'The Premium Vault', is_premium: true };
  await seedDungeons(made.app.ctx.db, [vault, premium], made.clock.now());
  return made;
}

export interface Historian extends Caller {
  userId: string;
}

export async function historian(app: FastifyInstance, name: string): Promise<Historian> {
  const me = await player(app, `${name}@example.com`, name);
  return Object.assign(me, { userId: (await me.call(api.getUser)).user_id });
}

/** A month of the Mythic plan, recorded the way the test-mode checkout's webhook records it. */
export async function subscribe(app: FastifyInstance, userId: string): Promise<void> {
  await activateSubscription(app.ctx.db, userId, 'test', app.ctx.now());
}

export const stateOf = async (app: FastifyInstance, userId: string, dungeonId: string): Promise<CrawlState> => (await findCrawl(app.ctx.db, userId, dungeonId))!.state;

/** Plays a script through PUT /continue/, retrying a step until its `done` holds (as the engine tests do). */
export async function playScript(app: FastifyInstance, me: Historian, dungeonId: string, steps: (Step | string)[], maxTries = 8) {
  const answers = [];
  for (const raw of steps) {
    const step = typeof raw === 'string' ? { input: raw } : raw;
    for (let i = 0; i < maxTries; i++) {
      answers.push(await me.call(api.dungeonContinue, { id: dungeonId }, { text: step.input }));
      if (!step.done || step.done(await stateOf(app, me.userId, dungeonId))) break;
      if (i === maxTries - 1) throw new Error(`"${step.input}" never succeeded`);
    }
  }
  return answers;
}

/** A raw call, for refusals: status and parsed body. */
export async function attempt(me: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, key?: string) {
  const res = await me.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: key ? { 'idempotency-key': key } : {},
  });
  return { status: res.statusCode, body: res.json() as { message?: string } };
}
