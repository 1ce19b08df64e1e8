import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { StoryBlock } from '../../../src/contract';
import { authoredNarrator } from '../../../server/sagas/narrator/authored';
import { premiseNouns, targetOf } from '../../../server/sagas/narrator/phrases';
import { narratorFromEnv } from '../../../server/sagas/narrator';
import { openAiNarrator } from '../../../server/sagas/narrator/openai';
import type { NarratorContext } from '../../../server/sagas/narrator/types';

const ctx = (playerText: string, turnNumber = 2, generation = 0): NarratorContext => ({
  storyId: 'story-1',
  title: 'The Tide Door',
  premise: 'A lighthouse keeper finds a door in the sea that opens only at low tide, and a letter from her drowned brother.',
  turns: [],
  playerText,
  turnNumber,
  generation,
  echoes: [],
});

describe('the authored narrator', () => {
  const inputs = [
    'I look at the strange carvings on the door',
    'Ask the old fisherman what he saw last night?',
    'I draw my knife and attack the shadow',
    'Run back to the lighthouse and hide',
    'I search the chest in the cellar',
  ];

  it('tells non-empty, varied, well-formed chapters for different intents', async () => {
    const told = await Promise.all(inputs.map((t, i) => authoredNarrator.continue(ctx(t, i + 2))));
    for (const [i, blocks] of told.entries()) {
      expect(blocks.length).toBeGreaterThanOrEqual(5);
      for (const b of blocks) expect(StoryBlock.parse(b).blockText.trim().length).toBeGreaterThan(10);
      expect(blocks[0]).toMatchObject({ blockType: 'action' });
      expect(blocks.at(-1)).toMatchObject({ blockType: 'cliffhangerMoment' });
      expect(blocks.some((b) => b.blockType === 'dialog' && b.character?.name)).toBe(true);
      expect(blocks.some((b) => /\{|\}|undefined|null/.test(b.blockText)), inputs[i]).toBe(false);
    }
    expect(told[0]![0]!.blockText).toBe('You look at the strange carvings on the door.');
    expect(told[3]![0]!.blockText).toBe('You run back to the lighthouse and hide.');
    // Different inputs, different scenes: the second blocks all differ.
    expect(new Set(told.map((b) => b[1]!.blockText)).size).toBe(inputs.length);
    expect(told[2]!.map((b) => b.blockText).join(' ')).toContain('the shadow');
  });

  it('is deterministic for a telling, and different for the next telling', async () => {
    const a = await authoredNarrator.continue(ctx(inputs[4]!));
    expect(await authoredNarrator.continue(ctx(inputs[4]!))).toEqual(a);
    expect(await authoredNarrator.continue(ctx(inputs[4]!, 2, 1))).not.toEqual(a);
  });

  it('brings the premise back in later chapters, a sentence at a time, and goes to the places it names', async () => {
    const premise = 'A cartographer in Venice finds that her newest map shows a canal that was filled in a hundred years ago. The gondoliers say the canal returns every spring tide, and the doge wants the map burned.';
    const told = (turnNumber: number) => authoredNarrator.continue({ ...ctx('I row to where the canal used to be', turnNumber), premise }).then((b) => b.map((x) => x.blockText).join(' '));
    expect(await told(2)).toContain('the gondoliers say the canal returns every spring tide, and the doge wants the map burned.');
    expect(await told(3)).toContain('a cartographer in Venice finds that her newest map shows a canal that was filled in a hundred years ago.');
    expect(premiseNouns(premise).places).toEqual(['Venice']);
    const opening = await authoredNarrator.continue({ ...ctx('', 1), premise });
    expect(opening[1]!.blockText).toMatch(/Venice/);
  });

  it('weaves each kept echo in once, each in a sentence of its own', async () => {
    const echoes = ['I follow the gondolier', 'I burn the map myself', '  I follow the gondolier ', 'I ask the doge for mercy.', 'I hide the map in the bell tower'];
    for (let generation = 0; generation < 12; generation++) {
      const blocks = await authoredNarrator.continue({ ...ctx('I search the chest in the cellar', 2, generation), echoes });
      const texts = blocks.map((b) => b.blockText);
      const distinct = ['I follow the gondolier', 'I burn the map myself', 'I ask the doge for mercy', 'I hide the map in the bell tower'];
      for (const echo of distinct) expect(texts.join(' ').split(echo).length - 1, echo).toBe(1);
      // The sentences around the echoes: no frame used twice.
      const frames = texts.filter((t) => distinct.some((e) => t.includes(e))).map((t) => distinct.reduce((f, e) => f.replace(e, '…'), t));
      expect(frames).toHaveLength(4);
      expect(new Set(frames).size).toBe(4);
      expect(texts.join(' ')).not.toMatch(/[a-z]” [A-Z]/);
    }
  });

  it('opens a story from its premise', async () => {
    const blocks = await authoredNarrator.continue(ctx('', 1));
    expect(blocks[0]!.blockText).toBe(ctx('').premise);
    expect(blocks.at(-1)!.blockType).toBe('cliffhangerMoment');
  });
});

