/** The paid plan's portal, and deleting the account. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { ACCOUNT_DELETED, deleteAccount, refuseWhilePaying } from '../../account/deletion';
import { openPortal } from '../../account/subscription';
import { route } from '../../http/route';

export function planRoutes(app: FastifyInstance): void {
  route(app, api.billingPortal, ({ ctx, userId }) => openPortal(ctx.db, ctx.payments, userId, ctx.now()));
  // Erased once the answer is stored: the erasure takes the stored answer (and every other row of the player) too.
  // After the commit, on the database (app.ctx.db): the call's ctx.db is its transaction, ended by then.
  route(app, api.deleteAccount, async ({ ctx, userId, afterCommit }) => {
    await refuseWhilePaying(ctx.db, userId, ctx.now());
    afterCommit(() => deleteAccount(app.ctx.db, userId));
    return { message: ACCOUNT_DELETED };
  });
}
