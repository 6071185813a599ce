import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/fixture.js';
import { listMigrations, migrate } from './migrate.js';
import type { Db } from './types.js';

describe('migrate', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('records every migration once and is idempotent', async () => {
    const versions = listMigrations().map((m) => m.version);
    await migrate(db);
    await migrate(db);
    const rows = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(versions);
    const [count] = await db.query<{ n: number }>('SELECT count(*) AS n FROM products');
    expect(count?.n).toBeGreaterThan(0);
  });

  it('applies a new migration in order and rolls back a failing one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      for (const m of listMigrations()) await writeFile(join(dir, `${m.version}_x.sql`), m.sql);
      await writeFile(join(dir, '9001_extra.sql'), 'CREATE TABLE migrate_probe (id int);');
      await writeFile(
        join(dir, '9002_broken.sql'),
        'CREATE TABLE migrate_probe_2 (id int); SELECT * FROM no_such_table;',
      );
      await expect(migrate(db, { dir })).rejects.toThrow(/no_such_table/);
      const applied = await db.query<{ version: string }>(
        "SELECT version FROM schema_migrations WHERE version LIKE '900%'",
      );
      expect(applied.map((r) => r.version)).toEqual(['9001']);
      const [probe2] = await db.query<{ t: string | null }>(
        "SELECT to_regclass('migrate_probe_2')::text AS t",
      );
      expect(probe2?.t).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses two migrations with the same number', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      await writeFile(join(dir, '0001_a.sql'), 'SELECT 1;');
      await writeFile(join(dir, '0001_b.sql'), 'SELECT 1;');
      expect(() => listMigrations(dir)).toThrow(/share the number 0001/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
