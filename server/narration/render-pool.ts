/**
 * Renders narration in worker threads, so that a chapter's first render (seconds of eSpeak and MP3
 * encoding) never stalls the requests the server answers meanwhile (bench/narration-stall.bench.ts).
 * Jobs queue for the first free thread; a thread that crashes fails its job and is replaced; threads
 * idle for a while exit, giving back the engine's memory, and the next render starts one again.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Renderer } from './cache';
import type { RenderJob, RenderReply } from './render-thread';
import type { NarrationOptions } from './synthesize';

export interface RenderPoolOptions {
  /** Threads at most; default: one fewer than the cores (at least one), at most two. */
  size?: number;
  /** A thread with no job for this long exits (default 60 s). */
  idleMs?: number;
  /** The thread's module (tests give one of their own); default render-thread.ts. */
  script?: URL;
}

export interface RenderPool {
  render: Renderer;
  close(): Promise<void>;
}

interface Pending {
  job: RenderJob;
  resolve(mp3: Buffer): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  busy: Pending | null;
  idleTimer: NodeJS.Timeout | null;
}

const RENDER_THREAD = new URL('./render-thread.ts', import.meta.url);
// The server runs its TypeScript through tsx: the thread registers it before loading its module (a
// worker's --import would register it too late for the worker's own entry).
const boot = (script: URL) => `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script.href)}); });`;

export function createRenderPool({
  size = Math.min(2, Math.max(1, availableParallelism() - 1)),
  idleMs = 60_000,
  script = RENDER_THREAD,
}: RenderPoolOptions = {}): RenderPool {
  const threads = new Set<Thread>();
  const queue: Pending[] = [];
  let nextId = 0;
  let closed = false;

  function spawn(): Thread {
    const worker = new Worker(boot(script), { eval: true });
    const thread: Thread = { worker, busy: null, idleTimer: null };
    worker.unref();
    worker.on('message', (reply: RenderReply) => {
      const pending = thread.busy;
      thread.busy = null;
      if (pending && pending.job.id === reply.id) {
        if (reply.ok) pending.resolve(Buffer.from(reply.mp3));
        else pending.reject(new Error(reply.message));
      }
      next(thread);
    });
    const fail = (error: Error) => {
      threads.delete(thread);
      if (thread.idleTimer) clearTimeout(thread.idleTimer);
      thread.busy?.reject(error);
      thread.busy = null;
      drain();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The narration thread stopped (exit code ${code}).`)));
    threads.add(thread);
    return thread;
  }

  /** Gives a free thread the next job, or lets it idle out. */
  function next(thread: Thread): void {
    const pending = queue.shift();
    if (!pending) {
      thread.idleTimer = setTimeout(() => {
        // Out of the pool first, so that no job is handed to a thread on its way out.
        threads.delete(thread);
        void thread.worker.terminate();
      }, idleMs);
      thread.idleTimer.unref();
      return;
    }
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    thread.idleTimer = null;
    thread.busy = pending;
    thread.worker.postMessage(pending.job);
  }

  function drain(): void {
    if (closed) return;
    for (const thread of threads) if (!thread.busy && queue.length > 0) next(thread);
    while (queue.length > 0 && threads.size < size) next(spawn());
  }

  return {
    render(text: string, opts: NarrationOptions): Promise<Buffer> {
      if (closed) return Promise.reject(new Error('The narration pool is closed.'));
      return new Promise((resolve, reject) => {
        queue.push({ job: { id: nextId++, text, opts }, resolve, reject });
        drain();
      });
    },
    async close(): Promise<void> {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('The narration pool is closed.'));
      await Promise.all([...threads].map((t) => t.worker.terminate()));
    },
  };
}
