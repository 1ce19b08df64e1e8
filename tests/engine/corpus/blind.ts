/**
 * The parser's blind rounds: commands written by people who never read the engine, from the rooms' texts alone
 * (scripts/parser-rooms.ts), each with the deed they meant (docs/parser-rounds.md). A round is scored at first
 * sight before any parser work, then joins the regression corpus.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DUNGEONS } from '../../../server/content/dungeons';
import type { DungeonSeed } from '../../../server/content/dungeon-types';
import { act, type CrawlState } from '../../../server/engine/dungeon';
import { NOW } from '../helpers';
import type { Setup } from './corpus-types';
import { deedOf, matches, stateAt } from './deed';

export interface BlindGroup {
  dungeon: string;
  room: string;
  setup?: Setup & { before?: string[] };
  cases: [text: string, deed: string, style: string][];
}

export interface BlindCase {
  round: string;
  writer: string;
  dungeon: string;
  room: string;
  setup: BlindGroup['setup'];
  text: string;
  expected: string;
  style: string;
}

const DIR = join(import.meta.dirname, 'blind');

export function rounds(): string[] {
  return readdirSync(DIR).filter((d) => d.startsWith('round-')).sort();
}

export function loadRound(round: string, dir = join(DIR, round)): BlindCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      const groups = JSON.parse(readFileSync(join(dir, f), 'utf8')) as BlindGroup[];
      const writer = f.replace(/\.json$/, '');
      return groups.flatMap((g) =>
        g.cases.map(([text, expected, style]) => ({ round, writer, dungeon: g.dungeon, room: g.room, setup: g.setup, text, expected, style })),
      );
    });
}

/** The state a case is read in: the room and setup, then the commands typed before it played for real. */
export function blindState(t: DungeonSeed, c: { room: string; setup?: BlindGroup['setup'] | undefined }): CrawlState {
  let s = stateAt(t, c.room, c.setup);
  for (const before of c.setup?.before ?? []) {
    if (s.status !== 'active') break;
    s = act(t, s, before, { now: NOW }).state;
  }
  return s;
}

export interface Scored extends BlindCase {
  got: string;
  ok: boolean;
}

export function score(cases: BlindCase[]): Scored[] {
  return cases.map((c) => {
    const t = DUNGEONS.find((d) => d.dungeon_id === c.dungeon);
    if (!t) return { ...c, got: `no dungeon ${c.dungeon}`, ok: false };
    let got: string;
    try {
      got = deedOf(t, blindState(t, c), c.text);
    } catch (e) {
      got = `error: ${(e as Error).message}`;
    }
    return { ...c, got, ok: matches(c.expected, got) };
  });
}
