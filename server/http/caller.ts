/** Who is calling: the user of the bearer token, as the context's authenticate() sees it. */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from './server-context';

export async function callerOf(request: FastifyRequest, ctx: ServerContext): Promise<string | null> {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? ctx.authenticate(header.slice(7).trim()) : null;
}
