/**
 * JSON answers of /api: never kept by the HTTP cache (the app keeps its data in IndexedDB), but every
 * GET carries a weak ETag so the sync worker can revalidate with If-None-Match and get a bodiless 304.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const weakEtag = (body: string): string => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match may list several tags, and the weak comparison ignores the W/ prefix. */
function matches(ifNoneMatch: string, etag: string): boolean {
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

export function installJsonCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (!request.url.startsWith('/api/') || typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    reply.header('cache-control', 'no-store');
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = weakEtag(payload);
    reply.header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && matches(ifNoneMatch, etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
