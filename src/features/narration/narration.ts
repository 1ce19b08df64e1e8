/**
 * The one narration player of the app: rooms, Memory chapters and custom story chapters all play through
 * it, so only one narration sounds at a time and the lock screen shows the one that does.
 *
 * A plain <audio> element rather than Howler: one narration at a time needs no mixing; the element's own
 * Range requests are what the service worker answers from its audio cache (seeking works offline); and
 * playbackRate, currentTime and the Media Session want the element itself, which Howler's html5 mode
 * would only wrap.
 */
import * as session from './media-session';
import { isRate, type Rate, resumeAt } from './narration-rules';

export interface Track {
  /** Where the position is remembered: 'room:DUNGEON:ROOM', 'chapter:ADVENTURE:N', 'story:STORY:N'. */
  key: string;
  url: string;
  title: string;
  /** The Memory's, Timeline's or story's name. */
  album: string;
  artwork: string | null;
  /** A room's narration: when the Historian walks into another room while it plays, the new room's follows. */
  follows?: boolean;
}

/** loading: asked for and not playable yet (the server may be rendering it). */
export type Status = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface NarrationState {
  track: Track | null;
  status: Status;
  position: number;
  duration: number | null;
  rate: Rate;
  /** Why it cannot play, when status is 'error'. */
  error: string | null;
}

/** What the engine needs of an audio element (HTMLAudioElement fits; tests pass a fake). */
export type AudioLike = Pick<HTMLAudioElement, 'play' | 'pause' | 'load' | 'addEventListener' | 'removeAttribute'> & {
  src: string;
  currentTime: number;
  duration: number;
  playbackRate: number;
  paused: boolean;
  ended: boolean;
  preload: string;
};

export interface NarrationDeps {
  audio: () => AudioLike;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  online: () => boolean;
}

const POSITION = (key: string) => `narration:position:${key}`;
const RATE = 'narration:rate';
/** Positions are written at most this often while playing (and always on pause and stop). */
const SAVE_EVERY_S = 5;

export const NOT_ON_DEVICE = 'This narration is not on your device yet. Listen to it once while online to keep it.';
export const COULD_NOT_PLAY = 'The narration could not be played.';

