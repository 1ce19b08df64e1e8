/**
 * The schema, as an append-only list: a released step is never edited, a change is a new step.
 * Each step runs in a transaction and is recorded in schema_migrations (store/db.ts).
 *
 * Each domain keeps its steps in its own file, in its own range of versions (core 1-99, dungeons
 * 100-199, account 200-299, sagas 300-399, comments 400-499, narration 500-599, auth 600-699, explicit order 700-799), so that domains grow without editing
 * each other's steps.
 */
import { accountMigrations } from './account';
import { authMigrations } from './auth';
import { commentMigrations } from './comments';
import { coreMigrations } from './core';
import { dungeonMigrations } from './dungeons';
import { narrationMigrations } from './narration';
import { orderMigrations } from './order';
import { reportMigrations } from './reports';
import { sagaMigrations } from './sagas';
import { subscriptionMigrations } from './subscriptions';

export const migrations = [...coreMigrations, ...dungeonMigrations, ...accountMigrations, ...sagaMigrations, ...commentMigrations, ...subscriptionMigrations, ...reportMigrations, ...narrationMigrations, ...authMigrations, ...orderMigrations].sort((a, b) => a.version - b.version);
