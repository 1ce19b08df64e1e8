/** Whether a request comes from this machine itself, and not through a proxy in front of it. */
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * The socket's peer, not request.ip: behind TRUST_PROXY request.ip is whatever X-Forwarded-For says. A
 * proxy on the same machine connects from loopback too, so any forwarding header disqualifies a request.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  return LOOPBACK.test(request.socket.remoteAddress ?? '') && FORWARDED.every((h) => request.headers[h] === undefined);
}
