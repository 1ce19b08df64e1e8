/**
 * Serves the built app: hashed files under /assets/ are immutable; the entry points (index.html,
 * sw.js, the manifest) must be revalidated on every load or an update would never reach players.
 * Text files go out precompressed (scripts/precompress.ts wrote x.br and x.gz beside each): brotli or
 * gzip as the client accepts, with Vary: Accept-Encoding. Source maps stay on disk, never served.
 * Every other GET outside /api that names no file answers index.html: the app routes on the client.
 */
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NO_CACHE = /(^|\/)(index\.html|sw\.js|manifest\.webmanifest|manifest\.json)(\.br|\.gz)?$/;

export async function installStaticApp(app: FastifyInstance, root: string): Promise<void> {
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

export function installNotFound(app: FastifyInstance, serveApp: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    // A missing hashed asset is a stale build reference: HTML in its place would fail as a script.
    const isAsset = request.url.startsWith('/assets/');
    if (serveApp && !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found.' });
  });
}
