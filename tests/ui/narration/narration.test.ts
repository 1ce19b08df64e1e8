import { describe, expect, it } from 'vitest';
import { createNarration, NOT_ON_DEVICE, type AudioLike, type Track } from '../../../src/features/narration/narration';
import { durationText, FALLBACK_DURATION, formatTime, GENERATING_TEXT, nextRate, resumeAt, TOOLTIP_MS } from '../../../src/features/narration/narration-rules';

/** An audio element that plays nothing: events are fired by the test. */
class FakeAudio extends EventTarget implements AudioLike {
  private source = '';
  currentTime = 0;
  /** A new source starts at 0, as an element's does. */
  get src() {
    return this.source;
  }
  set src(v: string) {
    this.source = v;
    this.currentTime = 0;
  }
  duration = Number.NaN;
  playbackRate = 1;
  paused = true;
  ended = false;
  preload = '';
  plays = 0;
  play = async () => {
    this.plays += 1;
    this.paused = false;
  };
  pause = () => {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  };
  load = () => {};
  removeAttribute = (name: string) => {
    if (name === 'src') this.source = '';
  };
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

function harness(online = true) {
  const audio = new FakeAudio();
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
  const narration = createNarration({ audio: () => audio, storage, online: () => online });
  return { audio, store, narration };
}

const track = (key: string, url = `/api/media/audio/${key}.mp3`): Track => ({ key, url, title: `Title ${key}`, album: 'The Drowned Bell', artwork: null });

describe('the narration player', () => {
  it('is generating until the audio can play, then plays; the length shows 5:00 until known', async () => {
    const { audio, narration } = harness();
    await narration.start(track('story:s1:1'));
    expect(narration.state).toMatchObject({ status: 'loading', duration: null });
    expect(durationText(narration.state.duration)).toBe(FALLBACK_DURATION);
    expect(GENERATING_TEXT).toBe('Generating...can take up to 1 min');
    audio.duration = 77;
    audio.fire('loadedmetadata');
    audio.fire('playing');
    expect(narration.state).toMatchObject({ status: 'playing', duration: 77 });
    expect(durationText(77)).toBe('1:17');
  });

  it('steps through 1x, 1.5x and 2x, and keeps the speed for the next narration', async () => {
    const { audio, narration, store } = harness();
    await narration.start(track('chapter:a1:1'));
    narration.setRate(nextRate(narration.state.rate));
    expect(audio.playbackRate).toBe(1.5);
    narration.setRate(nextRate(narration.state.rate));
    expect(narration.state.rate).toBe(2);
    expect(nextRate(2)).toBe(1);
    expect(store.get('narration:rate')).toBe('2');
    expect(harness().narration.state.rate).toBe(1);
  });

  it('remembers the position per chapter and room, and starts there next time', async () => {
    const { audio, narration } = harness();
    await narration.start(track('room:d1:Hall'));
    audio.duration = 120;
    audio.fire('loadedmetadata');
    narration.seek(42);
    expect(audio.currentTime).toBe(42);
    narration.stop();
    expect(narration.state).toMatchObject({ status: 'idle', track: null });

    await narration.start(track('room:d1:Cellar'));
    audio.fire('loadedmetadata');
    expect(audio.currentTime).toBe(0);
    narration.stop();

    await narration.start(track('room:d1:Hall'));
    audio.currentTime = 0;
    audio.fire('loadedmetadata');
    expect(audio.currentTime).toBe(42);
    expect(narration.remembered('room:d1:Hall')).toBe(42);
  });

  it('a narration heard to its end starts again from the beginning', async () => {
    const { audio, narration } = harness();
    await narration.start(track('chapter:a1:2'));
    audio.duration = 60;
    audio.fire('loadedmetadata');
    narration.seek(59.5);
    audio.ended = true;
    audio.fire('ended');
    expect(narration.remembered('chapter:a1:2')).toBeNull();
    expect(resumeAt(59.5, 60)).toBe(0);
    expect(resumeAt(30, 60)).toBe(30);
  });

  it('a seek stays within the narration', async () => {
    const { audio, narration } = harness();
    await narration.start(track('story:s1:2'));
    audio.duration = 30;
    audio.fire('loadedmetadata');
    narration.seek(99);
    expect(audio.currentTime).toBe(30);
    narration.seek(-5);
    expect(audio.currentTime).toBe(0);
  });

  it('offline and never heard, it says the narration is not on the device', async () => {
    const { audio, narration } = harness(false);
    await narration.start(track('story:s1:3'));
    audio.fire('error');
    expect(narration.state).toMatchObject({ status: 'error', error: NOT_ON_DEVICE });
  });

  it('times read as minutes and seconds; the tooltip hides after 20 seconds', () => {
    expect(formatTime(65.4)).toBe('1:05');
    expect(formatTime(3723)).toBe('1:02:03');
    expect(TOOLTIP_MS).toBe(20000);
  });
});

describe('a page’s narrations', () => {
  it('share a group per Timeline, adventure or story: the controls stay across its chapters and rooms', async () => {
    const { groupOf } = await import('../../../src/features/narration/useNarration');
    expect(groupOf('story:s1:3')).toBe('story:s1');
    expect(groupOf('chapter:a1:2')).toBe(groupOf('chapter:a1:1'));
    expect(groupOf('room:d1:The Harbour Steps')).toBe('room:d1');
    expect(groupOf('room:d2:Hall')).not.toBe(groupOf('room:d1:Hall'));
  });
});
