/** Who is calling: the user id of the bearer token, when it is valid and the user still exists. */
import type { FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../auth/jwt';
import { findUser } from '../store/users';
import type { ServerContext } from './server-context';

export function callerOf(request: FastifyRequest, ctx: ServerContext): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const userId = verifyAccessToken(header.slice(7).trim(), ctx.secret, ctx.now());
  return userId && findUser(ctx.db, userId) ? userId : null;
}
