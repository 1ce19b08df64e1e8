/**
 * The state checker (issue 21, 'text that follows the state'): reads every turn of a playthrough and names
 * each text that says something the world no longer (or not yet) bears out. A text's words are traced back
 * to the content they came from (a room's description or note, a person's line ...), and each thing of the
 * dungeon they name is judged by the state before and after that turn:
 *
 * - items: a text may name an item the player holds (before or after the turn: what is handed over or spent
 *   in it), one lying in this room untaken, one a foe here carries or a person here still offers, or one a
 *   question asks about. A room's own text (description, notes, a feature's description) may name only an
 *   item lying here or held by someone here: the jenever in your satchel is no longer on the mantel.
 * - people gone: a foe overcome before this turn is named by no text.
 * - captives: once freed, a captive speaks no line written for them as bound, and no room text names them.
 * - trades: a person's gift handed over for an item (`gives.requires`) takes that item, unless `kept`.
 *
 * Any of these is allowed where the content says which state it speaks of: a text whose `when` names the
 * thing ('the chief librarian fled with the ring', when not_holds it) was written for that state, and the
 * engine reads it only then.
 */
import type { DungeonEvent } from '../../src/contract/dungeon';
import type { DungeonSeed, StateText } from '../../server/content/dungeon-types';
import type { CrawlState, EngineResult } from '../../server/engine/dungeon';
import { allItems } from '../../server/engine/dungeon/world';

type Kind = 'room' | 'line' | 'other';

interface Source {
  text: string;
  kind: Kind;
  /** The keys the text's condition names: the things it was written knowing the state of. */
  declared: string[];
  speaker?: string;
}

export interface Finding {
  input: string;
  rule: string;
  text: string;
}

/**
 * Words of the prose that name no particular thing although a thing answers to them: 'light' (the oil lamp),
 * 'fire' (the Greek fire), 'soldier' (the looter): a text using them speaks of light, fire and soldiers.
 */
const ORDINARY = new Set([
  'light', 'oil', 'fire', 'greek', 'bar', 'iron', 'tools', 'oak', 'beam', 'jar', 'bow', 'bolts', 'case', 'earth', 'measure', 'sun',
  'cosmos', 'linen', 'seal', 'hemp', 'coil', 'poems', 'leaf', 'illumination', 'water', 'skin', 'silver', 'money', 'steel', 'stars',
  'blue', 'mason', 'papers', 'conduct', 'glass', 'lens', 'drink', 'tot', 'bag', 'twist', 'picture', 'drawing', 'fish', 'pickled',
  'ribbon', 'map', 'blade', 'lamp', 'key', 'bronze', 'votive', 'constantine', 'hals', 'ottoman', 'catalogue', 'catalog',
  // Tulips are sold by their variety's name: the price board's Viceroy is not the sailor's onion.
  'viceroy', 'admiral', 'general', 'generals', 'semper augustus', 'augustus', 'semper',
  'soldier', 'guard', 'guards', 'captain', 'thief', 'watch', 'roman', 'man', 'woman', 'young man', 'skater', 'creature', 'monster',
  'halberds', 'patrol', 'miner', 'gaul',
]);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words a thing goes by: its name, its last word or two ('ring', 'seal ring'), its aliases. */
function wordsFor(name: string, aliases: string[] = []): string[] {
  const plain = name.toLowerCase().replace(/^the /, '');
  const parts = plain.split(/\s+/);
  const tail = parts.length >= 3 && !parts.some((p) => p === 'of' || p === 'to') ? [parts.slice(-2).join(' ')] : [];
  // An alias before the name's last word: 'bronze' + 'key' is 'bronze key', though 'key' alone is anyone's.
  const head = parts.at(-1)!;
  const qualified = aliases.filter((a) => !a.includes(' ') && a !== head).map((a) => `${a.toLowerCase()} ${head}`);
  // The name's last word alone ('lantern', 'ring'), unless the name is 'X of Y': its last word is Y's.
  const last = parts.some((p) => p === 'of' || p === 'to') ? [] : [head];
  return [...new Set([plain, ...tail, ...last, ...aliases.map((a) => a.toLowerCase()), ...qualified])].filter((w) => !ORDINARY.has(w));
}

