import { describe, expect, it } from 'vitest';
import { CALLS_PER_INSTANCE, speakWav } from '../../server/narration/engine';
import { parseWav } from '../../server/narration/wav';

describe('eSpeak engine', () => {
  // The Emscripten build breaks on an instance's 80th run and then aborts the process;
  // the engine must be recycled before that, for as long as the server lives.
  it('keeps producing speech well past 80 calls', { timeout: 30_000 }, () => {
    expect(CALLS_PER_INSTANCE).toBeLessThan(80);
    const options = { voice: 'en/en', variant: 'm3', speed: 155, pitch: 38, amplitude: 110, wordgap: 0 };
    const lengths: number[] = [];
    for (let i = 0; i < 2 * CALLS_PER_INSTANCE + 30; i++) {
      const pcm = parseWav(speakWav('Hi.', options));
      expect(pcm.sampleRate).toBe(22050);
      lengths.push(pcm.samples.length);
    }
    // Identical input gives identical output on every instance, so no call was corrupted.
    expect(new Set(lengths).size).toBe(1);
  });

  it('rejects a voice that is not loaded', () => {
    expect(() => speakWav('Hi.', { voice: 'xx', speed: 155, pitch: 50, amplitude: 100, wordgap: 0 })).toThrow(/voice/);
  });
});
