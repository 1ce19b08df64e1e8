/**
 * Text → compact MP3 narration: eSpeak per sentence, PCM joined with measured pauses, then lamejs.
 */
import { speakWav, type SpeakOptions } from './engine';
import { Mp3Writer } from './mp3';
import { resample, silence, trimSilence } from './pcm';
import { splitForSpeech } from './text';
import { parseWav } from './wav';

export type NarrationVoice = 'narrator' | 'character';

export interface NarrationOptions {
  voice?: NarrationVoice;
  /** Words per minute (80–400); each voice has its own default. */
  speed?: number;
}

interface VoicePreset extends Omit<SpeakOptions, 'speed'> {
  defaultSpeed: number;
}

/**
 * The narrator is a calm, slightly low British male voice at ~155 wpm, slower than eSpeak's
 * 175 default, which tires the ear over a chapter. Characters use a brighter US voice a touch
 * faster, so dialogue is told apart from narration.
 */
const VOICES: Record<NarrationVoice, VoicePreset> = {
  narrator: { voice: 'en/en', variant: 'm3', pitch: 38, amplitude: 100, wordgap: 0, defaultSpeed: 155 },
  character: { voice: 'en/en-us', variant: 'm6', pitch: 56, amplitude: 100, wordgap: 0, defaultSpeed: 165 },
};

/**
 * eSpeak speaks at 22.05 kHz, so that rate needs no resampling; synthetic speech needs little
 * bandwidth, and 32 kbps mono (MPEG-2 Layer III) is 4 kB per second of narration.
 */
export const OUTPUT_RATE = 22050;
export const OUTPUT_KBPS = 32;

const MIN_SPEED = 80;
const MAX_SPEED = 400;
const SENTENCE_GAP_MS = 260;
const PARAGRAPH_GAP_MS = 700;
/** Lead-in and tail so players that fade in or cut the end early lose no speech. */
const EDGE_MS = 120;

/** Options with defaults filled in; the cache key is built from this form. */
export function resolveOptions(opts: NarrationOptions = {}): Required<NarrationOptions> {
  const voice = opts.voice ?? 'narrator';
  if (!Object.hasOwn(VOICES, voice)) throw new RangeError(`Unknown narration voice ${String(voice)}`);
  const speed = Math.round(opts.speed ?? VOICES[voice].defaultSpeed);
  if (!(speed >= MIN_SPEED && speed <= MAX_SPEED)) {
    throw new RangeError(`Narration speed is in words per minute, ${MIN_SPEED}–${MAX_SPEED}; got ${opts.speed}`);
  }
  return { voice, speed };
}

/**
 * Renders `text` to MP3. Whitespace-only text yields a valid file of silence.
 *
 * Each sentence is one synchronous eSpeak call whose PCM is encoded straight away; the event
 * loop gets a turn between sentences, so even a chapter-long render delays other requests
 * by one sentence's work (tens of milliseconds) at most.
 */
export async function synthesize(text: string, opts?: NarrationOptions): Promise<Buffer> {
  const { voice, speed } = resolveOptions(opts);
  const { defaultSpeed: _, ...preset } = VOICES[voice];
  const out = new Mp3Writer(OUTPUT_RATE, OUTPUT_KBPS);
  out.write(silence(OUTPUT_RATE, EDGE_MS));
  for (const [p, paragraph] of splitForSpeech(text).entries()) {
    if (p > 0) out.write(silence(OUTPUT_RATE, PARAGRAPH_GAP_MS));
    for (const [c, chunk] of paragraph.entries()) {
      if (c > 0) out.write(silence(OUTPUT_RATE, SENTENCE_GAP_MS));
      await nextTurn();
      out.write(renderChunk(chunk, { ...preset, speed }));
    }
  }
  out.write(silence(OUTPUT_RATE, EDGE_MS));
  return out.end();
}

/** One sentence → trimmed PCM at OUTPUT_RATE (eSpeak already speaks at 22.05 kHz; resampling is a guard). */
function renderChunk(chunk: string, options: SpeakOptions): Int16Array {
  const pcm = parseWav(speakWav(chunk, options));
  return resample(trimSilence(pcm.samples, pcm.sampleRate), pcm.sampleRate, OUTPUT_RATE);
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
