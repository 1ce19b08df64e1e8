/**
 * Disk cache of rendered narrations: one immutable `<key>.mp3` per (voice, speed, text, renderer).
 *
 * The key is a content hash, so a file never changes once written and can be served with an
 * immutable Cache-Control; bumping RENDERER_VERSION (new voices, bitrate, pauses…) yields new
 * keys instead of stale audio under old URLs. The text behind a key is kept in `texts` (the
 * database, on the server), never only here: any instance renders a key any other handed out.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveOptions, synthesize, type NarrationOptions } from './synthesize';
import { normalizeText } from './text';
import type { Db } from '../store/db';
import type { NarrationEntry, NarrationTexts } from './texts';

export const RENDERER_VERSION = 'espeak-lame-1';

export interface NarrationFile {
  key: string;
  path: string;
  /** Size of the MP3 in bytes. */
  bytes: number;
}

export type Renderer = (text: string, opts: NarrationOptions) => Promise<Buffer>;

export interface NarrationCacheOptions {
  /** Directory of the cache, e.g. `${DATA_DIR}/audio`; created on first write. */
  dir: string;
  /** Where registered texts are kept and found again (server/narration/texts.ts). */
  texts: NarrationTexts;
  /** Replaces `synthesize` (the server renders in worker threads; tests count renders with it). */
  render?: Renderer;
  /**
   * The rendered audio kept on disk at most, in bytes (default 256 MiB): past it, the least recently
   * served files are deleted. Their texts stay, so a URL handed out still renders again on request.
   */
  maxBytes?: number;
}

export const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;

/** What the cache knows of a file on disk: its size, and when it was last served (ms). */
interface Entry {
  bytes: number;
  used: number;
}

const KEY_PATTERN = /^[0-9a-f]{64}$/;

export function isNarrationKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** The cache key of a text; whitespace-only differences and defaulted options share a key. */
export function narrationKey(text: string, opts?: NarrationOptions): string {
  return keyOf(entryFor(text, opts));
}

/** Keeps `text` in `texts` under its key (through the caller's transaction, if any), before anyone can ask for the key; returns the key. */
export async function registerNarration(texts: NarrationTexts, text: string, opts?: NarrationOptions, through?: Db): Promise<string> {
  const entry = entryFor(text, opts);
  const key = keyOf(entry);
  await texts.keep(key, entry, through);
  return key;
}

function entryFor(text: string, opts?: NarrationOptions): NarrationEntry {
  return { text: normalizeText(text), ...resolveOptions(opts) };
}

function keyOf(entry: NarrationEntry): string {
  return createHash('sha256')
    .update(JSON.stringify([RENDERER_VERSION, entry.voice, entry.speed, entry.text]))
    .digest('hex');
}

export class NarrationCache {
  readonly dir: string;
  private readonly render: Renderer;
  private readonly texts: NarrationTexts;
  /** Renders under way, so concurrent requests for one key share a single synthesis. */
  private readonly inFlight = new Map<string, Promise<NarrationFile>>();
  private readonly maxBytes: number;
  /** Every MP3 on disk, read from the directory on first use, in least-recently-served order. */
  private index: Promise<Map<string, Entry>> | null = null;

  constructor(options: NarrationCacheOptions) {
    this.dir = options.dir;
    this.render = options.render ?? synthesize;
    this.texts = options.texts;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  }

  /** The bytes of rendered audio on disk (what the cap bounds). */
  async bytesOnDisk(): Promise<number> {
    let total = 0;
    for (const entry of (await this.entries()).values()) total += entry.bytes;
    return total;
  }

  /**
   * Registers `text` for lazy rendering and returns its key: the text is kept in `texts` first, so the
   * URL naming the key renders on any instance that shares them, now or after a restart.
   */
  registerText(text: string, opts?: NarrationOptions): Promise<string> {
    return registerNarration(this.texts, text, opts);
  }

  /** The MP3 of `text`, rendered and written on first use. */
  narrationFile(text: string, opts?: NarrationOptions): Promise<NarrationFile> {
    const entry = entryFor(text, opts);
    return this.ensure(keyOf(entry), entry);
  }

