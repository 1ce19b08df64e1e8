/**
 * A narration render thread (server/narration/render-pool.ts): synthesises what it is sent, one text
 * at a time, off the server's event loop. eSpeak's engine (~5 MB of JavaScript, a 50 MB heap) loads here
 * on the first render, so the main thread never pays for it.
 */
import { parentPort } from 'node:worker_threads';
import { synthesize, type NarrationOptions } from './synthesize';

export interface RenderJob {
  id: number;
  text: string;
  opts: NarrationOptions;
}
export type RenderReply = { id: number; ok: true; mp3: ArrayBuffer } | { id: number; ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('render-thread.ts runs as a worker thread');

port.on('message', async ({ id, text, opts }: RenderJob) => {
  let reply: RenderReply;
  try {
    const mp3 = await synthesize(text, opts);
    // A copy the size of the file, whose buffer can move to the main thread without another copy.
    const owned = mp3.buffer.slice(mp3.byteOffset, mp3.byteOffset + mp3.byteLength) as ArrayBuffer;
    reply = { id, ok: true, mp3: owned };
    port.postMessage(reply, [owned]);
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
    port.postMessage(reply);
  }
});
