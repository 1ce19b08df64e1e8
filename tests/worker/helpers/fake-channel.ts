import type { ChannelLike } from '../../../worker/deps';

/** A BroadcastChannel between "tabs": a message reaches every other tab's listener, a task later. */
export class FakeChannelHub<M> {
  private listeners = new Map<number, ((m: M) => void)[]>();
  private next = 0;

  channel(): ChannelLike<M> {
    const id = this.next++;
    this.listeners.set(id, []);
    return {
      post: (message) => {
        for (const [other, fns] of this.listeners) {
          if (other !== id) for (const fn of fns) setTimeout(() => fn(structuredClone(message)), 0);
        }
      },
      listen: (fn) => void this.listeners.get(id)!.push(fn),
    };
  }
}
