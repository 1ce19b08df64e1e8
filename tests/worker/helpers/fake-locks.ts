import type { LockManagerLike } from '../../../worker/deps';

/** An exclusive lock manager shared by several "tabs", like navigator.locks within one origin. */
export class FakeLocks implements LockManagerLike {
  private held = new Set<string>();
  private waiters = new Map<string, (() => void)[]>();

  async request<T>(name: string, options: { ifAvailable?: boolean }, fn: (lock: unknown) => Promise<T>): Promise<T> {
    if (options.ifAvailable && this.held.has(name)) return fn(null);
    await this.acquire(name);
    try {
      return await fn({ name });
    } finally {
      this.release(name);
    }
  }

  /** Another tab takes the lock and keeps it until the returned function is called. */
  async hold(name: string): Promise<() => void> {
    await this.acquire(name);
    return () => this.release(name);
  }

  isHeld(name: string): boolean {
    return this.held.has(name);
  }

  private acquire(name: string): Promise<void> {
    if (!this.held.has(name)) {
      this.held.add(name);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const queue = this.waiters.get(name) ?? [];
      queue.push(resolve);
      this.waiters.set(name, queue);
    });
  }

  private release(name: string): void {
    const next = this.waiters.get(name)?.shift();
    // Handed straight to the next waiter: the lock never looks free in between.
    if (next) next();
    else this.held.delete(name);
  }
}
