/** A Chrome trace as Lighthouse keeps it (artifacts.Trace): the events this estimate reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface Trace {
  traceEvents: TraceEvent[];
}

/**
 * Total blocking time from the tasks' CPU time instead of their wall time: each main-thread task after the first
 * contentful paint, times the 4x slowdown Lighthouse simulates, beyond 50 ms. On a machine shared with other
 * work a task's wall time includes the time its thread waited for a core (Lighthouse gave one build's chapter
 * 6,372 ms and, in the next run, 252 ms, at a load of 9); its CPU time barely moves. An estimate, not Lighthouse's
 * simulation: it leaves out time the thread spent blocked.
 */
export function cpuBlocking(trace: Trace | undefined): number {
  const events = trace?.traceEvents ?? [];
  const threads = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]));
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && threads.get(key) === 'CrRendererMain') busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return NaN;
  const [pid, tid] = main.split(':').map(Number);
  const fcp = Math.min(...events.filter((e) => e.name === 'firstContentfulPaint' && e.pid === pid).map((e) => e.ts));
  return events
    .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp)
    .reduce((sum, e) => sum + Math.max(0, (4 * (e.tdur ?? e.dur ?? 0)) / 1000 - 50), 0);
}
