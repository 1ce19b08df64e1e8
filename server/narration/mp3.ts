/** Encodes mono 16-bit PCM to a constant-bitrate MP3 with lamejs (pure JS, works offline). */
import { Mp3Encoder } from '@breezystack/lamejs';

/**
 * One MPEG-1 Layer III frame holds 1152 samples per channel (MPEG-2 frames at 16/22.05 kHz
 * hold 576, which divides it). Feeding whole frames means lamejs never has to carry an odd
 * remainder, and each call encodes a bounded amount of audio.
 */
export const BLOCK = 1152;

/** Sample rates MP3 can carry; anything else must be resampled first. */
export const MP3_RATES: readonly number[] = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000];

/**
 * Incremental encoder: PCM can be written as it is synthesised, so a long narration never
 * needs one multi-second synchronous encode (lamejs costs ~20 ms per second of audio).
 */
export class Mp3Writer {
  private readonly encoder: Mp3Encoder;
  private readonly chunks: Uint8Array[] = [];
  /** Samples waiting to complete a BLOCK. */
  private pending = new Int16Array(BLOCK);
  private pendingLength = 0;

  constructor(sampleRate: number, kbps: number) {
    if (!MP3_RATES.includes(sampleRate)) throw new Error(`MP3 cannot carry ${sampleRate} Hz`);
    this.encoder = new Mp3Encoder(1, sampleRate, kbps);
  }

  write(samples: Int16Array): void {
    let i = 0;
    if (this.pendingLength > 0) {
      const take = Math.min(BLOCK - this.pendingLength, samples.length);
      this.pending.set(samples.subarray(0, take), this.pendingLength);
      this.pendingLength += take;
      i = take;
      if (this.pendingLength < BLOCK) return;
      this.encode(this.pending);
      this.pendingLength = 0;
    }
    for (; i + BLOCK <= samples.length; i += BLOCK) this.encode(samples.subarray(i, i + BLOCK));
    const rest = samples.subarray(i);
    this.pending.set(rest, 0);
    this.pendingLength = rest.length;
  }

  /** Encodes the remainder and flushes lamejs's look-ahead buffer (without it the tail is cut). */
  end(): Buffer {
    if (this.pendingLength > 0) this.encode(this.pending.subarray(0, this.pendingLength));
    this.pendingLength = 0;
    this.push(this.encoder.flush());
    return Buffer.concat(this.chunks);
  }

  private encode(block: Int16Array): void {
    this.push(this.encoder.encodeBuffer(block));
  }

  /**
   * lamejs is typed as returning Uint8Array but returns a fresh Int8Array; view the same
   * bytes as unsigned so Buffer.concat copies them verbatim.
   */
  private push(bytes: Uint8Array | Int8Array): void {
    if (bytes.length > 0) this.chunks.push(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
}

export function encodeMp3(samples: Int16Array, sampleRate: number, kbps: number): Buffer {
  const writer = new Mp3Writer(sampleRate, kbps);
  writer.write(samples);
  return writer.end();
}
