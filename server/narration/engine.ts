/**
 * The eSpeak engine (mespeak, an Emscripten build), loaded on first use.
 *
 * Loading costs ~5 MB of JavaScript and a 0.5 MB data file, so a server that never narrates
 * never pays for it. mespeak fetches its data over HTTP in browsers; in Node it only accepts
 * the parsed JSON objects, which are read from the package itself (no network involved).
 * An instance reserves a 50 MB Emscripten heap; expect ~150–250 MB RSS while narrating.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The subset of the mespeak API used here (the package ships no types). */
interface MeSpeak {
  loadConfig(data: object): void;
  loadVoice(data: object): void;
  speak(text: string, options: SpeakOptions & { rawdata: 'array' }): number[] | null;
}

export interface SpeakOptions {
  /** Voice id as declared in the voice file, e.g. 'en/en-us'. */
  voice: string;
  /** Variant from mespeak's built-in list ('m3', 'f2', …). */
  variant?: string;
  /** Words per minute. */
  speed: number;
  /** 0–99, default 50. */
  pitch: number;
  /** 0–200, default 100. */
  amplitude: number;
  /** Extra pause between words, in units of 10 ms. */
  wordgap: number;
}

const VOICE_FILES: Record<string, string> = {
  'en/en-us': 'mespeak/voices/en/en-us.json',
  'en/en': 'mespeak/voices/en/en.json',
};

/**
 * This Emscripten build of eSpeak corrupts its virtual file system on the 80th run of an
 * instance (it reports "Bad data: en_dict", returns garbage, and the next call aborts the whole
 * process with a fatal V8 error). mespeak's own recovery hook is never wired up, so the engine
 * is replaced by a fresh instance well before that point. A fresh instance costs ~0.1 s.
 */
export const CALLS_PER_INSTANCE = 50;

const require = createRequire(import.meta.url);
let engine: MeSpeak | null = null;
let calls = 0;
/** Parsed data files, kept so a replacement instance needs no disk reads. */
let data: { config: object; voices: object[] } | null = null;

function instance(): MeSpeak {
  if (!engine || calls >= CALLS_PER_INSTANCE) {
    engine = freshInstance();
    calls = 0;
  }
  calls++;
  return engine;
}

function freshInstance(): MeSpeak {
  data ??= {
    config: readJson('mespeak/src/mespeak_config.json'),
    voices: Object.values(VOICE_FILES).map(readJson),
  };
  // mespeak keeps its engine in module state: evicting the module yields a new engine. A
  // throwaway require is used because Node lists every loaded module in its requiring module's
  // `children`, which would otherwise keep each discarded engine (and its 50 MB heap) alive.
  const load = createRequire(import.meta.url);
  const main = load.resolve('mespeak');
  delete load.cache[main];
  // On load it announces that it cannot play audio outside a browser; we only want raw data.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('meSpeak: Not in browser')) warn(...args);
  };
  let loaded: MeSpeak;
  try {
    loaded = load(main) as MeSpeak;
  } finally {
    console.warn = warn;
  }
  loaded.loadConfig(data.config);
  for (const voice of data.voices) loaded.loadVoice(voice);
  return loaded;
}

function readJson(specifier: string): object {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as object;
}

/** Synthesises one short piece of text; returns the WAV file eSpeak wrote. Synchronous. */
export function speakWav(text: string, options: SpeakOptions): Uint8Array {
  if (!Object.hasOwn(VOICE_FILES, options.voice)) throw new Error(`Unknown eSpeak voice ${options.voice}`);
  const bytes = instance().speak(text, { ...options, rawdata: 'array' });
  if (!bytes || bytes.length === 0) throw new Error('eSpeak produced no audio');
  return Uint8Array.from(bytes);
}
