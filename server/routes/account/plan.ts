/** The paid plan's portal, and deleting the account. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { ACCOUNT_DELETED, deleteAccount, refuseWhilePaying } from '../../account/deletion';
import { openPortal } from '../../account/subscription';
import { route } from '../../http/route';

export function planRoutes(app: FastifyInstance): void {
  route(app, api.billingPortal, ({ ctx, userId }) => openPortal(ctx.db, ctx.payments, userId, ctx.now()));
  // Erased once the answer is stored: the erasure takes the stored answer (and every other row of the player) too.
  route(app, api.deleteAccount, ({ ctx, userId, afterCommit }) => {
    refuseWhilePaying(ctx.db, userId, ctx.now());
    afterCommit(async () => deleteAccount(ctx.db, userId));
    return { message: ACCOUNT_DELETED };
  });
}
