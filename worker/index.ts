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
import type { LockManagerLike } from './deps';
import { noLocks } from './outbox/leader';

declare const self: DedicatedWorkerGlobalScope;

const locks: LockManagerLike = self.navigator.locks ? { request: (name, fn) => self.navigator.locks.request(name, () => fn()) } : noLocks;

// The worker's own instance: the only one that upgrades the database (the page's waits for it).
const db = new ChronicleDB(DB_NAME, { upgrades });

const { api } = createWorker({
  db,
  fetch: (input, init) => self.fetch(input, init),
  baseUrl: new URL('/api', self.location.origin).href,
  clock: { now: () => Date.now(), setTimeout: (fn, ms) => self.setTimeout(fn, ms), clearTimeout: (h) => self.clearTimeout(h as number) },
  random: Math.random,
  locks,
  isOffline: () => self.navigator.onLine === false,
});

self.addEventListener('online', () => void api.online());

export type SyncApi = typeof api;
expose(api);
