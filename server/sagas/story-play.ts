/**
 * Telling a custom story: creating it (its opening chapter), a turn, and a refresh. Each is split in two:
 * `prepare…` reads and awaits the narrator (no writes), `commit…` writes in the idempotent transaction and
 * re-checks that the story did not move on meanwhile.
 */
import { randomUUID } from 'node:crypto';
import type { Story, StoryBlock } from '../../src/contract';
import type { ServerContext } from '../http/server-context';
import { fail } from '../http/errors';
import { customCardOf, giveCard, insertCustomCard } from '../store/sagas/cards';
import { publicAvatarUrl } from '../account/public-avatar';
import { UNNAMED } from '../account/public-user';
import { findUser } from '../store/users';
import { type CustomSagaRow, insertCustomSaga, sagaIdTaken, touchCustomSaga } from '../store/sagas/custom-sagas';
import { picksOf } from '../store/sagas/echoes';
import { blocksOf, deleteTurnsAfter, findTurn, insertTurn, listTurns, retellTurn } from '../store/sagas/story-turns';
import { NARRATOR_MEMORY, type Narrator, type NarratorContext } from './narrator/types';
import { ownedStory, sagaFor } from '../access/saga-access';
import { chapterLimit, storyView } from './story-view';

type CreateBody = { saga_id?: string; title?: string; premise: string; from_saga_id?: string | null };

/** The owner, as the opening introduces them. */
async function heroOf(ctx: ServerContext, userId: string): Promise<NarratorContext['hero']> {
  return { name: (await findUser(ctx.db, userId))?.username ?? UNNAMED, image: await publicAvatarUrl(ctx.db, userId) };
}

/** A free story's last chapter is its ending; a turn past it needs unlimited play (Endless Adventures). */
async function endingAt(ctx: ServerContext, saga: CustomSagaRow, turnNumber: number): Promise<boolean> {
  const limit = await chapterLimit(ctx.db, saga, ctx.now());
  if (limit !== null && turnNumber > limit) fail(403, 'Subscribe for Endless Adventures to continue this story.');
  return limit !== null && turnNumber === limit;
}

export interface PreparedCreate {
  sagaId: string;
  title: string;
  premise: string;
  fromSagaId: string | null;
  fromCustom: boolean;
  blocks: StoryBlock[];
}

/** 'A lighthouse keeper finds a door in the sea…' → 'A lighthouse keeper finds a door in the sea'. */
function titleFrom(premise: string): string {
  const first = premise.split(/[.!?\n]/)[0]!.trim();
  return first.length <= 60 ? first : `${first.slice(0, 59).replace(/\s+\S*$/, '')}…`;
}

export async function prepareCreate(ctx: ServerContext, userId: string, body: CreateBody, narrator: Narrator): Promise<PreparedCreate> {
  const from = body.from_saga_id ? await sagaFor(ctx.db, userId, body.from_saga_id) : null;
  const title = body.title?.trim() || titleFrom(body.premise);
  if (body.saga_id && await sagaIdTaken(ctx.db, body.saga_id)) takenId();
  const sagaId = body.saga_id ?? randomUUID();
  const blocks = await narrator.continue({
    storyId: sagaId,
    title,
    premise: body.premise,
    turns: [],
    playerText: '',
    turnNumber: 1,
    generation: 0,
    echoes: [],
    hero: await heroOf(ctx, userId),
  });
  return { sagaId, title, premise: body.premise, fromSagaId: body.from_saga_id ?? null, fromCustom: from?.kind === 'custom', blocks };
}

const takenId = (): never => fail(409, 'That adventure already exists.');

export async function commitCreate(ctx: ServerContext, userId: string, p: PreparedCreate): Promise<Story> {
  // Another create with the same id may have landed while the narrator was writing.
  if (await sagaIdTaken(ctx.db, p.sagaId)) takenId();
  const now = ctx.now();
  await insertCustomSaga(ctx.db, { saga_id: p.sagaId, owner_id: userId, title: p.title, premise: p.premise, from_saga_id: p.fromSagaId }, now);
  await insertTurn(ctx.db, { turn_id: randomUUID(), saga_id: p.sagaId, turn_number: 1, player_text: null, blocks: p.blocks, generation: 0 }, now);
  const cardId = `card-${p.sagaId}`;
  await insertCustomCard(ctx.db, { card_id: cardId, saga_id: p.sagaId, name: p.title, art: `story-${p.sagaId}`, is_fanfiction: !!p.fromSagaId, created_by: userId });
  await giveCard(ctx.db, userId, cardId, now);
  // A new version of someone's custom story hands its reader that story's card: they keep it, whatever its owner does.
  const original = p.fromCustom && p.fromSagaId ? await customCardOf(ctx.db, p.fromSagaId) : undefined;
  if (original) await giveCard(ctx.db, userId, original, now);
  return storyView(ctx.db, userId, await ownedStory(ctx.db, userId, p.sagaId), now, ctx.narrate);
}

