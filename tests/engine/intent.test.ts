import { describe, expect, it } from 'vitest';
import { chainGoldenHorn } from '../../server/content/dungeons/chain-golden-horn';
import { libraryBurnedTwice } from '../../server/content/dungeons/library-burned-twice';
import { act, parseIntent, startCrawl } from '../../server/engine/dungeon';
import { vault } from './fixture';
import { NOW, ofType } from './helpers';

const start = () => startCrawl(vault, { seed: 1, artifacts: [], now: NOW });

describe('intent parser', () => {
  it.each([
    ['grab the lantrn', 'take', 'lantern'],
    ['PICK UP THE LANTERNS', 'take', 'lantern'],
    ['Lantern', 'take', 'lantern'],
    ['exmaine the statue', 'examine', 'statue'],
    ['inspect thoth', 'examine', 'statue'],
    ['go north', 'go', 'vault-room'],
    ['walk through the arch', 'go', 'arena'],
    ['speak with the prisoner', 'talk', 'prisoner'],
  ])('reads "%s" as %s %s', (text, verb, key) => {
    const intent = parseIntent(vault, start().state.world, text);
    expect(intent.verb).toBe(verb);
    expect(intent.target?.key).toBe(key);
  });

  it("'grab the lantrn' takes the lantern", () => {
    const r = act(vault, start().state, 'grab the lantrn', { now: NOW });
    expect(r.state.world.inventory).toEqual({ lantern: 1 });
    expect(r.newItems).toEqual(['lantern']);
    expect(r.placed).toBe(true);
    expect(r.state.world.actionsLeft).toBe(19);
  });

  it('never reads a compass word fuzzily', () => {
    expect(parseIntent(vault, start().state.world, 'go west').target).toBeNull();
  });

  it('prefers a named place over a bare direction', () => {
    const s = startCrawl(libraryBurnedTwice, { seed: 1, artifacts: [], now: NOW }).state;
    s.world.room = 'library-roof';
    expect(parseIntent(libraryBurnedTwice, s.world, 'go down the aqueduct').target?.key).toBe('canopic-way');
  });

  it('answers input it cannot place for free, naming exits, things and people', () => {
    const before = start().state;
    const r = act(vault, before, 'sing a shanty to the moon', { now: NOW });
    expect(r.placed).toBe(false);
    expect(r.state.world.actionsLeft).toBe(before.world.actionsLeft);
    expect(r.state.actionsSpent).toBe(0);
    const [input, answer] = r.events;
    expect(input).toMatchObject({ type: 'input', author: 'user', text: 'sing a shanty to the moon' });
    const text = ofType(r.events, 'narrativeTextParagraph')[0]!.text;
    expect(answer!.type).toBe('narrativeTextParagraph');
    for (const name of ['the iron door', 'the ledge east', 'the arch south', 'Statue of Thoth', 'Brass Lantern', 'the Prisoner']) {
      expect(text).toContain(name);
    }
  });

  it('answers look, help and inventory for free', () => {
    let s = start().state;
    for (const text of ['look around', 'help', 'inventory']) {
      const r = act(vault, s, text, { now: NOW });
      expect(r.placed).toBe(false);
      s = r.state;
    }
    expect(s.world.actionsLeft).toBe(20);
  });

  it('does not charge for taking what is already carried', () => {
    const r1 = act(vault, start().state, 'take the lantern', { now: NOW });
    const r2 = act(vault, r1.state, 'take the lantern', { now: NOW });
    expect(r2.placed).toBe(false);
    expect(ofType(r2.events, 'narrativeTextParagraph')[0]!.text).toContain('already in your satchel');
  });

  it('rejects empty and over-long input', () => {
    expect(() => act(vault, start().state, '   ', { now: NOW })).toThrow();
    expect(() => act(vault, start().state, 'x'.repeat(251), { now: NOW })).toThrow();
  });
});

