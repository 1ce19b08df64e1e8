/**
 * Serves the built app: hashed files under /assets/ are immutable; the entry points (index.html,
 * sw.js, the manifest) must be revalidated on every load or an update would never reach players.
 * Text files go out precompressed (scripts/precompress.ts wrote x.br and x.gz beside each): brotli or
 * gzip as the client accepts, with Vary: Accept-Encoding. Source maps stay on disk, never served.
 * Every other GET outside /api that names no file answers index.html: the app routes on the client.
 * In test mode index.html carries the test-mode banner, compressed once at the first request.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withTestModeBanner } from './test-mode-banner';

interface Options {
  /** PAYMENT_TEST_MODE: every page says so. */
  testMode: boolean;
}

const NO_CACHE = /(^|\/)(index\.html|sw\.js|manifest\.webmanifest|manifest\.json)(\.br|\.gz)?$/;

export async function installStaticApp(app: FastifyInstance, root: string, { testMode }: Options): Promise<void> {
  if (testMode) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const path = request.url.split('?', 1)[0];
      if (path === '/' || path === '/index.html') return sendIndex(request, reply, root, true);
    });
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    setHeaders(reply, path) {
      if (path.startsWith(join(root, 'assets'))) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (NO_CACHE.test(path)) reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
}

interface Bannered {
  html: string;
  br: Buffer;
  gzip: Buffer;
}
const banneredIndex = new Map<string, Bannered>();

function bannered(root: string): Bannered {
  let page = banneredIndex.get(root);
  if (!page) {
    const html = withTestModeBanner(readFileSync(join(root, 'index.html'), 'utf8'));
    banneredIndex.set(root, (page = { html, br: brotliCompressSync(html), gzip: gzipSync(html) }));
  }
  return page;
}

/** index.html, with the test-mode banner when asked (read and compressed once per directory). */
function sendIndex(request: FastifyRequest, reply: FastifyReply, root: string, testMode: boolean): FastifyReply {
  reply.header('cache-control', 'no-cache');
  if (!testMode) return reply.sendFile('index.html');
  const page = bannered(root);
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

export function installNotFound(app: FastifyInstance, serveApp: string | undefined, { testMode }: Options): void {
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    // A missing hashed asset is a stale build reference: HTML in its place would fail as a script.
    const isAsset = request.url.startsWith('/assets/');
    if (serveApp && !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(request, reply, serveApp, testMode);
    }
    return reply.code(404).send({ message: 'Not found.' });
  });
}
