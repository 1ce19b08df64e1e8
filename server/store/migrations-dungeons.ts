/** Schema steps of the dungeons domain: versions 100-199, append-only like every migration. */
import type { Migration } from './migrations';

export const dungeonMigrations: readonly Migration[] = [];
