import { describe, expect, it } from 'vitest';
import { MAX_CHUNK_CHARS, normalizeText, splitForSpeech } from '../../server/narration/text';
import { parseWav } from '../../server/narration/wav';
import { encodeMp3, Mp3Writer } from '../../server/narration/mp3';

function wav(opts: { rate: number; channels: number; bits: number; format?: number; frames: number[][]; extra?: boolean }): Uint8Array {
  const bytesPer = opts.bits / 8;
  const dataSize = opts.frames.length * opts.channels * bytesPer;
  const extra = opts.extra ? 12 : 0;
  const buf = Buffer.alloc(44 + extra + dataSize);
  buf.write('RIFF', 0, 'latin1');
  buf.writeUInt32LE(36 + extra + dataSize, 4);
  buf.write('WAVEfmt ', 8, 'latin1');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(opts.format ?? 1, 20);
  buf.writeUInt16LE(opts.channels, 22);
  buf.writeUInt32LE(opts.rate, 24);
  buf.writeUInt32LE(opts.rate * opts.channels * bytesPer, 28);
  buf.writeUInt16LE(opts.channels * bytesPer, 32);
  buf.writeUInt16LE(opts.bits, 34);
  let at = 36;
  if (opts.extra) {
    // An odd-sized LIST chunk, padded to even length, before the data.
    buf.write('LIST', at, 'latin1');
    buf.writeUInt32LE(3, at + 4);
    at += 12;
  }
  buf.write('data', at, 'latin1');
  buf.writeUInt32LE(dataSize, at + 4);
  at += 8;
  for (const frame of opts.frames) {
    for (const v of frame) {
      if (opts.bits === 16) buf.writeInt16LE(v, at);
      else if (opts.bits === 8) buf.writeUInt8(v, at);
      else buf.writeFloatLE(v, at);
      at += bytesPer;
    }
  }
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
}

describe('parseWav', () => {
  it('reads 16-bit mono exactly', () => {
    const pcm = parseWav(wav({ rate: 22050, channels: 1, bits: 16, frames: [[0], [1000], [-32768], [32767]] }));
    expect(pcm.sampleRate).toBe(22050);
    expect(Array.from(pcm.samples)).toEqual([0, 1000, -32768, 32767]);
  });

  it('downmixes stereo, skips unknown chunks and decodes 8-bit and float', () => {
    const stereo = parseWav(wav({ rate: 16000, channels: 2, bits: 16, frames: [[1000, 3000], [-200, 200]], extra: true }));
    expect(Array.from(stereo.samples)).toEqual([2000, 0]);
    expect(Array.from(parseWav(wav({ rate: 8000, channels: 1, bits: 8, frames: [[128], [255], [0]] })).samples)).toEqual([0, 32512, -32768]);
    expect(Array.from(parseWav(wav({ rate: 8000, channels: 1, bits: 32, format: 3, frames: [[0.5], [-1]] })).samples)).toEqual([16384, -32768]);
  });

  it('rejects what is not a WAV', () => {
    expect(() => parseWav(new Uint8Array(50))).toThrow(/RIFF/);
  });
});

describe('splitForSpeech', () => {
  it('keeps paragraphs and cuts sentences, including after closing quotes', () => {
    expect(splitForSpeech('"Run!" she said. He ran.\n\n  Then   silence…  ')).toEqual([
      ['"Run!" she said.', 'He ran.'],
      ['Then silence…'],
    ]);
    expect(normalizeText(' a \n b \n\n\n c ')).toBe('a b\n\nc');
  });

  it('caps run-on sentences and strips markup and leading dashes', () => {
    const runOn = Array.from({ length: 60 }, (_, i) => `clause ${i},`).join(' ');
    const chunks = splitForSpeech(runOn)[0] ?? [];
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => c.length <= MAX_CHUNK_CHARS)).toBe(true);
    expect(splitForSpeech('-- *Bold* _move_.')).toEqual([['Bold move .']]);
  });
});

describe('Mp3Writer', () => {
  it('gives the same bytes however the PCM is split', () => {
    const pcm = Int16Array.from({ length: 5000 }, (_, i) => Math.round(8000 * Math.sin(i / 7)));
    const writer = new Mp3Writer(22050, 32);
    for (const [a, b] of [[0, 1], [1, 1200], [1200, 3000], [3000, 5000]] as const) writer.write(pcm.subarray(a, b));
    expect(writer.end().equals(encodeMp3(pcm, 22050, 32))).toBe(true);
  });
});
