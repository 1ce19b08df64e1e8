/**
 * Reads a response body as text, up to a limit: a proxy's runaway page or a garbled length must not
 * take the worker's memory. A body that stops mid-way (the connection cut, the call timed out) is `cut`.
 */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

export type Body = { kind: 'text'; text: string } | { kind: 'too-large' } | { kind: 'cut'; message: string };

export async function readBody(res: Response, max = MAX_BODY_BYTES): Promise<Body> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > max) {
    void res.body?.cancel().catch(() => {});
    return { kind: 'too-large' };
  }
  if (!res.body) return { kind: 'text', text: '' };
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        void reader.cancel().catch(() => {});
        return { kind: 'too-large' };
      }
      text += decoder.decode(value, { stream: true });
    }
  } catch (e) {
    return { kind: 'cut', message: e instanceof Error ? e.message : String(e) };
  }
  return { kind: 'text', text: text + decoder.decode() };
}

/** Retry-After in ms (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
