/** A guest ('Start Playing') and what it played, for the tests of linking it (by email code or by Google). */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { api } from '../../../src/contract';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { type Caller, caller } from '../helpers';

const series = glassblowersOath;
const first = series.adventures[0]!;

export async function startGuest(app: FastifyInstance): Promise<Caller> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/temp-user/', payload: { user_agent: 'test' } });
  expect(res.statusCode).toBe(200);
  return caller(app, api.tempUser.response.parse(res.json()).access_token);
}

/** Onboarding as 'Start Playing' leads it, then a Timeline's first turn and a Memory's first moment. */
export async function playAsGuest(me: Caller, name: string): Promise<void> {
  await me.call(api.updateUser, {}, { username: name });
  await me.call(api.updateUser, {}, { onboarding_state: 2 });
  await me.call(api.dungeonStart, { id: 'library-burned-twice' }, { artifacts: [] });
  await me.call(api.dungeonContinue, { id: 'library-burned-twice' }, { text: 'look around' });
  await me.call(api.seriesPlay, { seriesId: series.series_id });
  await me.call(api.adventureContinue, { id: first.adventure_id }, { chapter: 1, choice: 'I tell the truth and ask for their help' });
}

/** What a player has played, as the reads show it. */
export async function progressOf(me: Caller) {
  const crawl = await me.call(api.dungeonProgress, { id: 'library-burned-twice' });
  const adventure = await me.call(api.adventure, { id: first.adventure_id });
  return { events: crawl.events.length, chapters: adventure.chapters.length };
}
