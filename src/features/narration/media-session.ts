/**
 * Lock-screen and headset controls through the Media Session API: what plays (title, the Memory or
 * Timeline name, artwork) and the actions (play, pause, seek back and forward, seek to, stop).
 */
import { SKIP_SECONDS } from './narration-rules';

export interface SessionTrack {
  title: string;
  album: string;
  artwork: string | null;
}

export interface SessionControls {
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  skip(delta: number): void;
  stop(): void;
}

type Session = Pick<MediaSession, 'setActionHandler' | 'setPositionState'> & { metadata: MediaMetadata | null; playbackState: MediaSessionPlaybackState };

const session = (): Session | null => (typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null);

function artworkOf(url: string | null): MediaImage[] {
  if (!url) return [];
  const type = url.endsWith('.svg') ? 'image/svg+xml' : url.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return [{ src: new URL(url, location.href).href, sizes: '512x512', type }];
}

export function announce(track: SessionTrack, controls: SessionControls, s: Session | null = session()): void {
  if (!s) return;
  s.metadata = typeof MediaMetadata === 'undefined' ? null : new MediaMetadata({ title: track.title, artist: 'Chronicle', album: track.album, artwork: artworkOf(track.artwork) });
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => controls.play()],
    ['pause', () => controls.pause()],
    ['seekbackward', (d) => controls.skip(-(d.seekOffset ?? SKIP_SECONDS))],
    ['seekforward', (d) => controls.skip(d.seekOffset ?? SKIP_SECONDS)],
    ['seekto', (d) => d.seekTime !== undefined && controls.seek(d.seekTime)],
    ['stop', () => controls.stop()],
  ];
  for (const [action, handler] of handlers) {
    try {
      s.setActionHandler(action, handler);
    } catch {
      // A browser that does not know this action simply does not show it.
    }
  }
}

export function playbackState(state: MediaSessionPlaybackState, s: Session | null = session()): void {
  if (s) s.playbackState = state;
}

/** Keeps the lock screen's progress bar right; only a known, finite length can be shown. */
export function position(p: { duration: number | null; position: number; rate: number }, s: Session | null = session()): void {
  if (!s || p.duration === null || !Number.isFinite(p.duration) || p.duration <= 0) return;
  try {
    s.setPositionState({ duration: p.duration, position: Math.min(p.position, p.duration), playbackRate: p.rate });
  } catch {
    // An out-of-range state from a racing event: the next update corrects it.
  }
}

export function clear(s: Session | null = session()): void {
  if (!s) return;
  s.metadata = null;
  s.playbackState = 'none';
  for (const action of ['play', 'pause', 'seekbackward', 'seekforward', 'seekto', 'stop'] as MediaSessionAction[]) {
    try {
      s.setActionHandler(action, null);
    } catch {
      // Unknown action: nothing was set.
    }
  }
}