describe('answers that cost nothing', () => {
  const cgh = () => startCrawl(chainGoldenHorn, { seed: 1, artifacts: [], now: NOW }).state;
  const at = (room: string, hold: string[] = []) => {
    const s = cgh();
    s.world.room = room;
    for (const k of hold) s.world.inventory[k] = 1;
    return s;
  };
  const said = (r: ReturnType<typeof act>) => ofType(r.events, 'narrativeTextParagraph').map((e) => e.text).join(' ');

  it('asks which, when two things fit the words equally, and spends nothing', () => {
    const before = at('hagia-sophia');
    const r = act(chainGoldenHorn, before, 'take the road', { now: NOW });
    expect(r.placed).toBe(false);
    expect(r.state.world.actionsLeft).toBe(before.world.actionsLeft);
    expect(said(r)).toBe('Which do you mean: the Mese road west or the harbour road north? Name it a little more, Historian.');
    expect(act(chainGoldenHorn, before, 'take the harbour road', { now: NOW }).state.world.room).toBe('chain-tower');
  });

  it('says so when the instrument named is not carried, and spends nothing', () => {
    const r = act(chainGoldenHorn, at('kerkoporta'), 'bar the gate with the oak bar', { now: NOW });
    expect(r.placed).toBe(false);
    expect(said(r)).toContain('You are not carrying the Oak Gate-Bar');
  });

  it('looks into the satchel for free', () => {
    const r = act(chainGoldenHorn, at('kerkoporta', ['gate-bar']), 'examine the oak bar', { now: NOW });
    expect(r.placed).toBe(false);
    expect(said(r)).toContain('Oak Gate-Bar: A bar of black oak');
  });

  it('names something of the Timeline that is elsewhere as not here, with what can be done here', () => {
    const r = act(chainGoldenHorn, at('hagia-sophia'), 'free theodora', { now: NOW });
    expect(r.placed).toBe(false);
    expect(said(r)).toMatch(/^Theodora the Illuminator is not here, Historian\. Ways out: /);
  });

  it('bars the Kerkoporta for "bar the postern gate with the oak gate-bar": the Timeline is won', () => {
    const r = act(chainGoldenHorn, at('kerkoporta', ['gate-bar']), 'bar the postern gate with the oak gate-bar', { now: NOW });
    expect(r.placed).toBe(true);
    expect(r.status).toBe('victory');
  });

  it('does one deed of a two-deed sentence and says the other can come next', () => {
    const r = act(chainGoldenHorn, at('blachernae-walls'), 'take the lamp and talk to bartolomeo', { now: NOW });
    expect(r.state.world.inventory['oil-lamp']).toBe(1);
    expect(said(r)).toContain('One deed at a time, Historian: “talk to bartolomeo” can be your next choice.');
  });

  it('opening a lock without its key says what it needs, for free; picking or forcing it is the check, when asked for', () => {
    const s = startCrawl(libraryBurnedTwice, { seed: 1, artifacts: [], now: NOW }).state;
    s.world.room = 'hall-of-muses';
    for (const text of ['open the bronze door', 'go through the bronze door']) {
      const r = act(libraryBurnedTwice, s, text, { now: NOW });
      expect(r.placed).toBe(false);
      expect(r.state.world.actionsLeft).toBe(s.world.actionsLeft);
      expect(ofType(r.events, 'skillCheck')).toEqual([]);
      expect(r.events.map((e) => ('text' in e ? e.text : '')).join(' ')).toContain('You need the Librarian\'s Seal Ring for that');
      expect(r.events.map((e) => ('text' in e ? e.text : '')).join(' ')).toContain('Or you can try to pick the lock without it: a Sleight of Hand check.');
    }
    for (const text of ['pick the lock of the bronze door', 'force the bronze door']) {
      const r = act(libraryBurnedTwice, s, text, { now: NOW });
      expect(r.placed).toBe(true);
      expect(ofType(r.events, 'skillCheck')).toHaveLength(1);
    }
  });
});