export function createNarration(deps: NarrationDeps) {
  let el: AudioLike | null = null;
  let lastSaved = 0;
  const listeners = new Set<() => void>();
  const savedRate = Number(deps.storage?.getItem(RATE));
  let state: NarrationState = { track: null, status: 'idle', position: 0, duration: null, rate: isRate(savedRate) ? savedRate : 1, error: null };

  const set = (patch: Partial<NarrationState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };

  const remembered = (key: string): number | null => {
    const v = deps.storage?.getItem(POSITION(key));
    return v === null || v === undefined ? null : Number(v);
  };
  const remember = (key: string, at: number) => {
    lastSaved = at;
    try {
      if (at > 0) deps.storage?.setItem(POSITION(key), String(Math.round(at * 10) / 10));
      else deps.storage?.removeItem(POSITION(key));
    } catch {
      // Storage full or denied: the position is a convenience.
    }
  };

  function audio(): AudioLike {
    if (el) return el;
    const a = deps.audio();
    a.preload = 'auto';
    const finite = (d: number) => (Number.isFinite(d) && d > 0 ? d : null);
    a.addEventListener('loadedmetadata', () => {
      const duration = finite(a.duration);
      const track = state.track;
      if (track) {
        const at = resumeAt(remembered(track.key), duration);
        if (at > 0) a.currentTime = at;
      }
      a.playbackRate = state.rate;
      set({ duration, position: a.currentTime });
    });
    a.addEventListener('durationchange', () => set({ duration: finite(a.duration) }));
    a.addEventListener('playing', () => {
      set({ status: 'playing', error: null });
      session.playbackState('playing');
    });
    a.addEventListener('pause', () => {
      if (!state.track || state.status === 'idle') return;
      remember(state.track.key, a.ended ? 0 : a.currentTime);
      set({ status: state.status === 'error' ? 'error' : 'paused', position: a.currentTime });
      session.playbackState('paused');
    });
    a.addEventListener('timeupdate', () => {
      if (!state.track) return;
      const at = a.currentTime;
      if (Math.abs(at - lastSaved) >= SAVE_EVERY_S) remember(state.track.key, at);
      set({ position: at });
      session.position({ duration: state.duration, position: at, rate: state.rate });
    });
    a.addEventListener('ended', () => {
      if (state.track) remember(state.track.key, 0);
      set({ status: 'paused', position: 0 });
      a.currentTime = 0;
    });
    a.addEventListener('error', () => {
      if (!state.track) return;
      set({ status: 'error', error: deps.online() ? COULD_NOT_PLAY : NOT_ON_DEVICE });
    });
    el = a;
    return a;
  }

  const controls: session.SessionControls = {
    play: () => void resume(),
    pause: () => pause(),
    seek: (s) => seek(s),
    skip: (d) => seek(state.position + d),
    stop: () => stop(),
  };

  async function resume(): Promise<void> {
    const a = audio();
    if (!state.track) return;
    if (state.status !== 'playing') set({ status: a.paused && a.currentTime === 0 && state.duration === null ? 'loading' : state.status, error: null });
    try {
      await a.play();
    } catch (e) {
      // The browser refused to start without a tap (autoplay), or the file failed: wait for the player.
      if (e instanceof DOMException && e.name === 'NotAllowedError') set({ status: 'paused' });
      else if (e instanceof DOMException && e.name === 'AbortError') return;
      else set({ status: 'error', error: deps.online() ? COULD_NOT_PLAY : NOT_ON_DEVICE });
    }
  }

  /** Plays `track` (from where it was left), or resumes it if it is already the one loaded. */
  function start(track: Track): Promise<void> {
    const a = audio();
    if (state.track?.url === track.url) {
      set({ track });
    } else {
      if (state.track) remember(state.track.key, a.currentTime);
      set({ track, status: 'loading', position: remembered(track.key) ?? 0, duration: null, error: null });
      lastSaved = remembered(track.key) ?? 0;
      a.src = track.url;
      a.playbackRate = state.rate;
    }
    session.announce(track, controls);
    return resume();
  }

  /** The track now playing is known by another name (a room started by the loader, described by its page). */
  function describe(track: Track): void {
    if (state.track?.url !== track.url) return;
    if (state.track.key === track.key && state.track.title === track.title && state.track.album === track.album && state.track.artwork === track.artwork) return;
    set({ track });
    session.announce(track, controls);
  }

  function pause(): void {
    el?.pause();
  }

  function seek(seconds: number): void {
    const a = audio();
    if (!state.track) return;
    const end = state.duration ?? Infinity;
    const to = Math.max(0, Math.min(seconds, end));
    a.currentTime = to;
    remember(state.track.key, to);
    set({ position: to });
    session.position({ duration: state.duration, position: to, rate: state.rate });
  }

  function setRate(rate: Rate): void {
    if (el) el.playbackRate = rate;
    try {
      deps.storage?.setItem(RATE, String(rate));
    } catch {
      // Not kept: the speed applies to this session only.
    }
    set({ rate });
  }

  /** Leaves audio mode: the position is kept for next time, the lock screen lets go. */
  function stop(): void {
    if (!state.track) return;
    const a = audio();
    remember(state.track.key, a.currentTime);
    set({ status: 'idle' });
    a.pause();
    a.removeAttribute('src');
    a.load();
    set({ track: null, position: 0, duration: null, error: null });
    session.clear();
  }

  return {
    start,
    describe,
    pause,
    resume,
    seek,
    setRate,
    stop,
    /** The remembered position of a track that is not playing (for 'continue from 1:05'). */
    remembered,
    get state(): NarrationState {
      return state;
    },
    subscribe(l: () => void): () => void {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

export type Narration = ReturnType<typeof createNarration>;

/** The app's player. */
export const narration: Narration = createNarration({
  audio: () => new Audio(),
  storage: typeof localStorage === 'undefined' ? null : localStorage,
  online: () => typeof navigator === 'undefined' || navigator.onLine,
});
