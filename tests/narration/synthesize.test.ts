import { describe, expect, it } from 'vitest';
import { resolveOptions, synthesize } from '../../server/narration/synthesize';

/** Offset of the first MPEG audio frame: 11 set sync bits (0xFFE), Layer III. */
function firstFrame(mp3: Buffer): number {
  for (let i = 0; i + 1 < mp3.length; i++) {
    if (mp3[i] === 0xff && ((mp3[i + 1] ?? 0) & 0xe0) === 0xe0) return i;
  }
  return -1;
}

/** Frame header fields of MPEG-2 Layer III (the format at 22.05 kHz). */
function header(mp3: Buffer, at: number): { version: number; layer: number; rateIndex: number; mono: boolean } {
  const b1 = mp3[at + 1] ?? 0;
  const b2 = mp3[at + 2] ?? 0;
  const b3 = mp3[at + 3] ?? 0;
  return { version: (b1 >> 3) & 3, layer: (b1 >> 1) & 3, rateIndex: (b2 >> 2) & 3, mono: b3 >> 6 === 3 };
}

describe('synthesize', () => {
  it('renders a short text to a mono 22.05 kHz MP3 that starts on a frame', async () => {
    const mp3 = await synthesize('Hello, traveller.');
    expect(firstFrame(mp3)).toBe(0);
    // MPEG-2 (version bits 10), Layer III (01), 22.05 kHz (index 0), single channel.
    expect(header(mp3, 0)).toEqual({ version: 2, layer: 1, rateIndex: 0, mono: true });
    expect(mp3.length).toBeGreaterThan(1500);
  });

  it('grows with the length of the text and pauses between paragraphs', async () => {
    const short = await synthesize('The door creaks.');
    const long = await synthesize('The door creaks. Rain taps on the window.\n\nSomewhere below, a dog barks twice.');
    expect(long.length).toBeGreaterThan(short.length * 2);
    expect(firstFrame(long)).toBe(0);
  });

  it('gives the character voice a different rendering', async () => {
    const narrator = await synthesize('Who goes there?');
    const character = await synthesize('Who goes there?', { voice: 'character' });
    expect(character.equals(narrator)).toBe(false);
  });

  it('renders whitespace as a valid file of silence and survives a leading dash', async () => {
    const empty = await synthesize('  \n ');
    expect(firstFrame(empty)).toBe(0);
    expect((await synthesize('-v is not an option here.')).length).toBeGreaterThan(empty.length);
  });

  it('rejects a speed that is not words per minute', () => {
    expect(() => resolveOptions({ speed: 1.2 })).toThrow(RangeError);
    expect(resolveOptions({ voice: 'character' })).toEqual({ voice: 'character', speed: 165 });
  });
});