interface Named {
  key: string;
  words: string[];
}

/** Where a text names one of these things: each match with every thing its words could mean ('key': any key). */
function mentions(text: string, things: Named[]): { at: number; keys: string[] }[] {
  const byWord = new Map<string, string[]>();
  for (const t of things) for (const w of t.words) byWord.set(w, [...(byWord.get(w) ?? []), t.key]);
  if (byWord.size === 0) return [];
  const re = new RegExp(`(?<![\\w-])(${[...byWord.keys()].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![\\w-])`, 'gi');
  return [...text.matchAll(re)].map((m) => ({ at: m.index, keys: byWord.get(m[0].toLowerCase())! }));
}

function declaredBy(when: StateText['when'] | object | undefined): string[] {
  if (!when) return [];
  return (Array.isArray(when) ? when : [when]).flatMap((c: object) => Object.values(c).filter((v): v is string => typeof v === 'string'));
}

const lineOf = (l: string | StateText): StateText => (typeof l === 'string' ? { text: l } : l);

function sources(t: DungeonSeed): Source[] {
  const out: Source[] = [];
  const add = (text: string | undefined, kind: Kind, when?: StateText['when'] | object, speaker?: string) => {
    if (text) out.push({ text, kind, declared: declaredBy(when), speaker });
  };
  for (const r of t.rooms) {
    add(r.description, 'room');
    for (const n of r.stateNotes ?? []) add(n.text, 'room', n.when);
    add(r.searchEmpty, 'room');
    for (const f of r.features ?? []) {
      add(f.description, 'room');
      for (const n of f.stateNotes ?? []) add(n.text, 'room', n.when);
    }
    for (const c of r.characters ?? []) {
      for (const l of c.lines.map(lineOf)) add(l.text, 'line', l.when, c.key);
      // Said only as the gift changes hands: what it asks for and what it gives are then held.
      if (c.gives) add(c.gives.line, 'line', { item: c.gives.item, requires: c.gives.requires }, c.key);
      add(c.captive?.captiveText, 'other', undefined, c.key);
    }
  }
  for (const n of t.victory_notes ?? []) add(n.text, 'other', n.when);
  // Longest first: a note is not mistaken for a shorter text it contains.
  return out.sort((a, b) => b.text.length - a.text.length);
}

/** The narration an event carries: paragraphs, a check's story, the victory's text. */
function narration(e: DungeonEvent): string | null {
  if (e.type === 'narrativeTextParagraph') return e.text;
  if (e.type === 'skillCheck' || e.type === 'combatAttackCheck' || e.type === 'combatDefenseCheck') return e.narrativeString;
  if (e.type === 'victory') return e.victory_text;
  return null;
}

interface Segment {
  start: number;
  end: number;
  source: Source | null;
}

/** The text cut into the content it came from; what no content wrote is the engine's own words. */
function segments(text: string, all: Source[]): Segment[] {
  const found: Segment[] = [];
  for (const source of all) {
    for (let at = text.indexOf(source.text); at >= 0; at = text.indexOf(source.text, at + 1)) {
      const end = at + source.text.length;
      if (!found.some((f) => at < f.end && end > f.start)) found.push({ start: at, end, source });
    }
  }
  return found;
}

const segmentAt = (segs: Segment[], at: number): Source | null => segs.find((s) => at >= s.start && at < s.end)?.source ?? null;

/**
 * The sentence around a position asks for the thing rather than has it: a question ('Have you any herring?'),
 * or what a lock or a captive wants ('Perhaps the seal ring would help.', 'You will need the key.').
 */
function inQuestion(text: string, at: number): boolean {
  const end = text.slice(at).search(/[.!?]/);
  const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('! ', at), text.lastIndexOf('? ', at)) + 2;
  const sentence = text.slice(start > 1 ? start : 0, end >= 0 ? at + end + 1 : undefined);
  return sentence.endsWith('?') || /^(Perhaps|You will need|You need) /.test(sentence);
}


