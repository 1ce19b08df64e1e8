import type { Clock } from '../../../worker/deps';

/** A clock whose time moves only by tick(); timers fire in due order. */
export class FakeClock implements Clock {
  private time: number;
  private nextId = 1;
  private timers = new Map<number, { at: number; fn: () => void }>();

  constructor(start = Date.UTC(2025, 0, 1)) {
    this.time = start;
  }

  now = (): number => this.time;

  setTimeout = (fn: () => void, ms: number): number => {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, fn });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.timers.delete(handle as number);
  };

  /** When the earliest timer is due, or null. */
  nextTimerAt(): number | null {
    const ats = [...this.timers.values()].map((t) => t.at);
    return ats.length ? Math.min(...ats) : null;
  }

  /** Advance by `ms`, firing every timer that falls due on the way. */
  tick(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = Math.max(this.time, due[1].at);
      due[1].fn();
    }
    this.time = end;
  }
}
