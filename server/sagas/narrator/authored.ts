/**
 * The authored narrator: needs no network. It hears an intent in the player's text (look, speak, fight,
 * flee, search, use, rest, or wandering), takes nouns from the premise and from the text, and tells a
 * scene from authored fragments with a small cast — varied by a PRNG seeded from story, chapter and
 * telling, so a replay reads the same and a refresh reads differently.
 */
import type { StoryBlock } from '../../../src/contract';
import { artUrl } from '../../art/urls';
import { CAST, type CastMember } from '../../content/sagas/narrator/cast';
import { cap, type Kit, type Scene } from '../../content/sagas/narrator/kit';
import { ATMOSPHERE, CLOSERS, COMPLICATIONS, ECHO_LINES, ENDING_HOOKS, ENDINGS, OPENINGS, PREMISE_LINES } from '../../content/sagas/narrator/pools';
import { fight, flee, search, use } from '../../content/sagas/narrator/scenes-bold';
import { look, rest, speak, wander } from '../../content/sagas/narrator/scenes-quiet';
import type { Intent } from '../../content/sagas/narrator/intents';
import { deedOf, intentOf, premiseClauses, premiseNouns, targetOf } from './phrases';
import { hash, picker, prng, shuffled } from './seeded-random';
import type { Narrator, NarratorContext } from './types';

const SCENES: Record<Intent, Scene> = { look, speak, fight, flee, search, use, rest, wander };
const FALLBACK_PLACES = ['the old quarter', 'the harbour road', 'the hall of records', 'the crossroads'];
const FALLBACK_THINGS = ['the sealed letter', 'the silver key', 'the broken compass', 'the missing page'];

const narrative = (text: string): StoryBlock => ({ blockType: 'narrative', blockText: text, character: null, characterImageURL: null });
const action = (text: string): StoryBlock => ({ blockType: 'action', blockText: text, character: null, characterImageURL: null });
const moment = (text: string): StoryBlock => ({ blockType: 'cliffhangerMoment', blockText: text, character: null, characterImageURL: null });
const ending = (text: string): StoryBlock => ({ blockType: 'endingCliffhanger', blockText: text, character: null, characterImageURL: null });

/** The owner, introduced as the story's main character. */
function hero(ctx: NarratorContext): StoryBlock[] {
  if (!ctx.hero) return [];
  const text = `You are ${ctx.hero.name}, a Historian with ink on your fingers and a question you cannot put down. This is your story now.`;
  const character = { name: ctx.hero.name, cover: ctx.hero.image ?? '', description: 'A Historian of the Sanctum: you.' };
  return [{ blockType: 'mainCharacter', blockText: text, character: ctx.hero.image ? character : null, characterImageURL: ctx.hero.image }];
}
function dialog(who: CastMember, text: string): StoryBlock {
  const cover = artUrl(who.art);
  return { blockType: 'dialog', blockText: text, character: { name: who.name, cover, description: who.description }, characterImageURL: cover };
}

/** The companion stays for the whole story; the stranger changes with the chapter. */
function kitFor(ctx: NarratorContext, random: () => number): Kit {
  const pick = picker(random);
  const { places, things } = premiseNouns(ctx.premise);
  const ally = CAST[hash(ctx.storyId) % CAST.length]!;
  const others = CAST.filter((c) => c !== ally);
  const thing = things.length > 0 ? pick(things) : pick(FALLBACK_THINGS);
  return {
    pick,
    place: places.length > 0 ? pick(places) : pick(FALLBACK_PLACES),
    thing,
    target: (ctx.playerText && targetOf(ctx.playerText)) || thing,
    ally,
    stranger: pick(others),
    turn: ctx.turnNumber,
  };
}

function opening(ctx: NarratorContext, k: Kit): StoryBlock[] {
  const premise = cap(ctx.premise.trim().replace(/\s+/g, ' '));
  return [
    narrative(/[.!?…”]$/.test(premise) ? premise : `${premise}.`),
    ...hero(ctx),
    narrative(`${k.pick(OPENINGS)(k)} ${k.pick(ATMOSPHERE)(k)}`),
    narrative(k.ally.entrance),
    dialog(k.ally, k.pick(SCENES.wander.ally)(k)),
    moment(k.pick(CLOSERS)(k)),
  ];
}

/** A premise sentence per chapter, in turn, so that a story's later chapters carry what it was asked to be about. */
function premiseLine(ctx: NarratorContext, k: Kit): StoryBlock[] {
  const clauses = premiseClauses(ctx.premise);
  if (clauses.length === 0) return [];
  return [narrative(k.pick(PREMISE_LINES)(clauses[(ctx.turnNumber - 1) % clauses.length]!, k))];
}

/** Each kept echo once (two the same, as one), each in a line of its own: never one sentence twice. */
function echoLines(ctx: NarratorContext, random: () => number): StoryBlock[] {
  const texts = [...new Set(ctx.echoes.map((e) => e.replace(/\s+/g, ' ').trim()).filter(Boolean))].map((e) => (/[.!?…"”']$/.test(e) ? e : `${e}.`));
  const lines = shuffled(ECHO_LINES, random);
  return texts.map((text, i) => narrative(lines[i % lines.length]!(text)));
}

function chapter(ctx: NarratorContext, k: Kit, random: () => number): StoryBlock[] {
  const scene = SCENES[intentOf(ctx.playerText)];
  const blocks = [action(deedOf(ctx.playerText)), narrative(`${k.pick(scene.narrative)(k)} ${k.pick(ATMOSPHERE)(k)}`), ...premiseLine(ctx, k)];
  const reaction = dialog(k.ally, k.pick(scene.ally)(k));
  const outcome = narrative(k.pick(scene.outcome)(k));
  // Sometimes the companion speaks before the outcome lands, sometimes after: rhythm, not a template.
  blocks.push(...(random() < 0.5 ? [reaction, outcome] : [outcome, reaction]));
  if (random() < 0.55) blocks.push(narrative(k.stranger.entrance), dialog(k.stranger, k.pick(scene.stranger)(k)));
  blocks.push(...echoLines(ctx, random));
  if (ctx.ending) blocks.push(narrative(k.pick(ENDINGS)(k)), ending(k.pick(ENDING_HOOKS)(k)));
  else blocks.push(narrative(k.pick(COMPLICATIONS)(k)), moment(k.pick(CLOSERS)(k)));
  return blocks;
}

export const authoredNarrator: Narrator = {
  continue(ctx) {
    const random = prng(`${ctx.storyId}:${ctx.turnNumber}:${ctx.generation}`);
    const k = kitFor(ctx, random);
    return Promise.resolve(ctx.playerText.trim() === '' ? opening(ctx, k) : chapter(ctx, k, random));
  },
};
