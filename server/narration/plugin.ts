/**
 * Serves narrations: GET/HEAD /media/audio/<key>.mp3, registered by the app under /api.
 *
 * Files are immutable (content-addressed), so they are cacheable forever, and byte ranges are
 * supported because audio elements seek (and Safari refuses to play media without ranges).
 */
import { createReadStream } from 'node:fs';
import { type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { createNarrationCache, registerNarration, type Renderer } from './cache';
import { createRenderPool } from './render-pool';
import { parseRange } from './range';
import { type NarrationOptions } from './synthesize';
import type { Db } from '../store/db';
import type { NarrationTexts } from './texts';

export interface NarrationRoutesOptions {
  /** Cache directory, e.g. `${DATA_DIR}/audio`. */
  dir: string;
  /** Where the texts behind the keys are kept: the database, shared by every instance (tests: memoryTexts()). */
  texts: NarrationTexts;
  /** Replaces the worker threads' `synthesize`; for tests. */
  render?: Renderer;
  /** The rendered audio kept on disk at most, in bytes (least recently served go first). */
  maxBytes?: number;
}

/** Where the app mounts this plugin; narrationUrl builds public URLs from it. */
export const AUDIO_URL_PREFIX = '/api/media/audio/';

/**
 * Keeps `text` in `texts` for lazy rendering and returns its public URL, for `audio_url` fields.
 * Cheap: nothing is synthesised until the URL is first requested, on whichever instance that is.
 */
export async function narrationUrl(texts: NarrationTexts, text: string, opts?: NarrationOptions, through?: Db): Promise<string> {
  return `${AUDIO_URL_PREFIX}${await registerNarration(texts, text, opts, through)}.mp3`;
}

export const narrationRoutes: FastifyPluginAsync<NarrationRoutesOptions> = async (app, options) => {
  // Renders run in worker threads: the event loop keeps answering while a chapter is synthesised.
  const pool = options.render ? null : createRenderPool();
  const cache = createNarrationCache({ dir: options.dir, texts: options.texts, render: options.render ?? pool!.render, maxBytes: options.maxBytes });
  app.addHook('onClose', async () => {
    await pool?.close();
  });

  app.route<{ Params: { key: string } }>({
    // HEAD is declared explicitly: Fastify's implicit HEAD route would read the file through.
    method: ['GET', 'HEAD'],
    url: '/media/audio/:key.mp3',
    handler: async (request, reply) => {
      const file = await cache.fileForKey(request.params.key);
      if (!file) return reply.code(404).send({ message: 'No narration with this key' });

      const size = file.bytes;
      const etag = `"${file.key.slice(0, 32)}-${size.toString(16)}"`;
      reply
        .header('Content-Type', 'audio/mpeg')
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag);

      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

      // If-Range with another validator means the client's partial copy is stale: send it all.
      const ifRange = request.headers['if-range'];
      const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, size) : { kind: 'none' as const };

      if (range.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .header('Content-Range', `bytes */${size}`)
          .header('Content-Type', 'application/json; charset=utf-8')
          // Only the file itself is immutable; an error must not be cached for a year.
          .removeHeader('Cache-Control')
          .send({ message: 'Range not satisfiable' });
      }
      if (range.kind === 'range') {
        reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
        return sendBytes(reply, request.method === 'HEAD', file.path, range.start, range.end);
      }
      return sendBytes(reply, request.method === 'HEAD', file.path, 0, size - 1);
    },
  });
};

function sendBytes(reply: FastifyReply, head: boolean, path: string, start: number, end: number): FastifyReply {
  reply.header('Content-Length', String(Math.max(0, end - start + 1)));
  if (head || end < start) return reply.send();
  return reply.send(createReadStream(path, { start, end }));
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
