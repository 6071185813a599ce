import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Db, Queryable } from './types.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FUNCTIONS_DIR = fileURLToPath(new URL('./functions/', import.meta.url));
const FILE_PATTERN = /^(\d{4})_[a-z0-9_-]+\.sql$/;
const FUNCTION_FILE_PATTERN = /^([a-z][a-z0-9_]*)\.sql$/;
// Several API processes may start at once against one PostgreSQL: they queue on this lock.
const ADVISORY_LOCK_KEY = 7_305_011;

interface Migration {
  version: string;
  sql: string;
}

export interface SqlFunction {
  /** The function's name, which is its file's name. */
  name: string;
  /** CREATE OR REPLACE FUNCTION name(...) ... $$ body $$; */
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

/**
 * The live SQL functions, one file each (server/db/functions/<name>.sql): each file is one
 * CREATE OR REPLACE FUNCTION of the function its file names, so the body a reader opens is the
 * body the database runs.
 */
export function listFunctions(dir: string = FUNCTIONS_DIR): SqlFunction[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const name = FUNCTION_FILE_PATTERN.exec(file)?.[1];
      const sql = readFileSync(join(dir, file), 'utf8');
      const creates = [...sql.matchAll(/CREATE\s+(OR\s+REPLACE\s+)?FUNCTION\s+(\w+)\s*\(/gi)];
      if (!name || creates.length !== 1 || !creates[0]?.[1] || creates[0][2] !== name)
        throw new Error(
          `${join(dir, file)} must hold one CREATE OR REPLACE FUNCTION of the function its file names`,
        );
      return { name, sql };
    });
}

async function lock(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK_KEY]);
}

async function lockAndRecord(tx: Queryable): Promise<void> {
  await lock(tx);
  await tx.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
}

/**
 * Applies pending migrations in order, each in its own transaction, then (re)defines every SQL
 * function from server/db/functions/ in one more transaction under the same lock: safe to call
 * on every start. Migrations stay append-only and define tables, triggers and data; a function's
 * body lives in its file (a migration may still DROP a function whose file is removed). The
 * functions come after the migrations, so a migration runs the bodies the previous start left.
 */
export async function migrate(
  db: Db,
  opts: { dir?: string; functionsDir?: string | null } = {},
): Promise<void> {
  for (const migration of listMigrations(opts.dir)) {
    await db.transaction(async (tx) => {
      await lockAndRecord(tx);
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
  // null: migrations only (a test that replays an older schema).
  if (opts.functionsDir === null) return;
  const functions = listFunctions(opts.functionsDir);
  await db.transaction(async (tx) => {
    await lock(tx);
    for (const fn of functions) await tx.exec(fn.sql);
  });
}
