/** Whether the database answers, for the health check (http/lifecycle.ts). */
import { sql } from 'kysely';
import type { Db } from './db';

export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    return (await sql<{ one: number }>`select 1 as one`.execute(db)).rows.length > 0;
  } catch {
    return false; // closed, or its file gone
  }
}
