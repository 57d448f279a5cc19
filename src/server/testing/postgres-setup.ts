/**
 * Vitest global setup of the Postgres pass (DATABASE_URL set; nothing to do otherwise): migrates one
 * template database per run, which tests copy into databases of their own (see harness.ts).
 */
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { createDatabase, databasesNamed, dropDatabase, migratedContents, type MigratedContents } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database tests copy, and what it holds; null when the suite runs on SQLite. */
    postgresTemplate: { name: string; contents: MigratedContents } | null;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = loadConfig({ DATABASE_URL: process.env.DATABASE_URL }).databaseUrl;
  project.provide('postgresTemplate', null);
  if (!serverUrl) return;
  const template = `syl_test_${process.pid}`;
  const databaseUrl = await createDatabase(serverUrl, template);
  const db = openDatabase({ databasePath: '', databaseUrl });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  project.provide('postgresTemplate', { name: template, contents: await migratedContents(databaseUrl) });
  return async function teardown() {
    // Each test file drops its own at its end; one that was killed midway leaves them behind.
    for (const name of await databasesNamed(serverUrl, template)) await dropDatabase(serverUrl, name);
  };
}
