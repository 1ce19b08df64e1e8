/**
 * Text that follows the state: a room's or a feature's notes and a person's lines are read only while
 * their condition holds (engine-rules.md). Content names the state a text speaks of; the engine never guesses.
 */
import type { CharacterSeed, DungeonSeed, FeatureSeed, Line, RoomSeed, StateCondition, StateText } from '../../content/dungeon-types';
import type { WorldState } from './state';

function conditionHolds(w: WorldState, c: StateCondition): boolean {
  if ('holds' in c) return (w.inventory[c.holds] ?? 0) > 0;
  if ('not_holds' in c) return (w.inventory[c.not_holds] ?? 0) === 0;
  if ('taken' in c) return w.taken.includes(c.taken);
  if ('not_taken' in c) return !w.taken.includes(c.not_taken);
  if ('freed' in c) return w.freed.includes(c.freed);
  if ('not_freed' in c) return !w.freed.includes(c.not_freed);
  if ('given' in c) return w.given.includes(c.given);
  if ('not_given' in c) return !w.given.includes(c.not_given);
  if ('gone' in c) return w.defeated.includes(c.gone);
  if ('not_gone' in c) return !w.defeated.includes(c.not_gone);
  if ('opened' in c) return w.unlocked.includes(c.opened);
  return !w.unlocked.includes(c.not_opened);
}

export function whenHolds(w: WorldState, when: StateText['when']): boolean {
  if (!when) return true;
  return (Array.isArray(when) ? when : [when]).every((c) => conditionHolds(w, c));
}

export const asStateText = (line: Line): StateText => (typeof line === 'string' ? { text: line } : line);

function withNotes(w: WorldState, base: string, notes: StateText[] | undefined): string {
  return [base, ...(notes ?? []).filter((n) => whenHolds(w, n.when)).map((n) => n.text)].join(' ');
}

/** The entry paragraph as things stand: the description, then the notes that hold. */
export const roomDescription = (w: WorldState, room: RoomSeed): string => withNotes(w, room.description, room.stateNotes);

export const featureDescription = (w: WorldState, f: FeatureSeed): string => withNotes(w, f.description, f.stateNotes);

const lineKey = (c: CharacterSeed, i: number) => `${c.key}#${i}`;

/** Lines said so far; a crawl saved before they were kept said its first `talks` lines of each person. */
function saidLines(t: DungeonSeed, w: WorldState): string[] {
  w.said ??= t.rooms
    .flatMap((r) => r.characters ?? [])
    .flatMap((c) => Array.from({ length: Math.min(w.talks[c.key] ?? 0, c.lines.length) }, (_, i) => lineKey(c, i)));
  return w.said;
}

/**
 * The line a person says now, recorded as said: the first that holds and was not said yet, else the last
 * that holds again. Null when no line holds.
 */
export function nextLine(t: DungeonSeed, w: WorldState, c: CharacterSeed): string | null {
  const said = saidLines(t, w);
  const holding = c.lines.map((l, i) => ({ i, line: asStateText(l) })).filter((l) => whenHolds(w, l.line.when));
  const next = holding.find((l) => !said.includes(lineKey(c, l.i))) ?? holding.at(-1);
  if (!next) return null;
  if (!said.includes(lineKey(c, next.i))) said.push(lineKey(c, next.i));
  return next.line.text;
}
