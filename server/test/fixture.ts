import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '../db/migrate.js';
import { pgliteDb, startPglite } from '../db/pglite-db.js';
import { openPostgres } from '../db/postgres-db.js';
import type { Db } from '../db/types.js';
import { seed } from '../seed/seed.js';
import { randomDbName, testSeedOptions, withDatabase } from './test-db-options.js';

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database on TEST_DATABASE_URL, copied from the run's template; dropped on close(). */
async function createPostgresTestDb(url: string): Promise<Db> {
  const name = randomDbName('test');
  const template = inject('testDbTemplate');
  await adminQuery(
    url,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const db = await openPostgres(withDatabase(url, name));
  if (!template) {
    await migrate(db);
    await seed(db, testSeedOptions());
  }
  return {
    ...db,
    async close() {
      await db.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A fresh in-memory PGlite loaded from the run's seeded dump (built here when there is none). */
async function createPgliteTestDb(): Promise<Db> {
  const dumpPath = inject('testDbDump');
  if (dumpPath) {
    const instance = await startPglite({ loadDataDir: new Blob([await readFile(dumpPath)]) });
    return pgliteDb(instance);
  }
  const db = pgliteDb(await startPglite({}));
  await migrate(db);
  await seed(db, testSeedOptions());
  return db;
}

/**
 * A migrated database with the seeded test catalogue, private to the caller: PGlite in memory,
 * or a new database on the PostgreSQL server in TEST_DATABASE_URL. Close it when done.
 */
export async function createTestDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDb(url) : createPgliteTestDb();
}
