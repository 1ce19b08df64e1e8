/** Small operations on mono 16-bit PCM used to assemble a narration from many synthesiser calls. */

/** Below this absolute amplitude (about -50 dBFS) a sample counts as silence. */
const SILENCE_THRESHOLD = 100;

export function silence(sampleRate: number, ms: number): Int16Array {
  return new Int16Array(Math.round((sampleRate * ms) / 1000));
}

/**
 * Cuts leading and trailing silence, keeping `padMs` of it on each side. eSpeak pads every
 * call with its own silence; trimming it lets the caller set the gaps between sentences
 * and paragraphs itself, so pacing is even however the text was split.
 */
export function trimSilence(samples: Int16Array, sampleRate: number, padMs = 20): Int16Array {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first] ?? 0) < SILENCE_THRESHOLD) first++;
  if (first === samples.length) return samples.subarray(0, 0);
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last] ?? 0) < SILENCE_THRESHOLD) last--;
  const pad = Math.round((sampleRate * padMs) / 1000);
  return samples.subarray(Math.max(0, first - pad), Math.min(samples.length, last + 1 + pad));
}

/** Linear-interpolation resampling; adequate for speech, and a no-op when the rates match. */
export function resample(samples: Int16Array, from: number, to: number): Int16Array {
  if (from === to || samples.length === 0) return samples;
  const out = new Int16Array(Math.max(1, Math.round((samples.length * to) / from)));
  const step = from / to;
  for (let i = 0; i < out.length; i++) {
    const pos = i * step;
    const j = Math.floor(pos);
    const a = samples[j] ?? 0;
    const b = samples[j + 1] ?? a;
    out[i] = Math.round(a + (b - a) * (pos - j));
  }
  return out;
}
