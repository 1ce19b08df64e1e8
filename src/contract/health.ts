import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * GET /healthz — for load balancers, not the app: 200 while the instance serves and reaches its database;
 * 503 (an ErrorBody) while it shuts down or when its database cannot be reached.
 */
export const Health = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof Health>;

export const healthApi = {
  health: endpoint({ method: 'GET', path: '/healthz', response: Health }),
} as const;
