/**
 * The intent parser: what the player means, resolved against the current room. Forgiving on purpose
 * (case, articles, partial names, plurals and small typos still find the thing meant) and careful where
 * forgiveness would mislead: a sentence of two deeds is read clause by clause (clause.ts) and the clause
 * that names something here outright wins; an instrument the player does not carry is said so; two
 * equally good things are asked about instead of guessed.
 */
import type { DungeonSeed } from '../../content/dungeon-types';
import type { WorldState } from './state';
import { clauses } from './intent-words';
import { CONFIDENT, type Reading, readClause } from './clause';
import { type Candidate, rank } from './names';
import type { Target, TargetKind } from './target';
import type { Verb } from './verbs';
import { allItems, characters, features, heldKeys, itemOf, livingFoes, roomOf, visibleItems } from './world';

export type { Target, TargetKind } from './target';

export interface Intent {
  verb: Verb | null;
  /** The word the player used for the verb ('climb', 'force'): flavours the narration. */
  verbWord: string | null;
  target: Target | null;
  /** The held item named as the instrument ('with the crowbar') or in 'use X on Y'. */
  item: Target | null;
  /** Held items and room features named besides the target: the mark of a creative choice. */
  extras: Target[];
  /** Words of the chosen clause that are neither filler nor the verb. */
  meaningfulWords: number;
  /** Words of the whole sentence that are neither filler nor its verbs: how specific the description is. */
  detailWords: number;
  /** Two or more things fit the words equally well: the game asks which (for free). */
  ambiguous: Target[];
  /** An item of this dungeon named as the instrument but not carried. */
  missingItem: string | null;
  /** The name of something of this dungeon that the words name, when nothing here answers to them. */
  elsewhere: string | null;
  /** Another clause that named a different deed: the player's next choice, if they want it. */
  skipped: string | null;
}

export function candidates(t: DungeonSeed, w: WorldState): Candidate[] {
  const room = roomOf(t, w.room);
  const named = (kind: TargetKind, key: string, ...names: string[]) => names.map((name) => ({ kind, key, name }));
  return [
    ...room.exits.flatMap((e) => named('exit', e.to, e.label, roomOf(t, e.to).name, ...(e.aliases ?? []))),
    ...visibleItems(room, w).flatMap((i) => named('item', i.key, i.name, ...(i.aliases ?? []))),
    ...heldKeys(w).flatMap((k) => {
      const i = itemOf(t, k);
      return named('held', k, i.name, ...(i.aliases ?? []));
    }),
    ...features(room).flatMap((f) => named('feature', f.key, f.name, ...(f.aliases ?? []))),
    ...characters(room).flatMap((c) => named('character', c.key, c.name, ...(c.aliases ?? []))),
    ...livingFoes(room, w).flatMap((f) => named('foe', f.key, f.name, ...(f.aliases ?? []))),
  ];
}

type Thing = { name: string; aliases?: string[]; carried: boolean; key: string };
const THINGS = new WeakMap<DungeonSeed, Thing[]>();

/** Everything of the dungeon a player might name, wherever it is: for 'X is not here' and missing instruments. */
function dungeonThings(t: DungeonSeed): Thing[] {
  let things = THINGS.get(t);
  if (things) return things;
  const people = t.rooms.flatMap((r) => [...(r.characters ?? []), ...(r.foes ?? [])]);
  things = [
    ...allItems(t).map((i) => ({ ...i, carried: !i.fixed })),
    ...t.rooms.flatMap((r) => r.features ?? []).map((f) => ({ ...f, carried: false })),
    ...people.map((p) => ({ ...p, carried: false })),
  ];
  THINGS.set(t, things);
  return things;
}

function bestOf<T extends { name: string; aliases?: string[] }>(things: T[], words: string[]): T | null {
  if (words.length === 0) return null;
  const scored = things.map((thing) => ({ thing, score: Math.max(0, ...rank(words, [thing.name, ...(thing.aliases ?? [])].map((name) => ({ kind: 'item' as const, key: '', name }))).map((r) => r.score)) }));
  const best = scored.filter((s) => s.score >= CONFIDENT).sort((a, b) => b.score - a.score)[0];
  return best?.thing ?? null;
}

