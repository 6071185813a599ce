// The SQL functions the database runs are exactly the files in server/db/functions/, body for
// body, and starting again changes none of them.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/fixture.js';
import { listFunctions, migrate } from './migrate.js';
import type { Db } from './types.js';

const FUNCTIONS_DIR = fileURLToPath(new URL('./functions/', import.meta.url));

interface LiveFunction {
  name: string;
  oid: number;
  source: string;
  definition: string;
}

/** The database's own functions: schema public, not those an extension (pg_trgm) brings. */
const liveFunctions = (db: Db) =>
  db.query<LiveFunction>(
    `SELECT p.proname AS name, p.oid::int AS oid, p.prosrc AS source,
            pg_get_functiondef(p.oid) AS definition
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d
                         WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid
                           AND d.deptype = 'e')
      ORDER BY p.proname`,
  );

/** The body between the file's dollar quotes, as pg_proc.prosrc keeps it. */
function bodyOf(sql: string): string {
  const open = sql.indexOf('$$');
  const close = sql.lastIndexOf('$$');
  if (open < 0 || close <= open) throw new Error('No $$ body');
  return sql.slice(open + 2, close);
}

describe('SQL functions', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
  });

  it('the database has exactly the functions of server/db/functions, with their bodies', async () => {
    const files = listFunctions();
    const live = await liveFunctions(db);
    expect(live.map((f) => f.name)).toEqual(files.map((f) => f.name));
    for (const file of files)
      expect(live.find((f) => f.name === file.name)?.source, file.name).toBe(bodyOf(file.sql));
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it('a second start changes no function and no migration record', async () => {
    const before = await liveFunctions(db);
    const migrations = await db.query('SELECT version, applied_at FROM schema_migrations');
    await migrate(db);
    expect(await liveFunctions(db)).toEqual(before);
    expect(await db.query('SELECT version, applied_at FROM schema_migrations')).toEqual(migrations);
  });

  it('a body changed in its file is live after the next start, with no migration', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'functions-'));
    try {
      await cp(FUNCTIONS_DIR, dir, { recursive: true });
      const file = join(dir, 'bump_campaign_version.sql');
      const sql = await readFile(file, 'utf8');
      await writeFile(file, sql.replace('RETURN NULL;', 'RETURN NULL; -- changed'));
      await migrate(db, { functionsDir: dir });
      const [changed] = (await liveFunctions(db)).filter((f) => f.name === 'bump_campaign_version');
      expect(changed?.source).toContain('-- changed');
    } finally {
      await migrate(db);
      await rm(dir, { recursive: true, force: true });
    }
    const [restored] = (await liveFunctions(db)).filter((f) => f.name === 'bump_campaign_version');
    expect(restored?.source).not.toContain('-- changed');
  });

  it('refuses a file that does not define the function it names', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'functions-'));
    try {
      await writeFile(
        join(dir, 'one_thing.sql'),
        'CREATE OR REPLACE FUNCTION other_thing() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;',
      );
      expect(() => listFunctions(dir)).toThrow(/one CREATE OR REPLACE FUNCTION/);
      await writeFile(
        join(dir, 'one_thing.sql'),
        'CREATE FUNCTION one_thing() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;',
      );
      expect(() => listFunctions(dir)).toThrow(/one CREATE OR REPLACE FUNCTION/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
