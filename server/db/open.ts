import { resolve } from 'node:path';
import { DatabaseOpenError, describeCause, redactUrl } from './open-error.js';
import { openPgliteDir } from './open-pglite-dir.js';
import { openPostgres } from './postgres-db.js';
import type { Db } from './types.js';

export { DatabaseOpenError } from './open-error.js';

export interface OpenDatabaseOptions {
  /** PGlite data directory (created when missing); ignored when databaseUrl is set. */
  dataDir: string;
  /** postgres://… : use a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
}

/** Opens the embedded PGlite database, or PostgreSQL when a URL is given. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Db> {
  if (opts.databaseUrl) {
    try {
      return await openPostgres(opts.databaseUrl);
    } catch (error) {
      throw new DatabaseOpenError(
        `at DATABASE_URL=${redactUrl(opts.databaseUrl)}`,
        describeCause(error),
        {
          cause: error,
        },
      );
    }
  }
  const dataDir = resolve(opts.dataDir);
  try {
    return await openPgliteDir(dataDir);
  } catch (error) {
    throw new DatabaseOpenError(`in DATA_DIR=${dataDir}`, describeCause(error), { cause: error });
  }
}
