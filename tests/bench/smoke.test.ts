/**
 * Every bench at a smoke size, so a change that breaks one fails here. Each asserts only that the bench
 * measured something real: its subject and its baseline took time and did their work. Never a speed.
 * (The browser benches that need a build are covered by e2e: first-load by e2e/first-load.spec.ts.)
 */
import { describe, expect, it } from 'vitest';
import { measure as comments } from '../../bench/comments.bench';
import { measure as crawlTurn } from '../../bench/crawl-turn.bench';
import { measure as engine } from '../../bench/engine.bench';
import { measure as homeRead } from '../../bench/home-read.bench';
import { measure as instances } from '../../bench/instances.bench';
import { measure as narration } from '../../bench/narration.bench';
import { measure as narrationStall } from '../../bench/narration-stall.bench';
import { measure as outbox } from '../../bench/outbox.bench';
import { repull } from '../../bench/browser/repull';

const tookTime = (times: number[]) => {
  expect(times.length).toBeGreaterThan(0);
  for (const t of times) expect(t).toBeGreaterThan(0);
};

// Servers to start and narration to render on a busy 2-core machine: the limit only catches a hang.
describe('benches at a smoke size', { timeout: 120_000 }, () => {
  it('comments reads lists, replies and counts of three filled threads', async () => {
    const threads = await comments({ comments: 60, runs: 2 });
    expect(threads).toHaveLength(3);
    for (const { tops, reads } of threads) {
      expect(tops).toBe(40);
      for (const r of reads) {
        tookTime(r.times);
        expect(r.items).toBeGreaterThan(0);
      }
    }
  });

  it('crawl-turn plays turns at two lengths of one crawl', async () => {
    const { samples, events } = await crawlTurn({ at: [0, 30], sample: 3 });
    expect(samples.map((s) => s.at)).toEqual([0, 30]);
    expect(events).toBeGreaterThanOrEqual(30);
    for (const s of samples) {
      tookTime(s.times);
      expect(s.bytes).toBeGreaterThan(0);
    }
  });

  it('engine plays every Timeline', () => {
    for (const d of engine({ turns: 20 })) {
      tookTime(d.times);
      expect(d.maxState).toBeGreaterThan(0);
    }
  });

  it('home-read answers the featured home under concurrent load', async () => {
    const r = await homeRead({ seconds: 0.5, warmup: 0.2, connections: 4 });
    expect(r.requests).toBeGreaterThan(0);
    expect(r.failed).toBe(0);
    expect(r.items).toBeGreaterThan(0);
    tookTime(r.latencies);
  });

  it('instances drives the mix through a cluster of two, every call answered, and the cluster stops cleanly', async () => {
    const [r] = await instances({ setups: [{ store: 'sqlite', instances: 2 }], seconds: 1, warmup: 0.3, connections: 3 });
    expect(r).toMatchObject({ store: 'sqlite', instances: 2, failed: 0, exitCode: 0 });
    for (const times of Object.values(r!.byCall)) tookTime(times);
    expect(r!.requests).toBe(r!.latencies.length);
    expect(r!.cpuMsPerRequest).toBeGreaterThan(0);
    expect(r!.postgres).toBeUndefined();
  });

  it('instances drives the mix through two instances on a Postgres cluster it starts, and reads the database side', { timeout: 180_000 }, async () => {
    const [r] = await instances({ setups: [{ store: 'postgres', instances: 2 }], seconds: 1, warmup: 0.3, connections: 3, poolSize: 2 });
    expect(r).toMatchObject({ store: 'postgres', instances: 2, failed: 0, exitCode: 0 });
    for (const times of Object.values(r!.byCall)) tookTime(times);
    expect(r!.cpuMsPerRequest).toBeGreaterThan(0);
    const pg = r!.postgres!;
    expect(pg.cpuMsPerRequest).toBeGreaterThan(0);
    // Two instances of two connections each, at most: the pool size holds.
    expect(pg.connections).toBeGreaterThan(0);
    expect(pg.connections).toBeLessThanOrEqual(4);
    expect(pg.bytesPerWrite).toBeGreaterThan(0);
    expect(pg.largest).toHaveLength(5);
    for (const t of pg.largest) expect(t.bytes).toBeGreaterThan(0);
  });

  it('narration renders a text, cold and warm', async () => {
    const r = await narration({ text: 'The lantern guttered.', runs: 1 });
    expect(r.coldMs).toBeGreaterThan(0);
    tookTime(r.times);
    expect(r.bytes).toBeGreaterThan(1000);
  });

  it('narration-stall serves GETs idle and during a render, on the server thread and in worker threads', async () => {
    for (const onMainThread of [true, false]) {
      const r = await narrationStall({ onMainThread, text: 'The lantern guttered as Mira pushed open the door.', idle: 20 });
      expect(r.failed).toBe(0);
      tookTime(r.idle);
      expect(r.idle).toHaveLength(20);
      expect(r.render.bytes).toBeGreaterThan(1000);
      expect(r.onDisk.files).toBe(1);
    }
  });

  it('outbox queues writes offline and replays every one', async () => {
    const r = await outbox({ writes: 10 });
    expect(r.enqueueMs).toBeGreaterThan(0);
    expect(r.replayMs).toBeGreaterThan(0);
    expect(r).toMatchObject({ delivered: 10, left: 0, stored: 10 });
  });

  it('repull re-pulls a thread and raw-puts the same rows, each read back (on fake-indexeddb)', async () => {
    const r = await repull(200, 2);
    expect(r.rows).toBe(200);
    expect(r.first).toBeGreaterThan(0);
    tookTime(r.pull);
    tookTime(r.raw);
    tookTime(r.readBack);
  });
});