describe('what the authored narrator reads in a text', () => {
  it('takes the thing acted on, not a clause, a possessive or where it is', () => {
    expect(targetOf('I burn the map and watch which streets survive the fire')).toBeNull();
    expect(targetOf('I read the name carved inside the ferryman’s lantern')).toBe('the name');
    expect(targetOf('I open the letter by the campfire, alone')).toBe('the letter');
    expect(targetOf('I run before the librarian can read my name aloud')).toBe('your name');
    expect(targetOf('I look at the great clock’s hands')).toBe('the great clock’s hands');
  });

  it('takes the premise’s nouns, not its verbs, ordinals or possessives', () => {
    expect(premiseNouns('In the orchard the apples ring like bells, and the ferry across the lake waits.').things).toEqual(['the orchard', 'the apples', 'the ferry']);
    expect(premiseNouns('You hold a card from the ninth, stamped by the ferryman’s hand.').things).toEqual(['the card', 'the ferryman’s hand']);
    expect(premiseNouns('A lighthouse keeper finds a door in the sea.').things).toEqual(['the lighthouse keeper', 'the door']);
  });
});

describe('the OpenAI-compatible narrator', () => {
  let fake: Server | undefined;
  afterEach(() => new Promise<void>((done) => (fake ? fake.close(() => done()) : done())));

  /** A local stand-in for a chat completions endpoint on 127.0.0.1: never the internet. */
  async function fakeLlm(reply: (body: { model: string; messages: { role: string; content: string }[] }, auth: string | undefined) => { status: number; json: unknown }): Promise<string> {
    fake = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        expect(req.url).toBe('/v1/chat/completions');
        const { status, json } = reply(JSON.parse(text) as never, req.headers.authorization);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      });
    });
    await new Promise<void>((done) => fake!.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  }

  const completion = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });

  it('asks for JSON blocks with the model and key, and validates the answer', async () => {
    let seen: { model: string; auth?: string; last: string } | undefined;
    const baseUrl = await fakeLlm((body, auth) => {
      seen = { model: body.model, auth, last: body.messages.at(-1)!.content };
      return {
        status: 200,
        json: completion(
          JSON.stringify({
            blocks: [
              { blockType: 'action', blockText: 'You open the door.' },
              { blockType: 'dialog', blockText: 'Welcome back.', speaker: 'The Keeper' },
              { blockType: 'cliffhangerMoment', blockText: 'What now?' },
            ],
          }),
        ),
      };
    });
    const logs: string[] = [];
    const narrator = openAiNarrator({ baseUrl, model: 'tiny-model', apiKey: 'sk-test', fallback: authoredNarrator, log: (m) => logs.push(m) });
    const blocks = await narrator.continue(ctx('I open the door'));
    expect(seen).toEqual({ model: 'tiny-model', auth: 'Bearer sk-test', last: 'I open the door' });
    expect(blocks.map((b) => b.blockType)).toEqual(['action', 'dialog', 'cliffhangerMoment']);
    expect(blocks[1]!.character?.name).toBe('The Keeper');
    expect(logs).toEqual([]);
  });

  for (const [name, reply] of [
    ['a server error', () => ({ status: 500, json: { error: 'boom' } })],
    ['content that is not JSON', () => ({ status: 200, json: completion('Once upon a time…') })],
    ['blocks off the contract', () => ({ status: 200, json: completion(JSON.stringify({ blocks: [{ blockType: 'poem', blockText: 'x' }] })) })],
  ] as const) {
    it(`falls back to the authored narrator on ${name}, and logs it`, async () => {
      const baseUrl = await fakeLlm(reply);
      const logs: string[] = [];
      const narrator = openAiNarrator({ baseUrl, model: 'm', fallback: authoredNarrator, log: (m) => logs.push(m) });
      expect(await narrator.continue(ctx('I open the door'))).toEqual(await authoredNarrator.continue(ctx('I open the door')));
      expect(logs).toHaveLength(1);
    });
  }

  it('falls back when nothing listens, and is off unless LLM_BASE_URL is set', async () => {
    const logs: string[] = [];
    const narrator = openAiNarrator({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', fallback: authoredNarrator, log: (m) => logs.push(m), timeoutMs: 2000 });
    expect((await narrator.continue(ctx('wait'))).length).toBeGreaterThan(0);
    expect(logs).toHaveLength(1);
    expect(narratorFromEnv({})).toBe(authoredNarrator);
    expect(narratorFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:9' })).not.toBe(authoredNarrator);
  });
});
