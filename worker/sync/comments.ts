import type { CommentList } from '../../src/contract';
import type { ChronicleDB } from '../../src/db';
import type { PullSpec } from './pull';

/** The server's comments replace the ones it sent before; the player's pending comments stay. */
export async function writeComments(db: ChronicleDB, sagaId: string, list: CommentList): Promise<void> {
  await db.comments.where('saga_id').equals(sagaId).filter((c) => !c.pending).delete();
  await db.comments.bulkPut(list.comments.map((c) => ({ ...c, pending: false, outbox_id: null })));
  await db.sagas.put({ saga_id: sagaId, comment_count: list.count });
}

export const commentsSpec = (sagaId: string): PullSpec<'sagaComments'> => ({
  key: `comments:${sagaId}`,
  endpoint: 'sagaComments',
  params: { sagaId },
  tables: (db) => [db.comments, db.sagas],
  write: (db, list) => writeComments(db, sagaId, list),
});
