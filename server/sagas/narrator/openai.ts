/**
 * A narrator backed by any OpenAI-compatible chat endpoint (POST {base}/chat/completions), asked for
 * JSON blocks. The answer is validated; on any failure (network, status, timeout, malformed JSON, off-shape
 * blocks) the story is told by the fallback narrator instead, and the failure is logged: a player must never
 * be left without a chapter.
 */
import { z } from 'zod';
import { type StoryBlock, TextBlockKind } from '../../../src/contract';
import { artUrl } from '../../art/urls';
import { NARRATOR_MEMORY, type Narrator, type NarratorContext } from './types';

export interface OpenAiOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  fallback: Narrator;
  timeoutMs?: number;
  log?: (message: string) => void;
  fetch?: typeof fetch;
}

const Answer = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });
const Blocks = z.object({
  blocks: z
    .array(
      z.object({
        blockType: TextBlockKind,
        blockText: z.string().trim().min(1).max(4000),
        speaker: z.string().trim().max(80).nullish(),
      }),
    )
    .min(1)
    .max(20),
});

const SYSTEM = [
  'You are the narrator of an interactive story. Continue the story from what the player does, in the second person,',
  'warm and vivid, 4 to 8 short blocks. Answer ONLY with JSON: {"blocks":[{"blockType":"narrative|dialog|action|cliffhangerMoment|endingCliffhanger","blockText":"...","speaker":"name for dialog"}]}.',
  'Start with an action block retelling the player\'s deed (skip it for the opening), end with a cliffhangerMoment asking what the player does next. Plain text only, no markup.',
].join(' ');

function messages(ctx: NarratorContext) {
  const history = ctx.turns.slice(-NARRATOR_MEMORY).flatMap((t) => [
    ...(t.playerText ? [{ role: 'user', content: t.playerText }] : []),
    { role: 'assistant', content: JSON.stringify({ blocks: t.blocks.map((b) => ({ blockType: b.blockType, blockText: b.blockText })) }) },
  ]);
  const echoes = ctx.echoes.length ? `\nWeave in, lightly, these choices of other players: ${ctx.echoes.join(' | ')}` : '';
  const opening = ctx.hero ? `Open the story with its first chapter; its main character is the player, ${ctx.hero.name}.` : 'Open the story with its first chapter.';
  const close = ctx.ending ? '\nThis chapter ends the story: close it, and make the last block an endingCliffhanger hinting it could go on.' : '';
  const ask = `${ctx.playerText.trim() === '' ? opening : ctx.playerText}${close}`;
  return [
    { role: 'system', content: `${SYSTEM}\nTitle: ${ctx.title}\nPremise: ${ctx.premise}` },
    ...history,
    { role: 'user', content: `${ask}${echoes}` },
  ];
}

/** A speaker the model invented gets a generated portrait keyed by their name. */
function toBlock(b: z.infer<typeof Blocks>['blocks'][number]): StoryBlock {
  if (b.blockType !== 'dialog' || !b.speaker) {
    return { blockType: b.blockType === 'dialog' ? 'narrative' : b.blockType, blockText: b.blockText, character: null, characterImageURL: null };
  }
  const cover = artUrl(`char-story-${b.speaker.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 60) || 'voice'}`);
  return { blockType: 'dialog', blockText: b.blockText, character: { name: b.speaker, cover, description: '' }, characterImageURL: cover };
}

export function openAiNarrator(o: OpenAiOptions): Narrator {
  const doFetch = o.fetch ?? fetch;
  const log = o.log ?? ((m: string) => console.warn(m));
  return {
    async continue(ctx) {
      try {
        const res = await doFetch(`${o.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {}) },
          body: JSON.stringify({ model: o.model, messages: messages(ctx), response_format: { type: 'json_object' }, temperature: 0.9 }),
          signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
        });
        if (!res.ok) throw new Error(`status ${res.status}`);
        const content = Answer.parse(await res.json()).choices[0]!.message.content;
        return Blocks.parse(JSON.parse(content)).blocks.map(toBlock);
      } catch (error) {
        log(`narrator: the LLM at ${o.baseUrl} failed (${error instanceof Error ? error.message : String(error)}); telling it from authored fragments`);
        return o.fallback.continue(ctx);
      }
    },
  };
}
