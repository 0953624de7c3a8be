import type { TestProject } from 'vitest/node';
import { migrateToLatest, openPostgres } from '../db/connection';
import { databaseUrl, onServer, TEMPLATE_DATABASE } from './postgres-databases';
import { startPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The api-postgres project's server (a URL on its `postgres` database, allowed to create databases). */
    postgresUrl: string;
  }
}

/**
 * Starts (or finds, at TEST_DATABASE_URL) the server once for the
 * api-postgres project and migrates a template database, so each test
 * context gets a migrated database of its own by `create database … template`.
 */
export default async function setup(project: TestProject) {
  const server = await startPostgres(process.env);
  await onServer(server.url, `drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await onServer(server.url, `create database ${TEMPLATE_DATABASE}`);
  const { db } = openPostgres({ url: databaseUrl(server.url, TEMPLATE_DATABASE), poolSize: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
