import { ChronicleDB } from './db';

export * from './db';
export type * from './rows';
export { PENDING_SEQ_BASE, threadKey } from './rows';

/** The one database instance of this JS realm (the page and the worker each open their own). */
export const db = new ChronicleDB();
