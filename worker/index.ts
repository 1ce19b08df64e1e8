/// <reference lib="webworker" />
/**
 * The sync worker: the only code that talks to the API and the only writer of IndexedDB.
 * The UI wraps it once (src/worker-client.ts) and calls these methods through Comlink.
 * Everything is built in ./api.ts from injected dependencies; this file wires the real ones.
 */
import { expose } from 'comlink';
import { ChronicleDB, DB_NAME } from '../src/db';
import { upgrades } from '../src/db/upgrades';
import { createWorker } from './api';
import type { ChannelLike, LockManagerLike } from './deps';
import { noLocks } from './outbox/leader';
import type { OutboxMessage } from './outbox/replay';

declare const self: DedicatedWorkerGlobalScope;

const locks: LockManagerLike = self.navigator.locks
  ? { request: (name, options, fn) => self.navigator.locks.request(name, options, (lock) => fn(lock)) }
  : noLocks;

/** The workers of this origin's tabs: the ones that do not lead tell the leader what is new. */
const broadcast = new BroadcastChannel('chronicle-outbox');
const channel: ChannelLike<OutboxMessage> = {
  post: (message) => broadcast.postMessage(message),
  listen: (onMessage) => broadcast.addEventListener('message', (e: MessageEvent<OutboxMessage>) => onMessage(e.data)),
};

// The worker's own instance: the only one that upgrades the database (the page's waits for it).
const db = new ChronicleDB(DB_NAME, { upgrades });

const { api } = createWorker({
  db,
  fetch: (input, init) => self.fetch(input, init),
  baseUrl: new URL('/api', self.location.origin).href,
  clock: { now: () => Date.now(), setTimeout: (fn, ms) => self.setTimeout(fn, ms), clearTimeout: (h) => self.clearTimeout(h as number) },
  random: Math.random,
  locks,
  channel,
  // Chromium fires no `online` in a worker when the network is emulated: the page tells the worker
  // (main.tsx), and the outbox looks again while this still says offline.
  isOffline: () => self.navigator.onLine === false,
});

// Where the browser tells the worker itself, that is one more trigger; the page's is the one to count on.
self.addEventListener('online', () => void api.online());

const worker = {
  ...api,
  /**
   * The page's first screen is up: the write path (which worker/api.ts loads on first need) is fetched
   * now, so a write made after the network is lost finds its code in memory, service worker or not.
   */
  async firstScreenShown(): Promise<void> {
    await import('./write-path').catch(() => undefined);
  },
};

export type SyncApi = typeof worker;
expose(worker);
