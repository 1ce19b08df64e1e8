/** Generated artwork: immutable per key, so browsers and the service worker may keep it forever. */
import type { FastifyInstance } from 'fastify';
import { artwork } from '../art/artwork';

const KEY = /^[A-Za-z0-9_-]{1,100}$/;

export function artRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/api/media/art/:file', (request, reply) => {
    const key = request.params.file.replace(/\.svg$/, '');
    const art = request.params.file.endsWith('.svg') && KEY.test(key) ? artwork(key) : null;
    if (!art) return reply.code(404).send({ message: 'No such artwork.' });
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml; charset=utf-8').send(art.svg);
  });
}
