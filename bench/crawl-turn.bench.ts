/**
 * A Timeline turn on the server as the crawl's history grows: `node --import tsx bench/crawl-turn.bench.ts`.
 * Not part of the tests. An in-memory server in production mode plays turns through PUT /continue/ the
 * way the worker sends them (with an Idempotency-Key, whose stored answer is part of the cost); input the
 * engine cannot place costs no action, so one crawl grows to 2,000+ events. Reports the median time and
 * the answer's size of 40 turns at 0, 1,000 and 2,000 events, and the ratio 2,000 / 0.
 */
import { randomUUID } from 'node:crypto';
import { buildServer } from '../server/app';
import { api } from '../src/contract';
import { percentile } from './support/server';

const DUNGEON = 'library-burned-twice';
const SAMPLE = 40;

const app = await buildServer({ dbPath: ':memory:', production: true });
const email = 'turns@example.com';
await app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email } });
const { code } = api.devMailbox.response.parse((await app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${email}` })).json());
const { access_token: token } = (await app.inject({ method: 'POST', url: '/api/auth/magic-code/verify/', payload: { email, code } })).json() as { access_token: string };
const headers = { authorization: `Bearer ${token}` };
await app.inject({ method: 'PUT', url: '/api/user/', headers, payload: { username: 'Turns', onboarding_state: 2 } });
await app.inject({ method: 'POST', url: `/api/dungeon/${DUNGEON}/`, headers, payload: { restart: false, artifacts: [] } });

let events = 0;
let turn = 0;
/** The last event seen, sent as after_seq as the worker does (the field is ignored by a server without it). */
let lastSeq: number | undefined;
async function play(): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await app.inject({
    method: 'PUT',
    url: `/api/dungeon/${DUNGEON}/continue/`,
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { text: `hum a tune number ${turn++}`, after_seq: lastSeq },
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`turn ${turn}: ${res.statusCode} ${res.body}`);
  const body = res.json() as { events: { seq: number }[]; progress: { events?: unknown[] } };
  events = body.progress.events?.length ?? events + body.events.length;
  lastSeq = body.events.at(-1)?.seq ?? lastSeq;
  return { ms, bytes: res.body.length };
}

const medians: Record<number, number> = {};
for (const at of [0, 1000, 2000]) {
  while (events < at) await play();
  const sample = [];
  for (let i = 0; i < SAMPLE; i++) sample.push(await play());
  const times = sample.map((s) => s.ms).sort((a, b) => a - b);
  medians[at] = percentile(times, 0.5);
  const kib = (sample.reduce((n, s) => n + s.bytes, 0) / SAMPLE / 1024).toFixed(1);
  console.log(`at ${at} events: median ${medians[at]!.toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, answer ${kib} KiB`);
}
console.log(`turn at 2,000 events vs at 0: ${(medians[2000]! / medians[0]!).toFixed(2)}x`);
await app.close();
