import { describe, expect, it } from 'vitest';
import { cpuBlocking, type TraceEvent } from '../../bench/support/cpu-blocking';

const main = { pid: 1, tid: 10 };
const names: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: 1, tid: 10, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 1, tid: 20, ts: 0, args: { name: 'DedicatedWorker thread' } },
];
const task = (ts: number, wallMs: number, cpuMs: number, on = main): TraceEvent => ({ name: 'RunTask', ph: 'X', ...on, ts, dur: wallMs * 1000, tdur: cpuMs * 1000 });

describe("total blocking time from the tasks' CPU time", () => {
  it("counts each main-thread task after the first contentful paint by its CPU time, 4x, beyond 50 ms", () => {
    const events = [
      ...names,
      task(0, 200, 40), // before the paint
      { name: 'firstContentfulPaint', ph: 'R', ...main, ts: 1_000 },
      task(2_000, 300, 20), // 80 ms at 4x: 30 blocking, however long it waited for a core
      task(400_000, 15, 10), // 40 ms at 4x: none
      task(500_000, 100, 100, { pid: 1, tid: 20 }), // the worker's thread
    ];
    expect(cpuBlocking({ traceEvents: events })).toBe(30);
  });

  it('answers NaN for a trace without a page', () => {
    expect(cpuBlocking({ traceEvents: [] })).toBeNaN();
    expect(cpuBlocking(undefined)).toBeNaN();
  });
});
