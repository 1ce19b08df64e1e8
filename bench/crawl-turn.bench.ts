/**
 * A Timeline turn on the server as the crawl's history grows: `node --import tsx bench/crawl-turn.bench.ts`.
 * An in-memory server built as the tests build it (the local default: codes from the dev mailbox, answers
 * checked against the contract, so both sizes pay that check) plays turns through PUT /continue/ the way
 * the worker sends them (with an Idempotency-Key, whose stored answer is part of the cost); input the
 * engine cannot place costs no action, so one crawl grows to 2,000+ events. Reports the median time and
 * the answer's size of 40 turns at 0, 1,000 and 2,000 events, and the ratio 2,000 / 0.
 */
import { randomUUID } from 'node:crypto';
import { buildServer } from '../server/app';
import { api } from '../src/contract';
import { isMain } from './support/main';
import { percentile } from './support/server';

const DUNGEON = 'library-burned-twice';

export interface TurnSample {
  /** Events of the crawl when the sample started. */
  at: number;
  times: number[];
  /** Mean answer size, bytes. */
  bytes: number;
}

/** Turns at each history length of `at` (the first is the crawl's start), `sample` of them each. */
export async function measure({ at = [0, 1000, 2000], sample = 40 } = {}): Promise<{ samples: TurnSample[]; events: number }> {
  const app = await buildServer({ dbPath: ':memory:', devRoutes: true, codeRequestsPerIp: 1000, payments: { testMode: true } });
  try {
    const email = 'turns@example.com';
    await app.inject({ method: 'POST', url: '/api/auth/magic-code/request/', payload: { email } });
    const { code } = api.devMailbox.response.parse((await app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${email}` })).json());
    const { access_token: token } = api.magicCodeVerify.response.parse((await app.inject({ method: 'POST', url: '/api/auth/magic-code/verify/', payload: { email, code } })).json());
    const headers = { authorization: `Bearer ${token}` };
    await app.inject({ method: 'PUT', url: '/api/user/', headers, payload: { username: 'Turns', onboarding_state: 2 } });
    const started = await app.inject({ method: 'POST', url: `/api/dungeon/${DUNGEON}/`, headers, payload: { restart: false, artifacts: [] } });
    if (started.statusCode !== 200) throw new Error(`crawl start: ${started.statusCode} ${started.body}`);

    let events = 0;
    let turn = 0;
    /** The last event seen, sent as after_seq as the worker does. */
    let lastSeq: number | undefined;
    const play = async (): Promise<{ ms: number; bytes: number }> => {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'PUT',
        url: `/api/dungeon/${DUNGEON}/continue/`,
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: { text: `hum a tune number ${turn++}`, after_seq: lastSeq },
      });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`turn ${turn}: ${res.statusCode} ${res.body}`);
      const body = res.json() as { events: { seq: number }[]; progress: { events?: unknown[] } };
      if (body.events.length === 0) throw new Error(`turn ${turn} answered no event`);
      events = body.progress.events?.length ?? events + body.events.length;
      lastSeq = body.events.at(-1)?.seq ?? lastSeq;
      return { ms, bytes: res.body.length };
    };

    const samples: TurnSample[] = [];
    for (const length of at) {
      while (events < length) await play();
      const turns = [];
      for (let i = 0; i < sample; i++) turns.push(await play());
      samples.push({ at: length, times: turns.map((s) => s.ms).sort((a, b) => a - b), bytes: turns.reduce((n, s) => n + s.bytes, 0) / sample });
    }
    return { samples, events };
  } finally {
    await app.close();
  }
}

if (isMain(import.meta.url)) {
  const { samples } = await measure();
  for (const s of samples) {
    console.log(`at ${s.at} events: median ${percentile(s.times, 0.5).toFixed(2)} ms, p95 ${percentile(s.times, 0.95).toFixed(2)} ms, answer ${(s.bytes / 1024).toFixed(1)} KiB`);
  }
  const [first, last] = [samples[0]!, samples.at(-1)!];
  console.log(`turn at ${last.at} events vs at ${first.at}: ${(percentile(last.times, 0.5) / percentile(first.times, 0.5)).toFixed(2)}x`);
}
