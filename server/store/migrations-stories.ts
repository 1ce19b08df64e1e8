/** Schema steps of the stories domain: versions 300-399, append-only like every migration. */
import type { Migration } from './migrations';

export const storyMigrations: readonly Migration[] = [];
