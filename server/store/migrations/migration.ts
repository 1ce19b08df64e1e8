import type { SqliteHandle as Db } from '../db';

/** One schema step: a released step is never edited, a change is a new step. */
export interface Migration {
  version: number;
  name: string;
  up(db: Db): void;
}
