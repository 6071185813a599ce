// vitest globalSetup (server project): builds ONE migrated, seeded database per run; each test
// file then gets a fresh copy from server/test/fixture.ts (initdb + seed per file would cost seconds).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.js';
import { pgliteDb, startPglite } from '../db/pglite-db.js';
import { openPostgres } from '../db/postgres-db.js';
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

async function buildPostgresTemplate(
  url: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = randomDbName('test_tpl');
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const db = await openPostgres(withDatabase(url, name));
  try {
    await migrate(db);
    await seed(db, testSeedOptions());
  } finally {
    await db.close();
  }
  return { name, drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function buildPgliteDump(dir: string): Promise<string> {
  const instance = await startPglite({});
  const db = pgliteDb(instance);
  try {
    await migrate(db);
    await seed(db, testSeedOptions());
    const dump = await instance.dumpDataDir('none');
    const path = join(dir, 'test-db.tar');
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    return path;
  } finally {
    await db.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await buildPostgresTemplate(url);
    project.provide('testDbTemplate', template.name);
    project.provide('testDbDump', '');
    return template.drop;
  }
  const dir = await mkdtemp(join(tmpdir(), 'atv-test-db-'));
  project.provide('testDbDump', await buildPgliteDump(dir));
  project.provide('testDbTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}
