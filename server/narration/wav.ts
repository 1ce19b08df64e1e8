/**
 * Reads a RIFF/WAVE file into mono 16-bit PCM, the only input the MP3 encoder takes here.
 *
 * The header is walked chunk by chunk rather than assumed to be 44 bytes, because writers
 * may add LIST/fact chunks or an extensible fmt chunk; the format fields decide the decoding.
 */

export interface Pcm {
  sampleRate: number;
  /** Mono, signed 16-bit. */
  samples: Int16Array;
}

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;

interface Fmt {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  blockAlign: number;
}

export function parseWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || fourCC(view, 0) !== 'RIFF' || fourCC(view, 8) !== 'WAVE') {
    throw new Error('Not a RIFF/WAVE file');
  }
  let fmt: Fmt | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = fourCC(view, offset);
    const declared = view.getUint32(offset + 4, true);
    const body = offset + 8;
    // Streaming writers leave the size as 0 or 0xFFFFFFFF; never read past the buffer.
    const size = Math.min(declared, bytes.byteLength - body);
    if (id === 'fmt ') fmt = readFmt(view, body, size);
    if (id === 'data') {
      if (!fmt) throw new Error('WAV data chunk precedes its fmt chunk');
      return { sampleRate: fmt.sampleRate, samples: toMonoInt16(view, body, size, fmt) };
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}

function readFmt(view: DataView, at: number, size: number): Fmt {
  if (size < 16) throw new Error('WAV fmt chunk too short');
  let format = view.getUint16(at, true);
  // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first two bytes of its sub-format GUID.
  if (format === FORMAT_EXTENSIBLE && size >= 26) format = view.getUint16(at + 24, true);
  const fmt: Fmt = {
    format,
    channels: view.getUint16(at + 2, true),
    sampleRate: view.getUint32(at + 4, true),
    blockAlign: view.getUint16(at + 12, true),
    bitsPerSample: view.getUint16(at + 14, true),
  };
  const intOk = format === FORMAT_PCM && [8, 16, 24, 32].includes(fmt.bitsPerSample);
  const floatOk = format === FORMAT_FLOAT && fmt.bitsPerSample === 32;
  if (!intOk && !floatOk) throw new Error(`Unsupported WAV encoding: format ${format}, ${fmt.bitsPerSample} bits`);
  if (fmt.channels < 1 || fmt.sampleRate < 1) throw new Error('WAV fmt chunk has no channels or rate');
  if (fmt.blockAlign < fmt.channels * (fmt.bitsPerSample / 8)) {
    fmt.blockAlign = fmt.channels * (fmt.bitsPerSample / 8);
  }
  return fmt;
}

/** Averages the channels of each frame and scales the result to signed 16-bit. */
function toMonoInt16(view: DataView, at: number, size: number, fmt: Fmt): Int16Array {
  const frames = Math.floor(size / fmt.blockAlign);
  const bytesPer = fmt.bitsPerSample / 8;
  const read = sampleReader(view, fmt);
  const out = new Int16Array(frames);
  for (let i = 0; i < frames; i++) {
    const frame = at + i * fmt.blockAlign;
    let sum = 0;
    for (let c = 0; c < fmt.channels; c++) sum += read(frame + c * bytesPer);
    // Scaling by 32768 keeps 16-bit input bit-exact; only +1.0 needs the clamp.
    const v = Math.round((sum / fmt.channels) * 32768);
    out[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
  }
  return out;
}

/** Returns a reader yielding a sample in [-1, 1]. */
function sampleReader(view: DataView, fmt: Fmt): (at: number) => number {
  if (fmt.format === FORMAT_FLOAT) return (at) => view.getFloat32(at, true);
  switch (fmt.bitsPerSample) {
    case 8:
      // 8-bit WAV is the one unsigned format.
      return (at) => (view.getUint8(at) - 128) / 128;
    case 16:
      return (at) => view.getInt16(at, true) / 32768;
    case 24:
      return (at) => ((view.getUint8(at + 2) << 24) | (view.getUint8(at + 1) << 16) | (view.getUint8(at) << 8)) / 2147483648;
    default:
      return (at) => view.getInt32(at, true) / 2147483648;
  }
}

function fourCC(view: DataView, at: number): string {
  return String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
}
