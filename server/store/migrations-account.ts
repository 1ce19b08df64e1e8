/** Schema steps of the account domain: versions 200-299, append-only like every migration. */
import type { Migration } from './migrations';

export const accountMigrations: readonly Migration[] = [];