export interface PreparedTurn {
  turns: number;
  blocks: StoryBlock[];
}

/** The texts of the echoes kept in the Scroll of Fate of chapter `n` (for the chapter after it), in echo mode. */
async function keptEchoes(ctx: ServerContext, saga: CustomSagaRow, n: number): Promise<string[]> {
  if (saga.adventure_mode !== 'echo') return [];
  const texts: string[] = [];
  for (const p of await picksOf(ctx.db, saga.saga_id, n)) {
    const text = (await findTurn(ctx.db, p.echo_id))?.player_text;
    if (text !== null && text !== undefined) texts.push(text);
  }
  return texts;
}

export async function prepareTurn(ctx: ServerContext, userId: string, storyId: string, text: string, narrator: Narrator): Promise<PreparedTurn> {
  const saga = await ownedStory(ctx.db, userId, storyId);
  const turns = await listTurns(ctx.db, saga.saga_id);
  const n = turns.length;
  const ending = await endingAt(ctx, saga, n + 1);
  const echoes = await keptEchoes(ctx, saga, n);
  const blocks = await narrator.continue({
    storyId: saga.saga_id,
    title: saga.title,
    premise: saga.premise,
    turns: turns.slice(-NARRATOR_MEMORY).map((t) => ({ playerText: t.player_text, blocks: blocksOf(t) })),
    playerText: text,
    turnNumber: n + 1,
    generation: 0,
    echoes,
    ending,
  });
  return { turns: n, blocks };
}

const movedOn = (): never => fail(409, 'The story moved on while the narrator was writing. Please try again.');

export async function commitTurn(ctx: ServerContext, userId: string, storyId: string, text: string, p: PreparedTurn): Promise<Story> {
  const saga = await ownedStory(ctx.db, userId, storyId);
  if ((await listTurns(ctx.db, saga.saga_id)).length !== p.turns) movedOn();
  const now = ctx.now();
  await insertTurn(ctx.db, { turn_id: randomUUID(), saga_id: saga.saga_id, turn_number: p.turns + 1, player_text: text, blocks: p.blocks, generation: 0 }, now);
  await touchCustomSaga(ctx.db, saga.saga_id, now);
  return storyView(ctx.db, userId, await ownedStory(ctx.db, userId, saga.saga_id), now, ctx.narrate);
}

export interface PreparedRefresh {
  turnId: string;
  generation: number;
  blocks: StoryBlock[];
}

/** The last chapter told again: same story, same player text, the next telling. */
export async function prepareRefresh(ctx: ServerContext, userId: string, storyId: string, narrator: Narrator): Promise<PreparedRefresh> {
  const saga = await ownedStory(ctx.db, userId, storyId);
  const turns = await listTurns(ctx.db, saga.saga_id);
  const last = turns.at(-1)!;
  const generation = last.generation + 1;
  const ending = blocksOf(last).at(-1)?.blockType === 'endingCliffhanger';
  const blocks = await narrator.continue({
    storyId: saga.saga_id,
    title: saga.title,
    premise: saga.premise,
    turns: turns.slice(0, -1).slice(-NARRATOR_MEMORY).map((t) => ({ playerText: t.player_text, blocks: blocksOf(t) })),
    playerText: last.player_text ?? '',
    turnNumber: last.turn_number,
    generation,
    // A retelling weaves in the same Scroll of Fate as the telling it replaces.
    echoes: await keptEchoes(ctx, saga, last.turn_number - 1),
    ending,
    hero: last.turn_number === 1 ? await heroOf(ctx, userId) : undefined,
  });
  return { turnId: last.turn_id, generation, blocks };
}

export async function commitRefresh(ctx: ServerContext, userId: string, storyId: string, p: PreparedRefresh): Promise<Story> {
  const saga = await ownedStory(ctx.db, userId, storyId);
  const last = (await listTurns(ctx.db, saga.saga_id)).at(-1);
  if (last?.turn_id !== p.turnId || last.generation !== p.generation - 1) movedOn();
  await retellTurn(ctx.db, p.turnId, p.blocks, p.generation);
  await touchCustomSaga(ctx.db, saga.saga_id, ctx.now());
  return storyView(ctx.db, userId, await ownedStory(ctx.db, userId, saga.saga_id), ctx.now(), ctx.narrate);
}

/** Back to the opening chapter; the opening itself is kept (refresh retells it). */
export async function restartStory(ctx: ServerContext, userId: string, storyId: string): Promise<Story> {
  const saga = await ownedStory(ctx.db, userId, storyId);
  await deleteTurnsAfter(ctx.db, saga.saga_id, 1);
  await touchCustomSaga(ctx.db, saga.saga_id, ctx.now());
  return storyView(ctx.db, userId, await ownedStory(ctx.db, userId, saga.saga_id), ctx.now(), ctx.narrate);
}
