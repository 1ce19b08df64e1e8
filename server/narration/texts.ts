/**
 * Where the text behind each narration key is kept. The server keeps it in the database, so a URL one
 * instance hands out renders on any other and after a restart; tests and benches keep it in memory.
 */
import type { Db } from '../store/db';
import { findNarrationText, keepNarrationText } from '../store/narration/texts';
import type { NarrationVoice } from './synthesize';

/** What a narration reads, options resolved: its key hashes exactly this. */
export interface NarrationEntry {
  text: string;
  voice: NarrationVoice;
  speed: number;
}

export interface NarrationTexts {
  /**
   * Keeps the entry under its key before the URL naming it is answered; `through` is the transaction the
   * caller runs in, if any (on SQLite a query beside it would wait for it to end).
   */
  keep(key: string, entry: NarrationEntry, through?: Db): Promise<void>;
  /** The entry kept under `key`, by this instance or another; null when none was. */
  find(key: string): Promise<NarrationEntry | null>;
}

/** Keys this process has kept, so a page read again writes nothing; past this many it starts over. */
const KNOWN_KEYS = 10_000;

/** The texts in the database: narration_texts, written once per key (and once per process, at most). */
export function databaseTexts(db: Db, now: () => number): NarrationTexts {
  const known = new Set<string>();
  return {
    async keep(key, entry, through = db) {
      if (known.has(key)) return;
      await keepNarrationText(through, { key, ...entry }, now());
      if (known.size >= KNOWN_KEYS) known.clear();
      known.add(key);
    },
    async find(key) {
      const row = await findNarrationText(db, key);
      return row ? { text: row.text, voice: row.voice as NarrationVoice, speed: row.speed } : null;
    },
  };
}

/** Texts held by this process only (tests and benches of the narration routes alone). */
export function memoryTexts(): NarrationTexts {
  const entries = new Map<string, NarrationEntry>();
  return {
    keep: (key, entry) => {
      entries.set(key, entry);
      return Promise.resolve();
    },
    find: (key) => Promise.resolve(entries.get(key) ?? null),
  };
}
