/**
 * Security headers on every answer, the app's and the API's. The built app is all same-origin files with no
 * inline script or style (React sets styles through the CSSOM, which CSP allows), so the policy names self
 * only. A route that serves its own page (the test checkout) sets its own, stricter, policy.
 */
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "media-src 'self'",
  "connect-src 'self'",
  // The sync worker (a module worker) and the service worker.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/** Two years, the preload list's minimum. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** `behindTls`: only a TLS-terminating proxy (TRUST_PROXY) makes X-Forwarded-Proto trustworthy. */
export function installSecurityHeaders(app: FastifyInstance, { trustProxy }: { trustProxy: boolean }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('x-frame-options', 'DENY');
    if (trustProxy && request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
