/**
 * The Postgres pass's global setup (vite.config.ts, project `postgres`): one throwaway cluster for the run,
 * a template database migrated once, and its URL given to the tests; each test server gets its own copy
 * (tests/server/helpers.ts). Stopped and deleted at the end.
 */
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPostgres } from '../../server/store/postgres';
import { startCluster } from './cluster';

export const TEMPLATE = 'chronicle_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
    await admin.end();
    const db = await openPostgres(cluster.url(TEMPLATE), 1);
    await db.destroy();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresUrl', cluster.url('postgres'));
  return () => cluster.stop();
}
