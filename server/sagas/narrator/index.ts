/**
 * Which narrator tells custom stories: the authored one, unless LLM_BASE_URL names an OpenAI-compatible
 * endpoint (LLM_MODEL, default 'gpt-4o-mini'; LLM_API_KEY if it needs one), which then falls back to the authored one.
 * Tests swap the narrator of one app with setNarrator.
 */
import type { FastifyInstance } from 'fastify';
import { authoredNarrator } from './authored';
import { openAiNarrator } from './openai';
import type { Narrator } from './types';

export type { Narrator, NarratorContext } from './types';

export function narratorFromEnv(env: NodeJS.ProcessEnv = process.env): Narrator {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return authoredNarrator;
  return openAiNarrator({ baseUrl, model: env.LLM_MODEL?.trim() || 'gpt-4o-mini', apiKey: env.LLM_API_KEY?.trim() || undefined, fallback: authoredNarrator });
}

const chosen = new WeakMap<FastifyInstance, Narrator>();

export function setNarrator(app: FastifyInstance, narrator: Narrator): void {
  chosen.set(app, narrator);
}

export function narratorOf(app: FastifyInstance): Narrator {
  let n = chosen.get(app);
  if (!n) chosen.set(app, (n = narratorFromEnv()));
  return n;
}
