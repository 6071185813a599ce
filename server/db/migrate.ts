import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Db } from './types.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_PATTERN = /^(\d{4})_[a-z0-9_-]+\.sql$/;
// Several API processes may start at once against one PostgreSQL: they queue on this lock.
const ADVISORY_LOCK_KEY = 7_305_011;

interface Migration {
  version: string;
  sql: string;
}

export function listMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((name) => FILE_PATTERN.test(name))
    .sort()
    .map((name) => ({ version: name.slice(0, 4), sql: readFileSync(join(dir, name), 'utf8') }));
  const seen = new Set<string>();
  for (const { version } of migrations) {
    if (seen.has(version)) throw new Error(`Two migrations share the number ${version} in ${dir}`);
    seen.add(version);
  }
  return migrations;
}

/** Applies pending migrations in order, each in its own transaction; safe to call on every start. */
export async function migrate(db: Db, opts: { dir?: string } = {}): Promise<void> {
  for (const migration of listMigrations(opts.dir)) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK_KEY]);
      await tx.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (done.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, now())', [
        migration.version,
      ]);
    });
  }
}
