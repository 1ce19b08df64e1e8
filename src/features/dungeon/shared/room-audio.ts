/**
 * The room's narration, one player for the whole Timeline so it keeps playing from the loader into
 * the read page. html5 mode plays through an <audio> element, whose requests the service worker
 * answers from its audio cache (with range requests), so a room heard once plays again offline.
 */
import { Howl } from 'howler';

type Listener = () => void;

let howl: Howl | null = null;
let url: string | null = null;
let muted = false;
let playing = false;
const listeners = new Set<Listener>();

const emit = () => listeners.forEach((l) => l());

export const roomAudio = {
  /** Plays `src` from the start unless it is already the current sound. Browsers allow it after a tap. */
  play(src: string | null): void {
    if (!src) return this.stop();
    if (src === url && howl) {
      if (!howl.playing() && !muted) howl.play();
      return;
    }
    howl?.unload();
    url = src;
    howl = new Howl({
      src: [src],
      html5: true,
      volume: 0.8,
      mute: muted,
      onplay: () => ((playing = true), emit()),
      onend: () => ((playing = false), emit()),
      onstop: () => ((playing = false), emit()),
      onpause: () => ((playing = false), emit()),
      // Offline and never heard, or the autoplay policy refused: stay quiet, the toggle can try again.
      onloaderror: () => ((playing = false), emit()),
      onplayerror: () => ((playing = false), emit()),
    });
    howl.play();
  },
  stop(): void {
    howl?.unload();
    howl = null;
    url = null;
    playing = false;
    emit();
  },
  setMuted(next: boolean): void {
    muted = next;
    howl?.mute(next);
    if (!next && howl && !howl.playing()) howl.play();
    emit();
  },
  get state() {
    return { muted, playing, url };
  },
  subscribe(l: Listener): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