/** The carried item a thing takes: a feature's use, a locked way's key, a captive's release. */
function itemTaken(t: DungeonSeed, room: ReturnType<typeof roomOf>, target: Target | null): string | undefined {
  if (!target) return undefined;
  if (target.kind === 'feature') return features(room).find((f) => f.key === target.key)?.use?.item;
  if (target.kind === 'exit') return room.exits.find((e) => e.to === target.key)?.locked?.item;
  if (target.kind === 'character') return characters(room).find((c) => c.key === target.key)?.captive?.requires;
  return undefined;
}

const sameDeed = (a: Reading, b: Reading) => a.verb === b.verb && a.target?.key === b.target?.key;

/** Reads every clause and picks the one deed this turn will be. */
export function parseIntent(t: DungeonSeed, w: WorldState, text: string): Intent {
  const cands = candidates(t, w);
  const room = roomOf(t, w.room);
  const alone = {
    foe: livingFoes(room, w).length === 1 ? livingFoes(room, w)[0]!.key : null,
    character: characters(room).length === 1 ? characters(room)[0]!.key : null,
  };
  const readings: Reading[] = [];
  for (const clause of clauses(text)) readings.push(readClause(clause, readings.at(-1)?.verb ?? null, cands, alone));
  if (readings.length === 0) readings.push(readClause([], null, cands, alone));
  // Only the first clause may inherit nothing; a clause without its own verb borrows the one before it.
  // The first clause that names a deed outright; else the best; else the first with a verb.
  let chosen =
    readings.find((r) => r.score >= CONFIDENT) ??
    [...readings].sort((a, b) => b.score - a.score).find((r) => r.score > 0) ??
    readings.find((r) => r.verb) ??
    readings[0]!;
  // 'sneak past the legionary and up the stairs': past the foe, through the exit the other clause names.
  const way = readings.find((r) => r !== chosen && r.target?.kind === 'exit');
  if (chosen.verb === 'sneak' && chosen.target?.kind === 'foe' && way) chosen = { ...way, verb: 'sneak' };
  // An instrument named in one clause serves the deed of another ('pry it open with the crowbar and free her').
  let item = chosen.item ?? readings.map((r) => r.item).find((i) => i && i.key !== chosen.target?.key) ?? null;
  let ambiguous = chosen.ambiguous;
  if (item && chosen.item === item && chosen.itemTies.length > 0) {
    // Two carried things named alike: the one this thing takes, if it is among them; else ask.
    const tied = [item, ...chosen.itemTies];
    const fits = itemTaken(t, room, chosen.target);
    const fitting = tied.find((c) => c.key === fits);
    if (fitting) item = fitting;
    else if (ambiguous.length === 0) ambiguous = tied;
  }
  const missingWords = item ? [] : (readings.find((r) => r.instrumentWords.length > 0 && r.wantsItem)?.instrumentWords ?? []);
  const missing = bestOf(dungeonThings(t).filter((x) => x.carried), missingWords);
  const skipped = readings.find((r) => r !== chosen && r.score >= CONFIDENT && r.verb && !sameDeed(r, chosen) && r.target?.key !== chosen.target?.key);
  const allWords = readings.flatMap((r) => r.words);
  const extras = rank(allWords, cands).filter(
    (c) => (c.kind === 'held' || c.kind === 'feature') && c.score >= 0.8 && c.key !== chosen.target?.key && c.key !== item?.key,
  );
  return {
    verb: chosen.verb,
    verbWord: chosen.verbWord,
    target: chosen.target,
    item,
    extras,
    meaningfulWords: chosen.words.length,
    detailWords: readings.reduce((n, r) => n + r.detail, 0),
    ambiguous,
    missingItem: missing && !heldKeys(w).includes(missing.key) ? missing.name : null,
    // Only an answer that names nothing here needs it: a search or a look does not.
    elsewhere: chosen.target || chosen.score >= CONFIDENT ? null : (bestOf(dungeonThings(t), chosen.words)?.name ?? null),
    skipped: skipped ? skipped.clause.join(' ') : null,
  };
}