export function checkPlaythrough(t: DungeonSeed, results: EngineResult[]): Finding[] {
  const all = sources(t);
  const items = allItems(t).map((i) => ({ key: i.key, words: wordsFor(i.name, i.aliases) }));
  const foes = t.rooms.flatMap((r) => r.foes ?? []).map((f) => ({ key: f.key, words: wordsFor(f.name, f.aliases) }));
  const captives = t.rooms.flatMap((r) => r.characters ?? []).filter((c) => c.captive);
  const findings: Finding[] = [];

  for (let n = 1; n < results.length; n++) {
    const before = results[n - 1]!.state;
    const after = results[n]!.state;
    const events = results[n]!.events;
    const input = events.find((e) => e.type === 'input')?.text ?? '(start)';
    const flag = (rule: string, text: string) => findings.push({ input, rule, text });
    const rooms = [before.world.room, after.world.room].map((k) => t.rooms.find((r) => r.key === k)!);
    const held = (k: string) => [before, after].some((s) => (s.world.inventory[k] ?? 0) > 0);
    const liesHere = (k: string) => rooms.some((r) => (r.items ?? []).some((i) => i.key === k)) && [before, after].some((s) => !s.world.taken.includes(k));
    const carriedHere = (k: string) =>
      rooms.some(
        (r) =>
          (r.foes ?? []).some((f) => f.drops?.includes(k) && !before.world.defeated.includes(f.key)) ||
          (r.characters ?? []).some((c) => c.gives?.item === k && !before.world.given.includes(c.key)),
      );
    const goneFoes = foes.filter((f) => before.world.defeated.includes(f.key));
    const freed = captives.filter((c) => before.world.freed.includes(c.key));
    // A room's text can bind only the captive held in it: 'two knots' of men at the Law Rock are not Hjalti's.
    const freedNames = freed.filter((c) => rooms.some((r) => r.characters?.includes(c))).map((c) => ({ key: c.key, words: wordsFor(c.name, c.aliases) }));

    for (const e of events) {
      const text = narration(e);
      if (!text) continue;
      const segs = segments(text, all);
      for (const m of mentions(text, items)) {
        const source = segmentAt(segs, m.at);
        if (m.keys.some((k) => source?.declared.includes(k)) || inQuestion(text, m.at)) continue;
        const ok = (k: string) => (source?.kind === 'room' ? liesHere(k) || carriedHere(k) : held(k) || liesHere(k) || carriedHere(k));
        if (!m.keys.some(ok)) flag(`names ${m.keys.join('/')}, which ${source?.kind === 'room' ? 'does not lie here' : 'the player does not hold'}`, text);
      }
      for (const m of mentions(text, goneFoes)) {
        if (!m.keys.some((k) => segmentAt(segs, m.at)?.declared.includes(k))) flag(`names ${m.keys.join('/')}, who is gone`, text);
      }
      for (const c of freed) {
        if (text.includes(c.captive!.captiveText)) flag(`says ${c.key} is bound after being freed`, text);
        for (const seg of segs) {
          if (seg.source?.speaker === c.key && seg.source.kind === 'line' && !seg.source.declared.includes(c.key)) {
            flag(`${c.key}, freed, says a line written for no state of theirs`, text);
          }
        }
      }
      for (const m of mentions(text, freedNames)) {
        const source = segmentAt(segs, m.at);
        if (source?.kind === 'room' && !m.keys.some((k) => source.declared.includes(k))) flag(`a room text names ${m.keys.join('/')} as if still bound`, text);
      }
    }
    for (const c of rooms[0]!.characters ?? []) {
      const gift = c.gives;
      if (!gift?.requires || gift.kept || before.world.given.includes(c.key) || !after.world.given.includes(c.key)) continue;
      const count = (s: CrawlState) => s.world.inventory[gift.requires!] ?? 0;
      if (count(after) !== count(before) - 1) flag(`${c.key} traded ${gift.item} for ${gift.requires}, which was not spent`, gift.text);
    }
  }
  return findings;
}