  /** The MP3 for a key: from disk, else rendered from its registered text; null for an unknown key. */
  async fileForKey(key: string): Promise<NarrationFile | null> {
    if (!isNarrationKey(key)) return null;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const onDisk = await this.existing(key);
    if (onDisk) return onDisk;
    const entry = await this.findText(key);
    return entry ? this.ensure(key, entry) : null;
  }

  mp3Path(key: string): string {
    return join(this.dir, `${key}.mp3`);
  }

  private ensure(key: string, entry: NarrationEntry): Promise<NarrationFile> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const work = (async () => (await this.existing(key)) ?? (await this.renderToDisk(key, entry)))().finally(() =>
      this.inFlight.delete(key),
    );
    this.inFlight.set(key, work);
    return work;
  }

  private async renderToDisk(key: string, entry: NarrationEntry): Promise<NarrationFile> {
    const mp3 = await this.render(entry.text, { voice: entry.voice, speed: entry.speed });
    const path = this.mp3Path(key);
    await this.writeAtomic(path, mp3);
    await this.keep(key, mp3.length);
    return { key, path, bytes: mp3.length };
  }

  private async existing(key: string): Promise<NarrationFile | null> {
    const path = this.mp3Path(key);
    try {
      const bytes = (await stat(path)).size;
      await this.served(key, bytes);
      return { key, path, bytes };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  private entries(): Promise<Map<string, Entry>> {
    this.index ??= this.scan();
    return this.index;
  }

  /**
   * The directory as a previous process left it. Which file was served last is known only in memory:
   * after a restart the order starts from when each file was written.
   */
  private async scan(): Promise<Map<string, Entry>> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if (isNotFound(error)) return new Map();
      throw error;
    }
    const found: [string, Entry][] = [];
    for (const name of names) {
      const key = name.endsWith('.mp3') ? name.slice(0, -4) : '';
      if (!isNarrationKey(key)) continue;
      try {
        const s = await stat(join(this.dir, name));
        found.push([key, { bytes: s.size, used: s.mtimeMs }]);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    }
    // A Map iterates in insertion order: oldest use first.
    return new Map(found.sort((a, b) => a[1].used - b[1].used));
  }

  /** A file was served: it moves to the end of the order. */
  private async served(key: string, bytes: number): Promise<void> {
    const entries = await this.entries();
    entries.delete(key);
    entries.set(key, { bytes, used: Date.now() });
  }

  /** A file was written: it counts against the cap, and the least recently served go until it is met. */
  private async keep(key: string, bytes: number): Promise<void> {
    const entries = await this.entries();
    entries.delete(key);
    entries.set(key, { bytes, used: Date.now() });
    let total = 0;
    for (const entry of entries.values()) total += entry.bytes;
    for (const [oldKey, entry] of entries) {
      if (total <= this.maxBytes || oldKey === key) break;
      entries.delete(oldKey);
      total -= entry.bytes;
      await unlink(this.mp3Path(oldKey)).catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
      });
    }
  }

  /** A kept text counts only if it re-hashes to its own key (guards against an edited row). */
  private async findText(key: string): Promise<NarrationEntry | null> {
    const found = await this.texts.find(key);
    if (!found) return null;
    try {
      const entry = entryFor(found.text, { voice: found.voice, speed: found.speed });
      return keyOf(entry) === key ? entry : null;
    } catch {
      return null; // a voice or speed this renderer does not know
    }
  }

  /**
   * Writes to a unique temporary name, then renames: rename is atomic within a directory, so a
   * reader (or a crash) never sees a half-written MP3 under its final name, and the existence of
   * `<key>.mp3` alone proves the render completed.
   */
  private async writeAtomic(path: string, data: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const tmp = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(tmp, data);
      await rename(tmp, path);
    } catch (error) {
      await unlink(tmp).catch(() => undefined);
      throw error;
    }
  }
}

export function createNarrationCache(options: NarrationCacheOptions): NarrationCache {
  return new NarrationCache(options);
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';
}
