/** Whether the database answers, for the health check (http/lifecycle.ts). */
import type { Db } from './db';
import { stmt } from './stmt';

export function databaseAnswers(db: Db): boolean {
  try {
    return stmt(db, 'SELECT 1 AS one').get() !== undefined;
  } catch {
    return false; // closed, or its file gone
  }
}
