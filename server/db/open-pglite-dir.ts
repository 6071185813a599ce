import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataDir, LOCK_FILE } from './data-dir-lock.js';
import { describeCause, oneLine } from './open-error.js';
import { pgliteDb, startPglite } from './pglite-db.js';
import type { Db } from './types.js';

// The Postgres major version inside the pinned PGlite (0.5.16); a data dir from another
// version cannot be opened and PGlite only says "failed to initialize".
const PG_MAJOR = '18';
const IGNORED_ENTRIES = new Set([LOCK_FILE, 'lost+found', '.gitkeep', '.DS_Store']);

/** Opens (creating when empty) a PGlite data dir; throws Error with a one-line reason. */
export async function openPgliteDir(dataDir: string): Promise<Db> {
  checkDirectory(dataDir);
  const lock = lockDataDir(dataDir);
  const stderr: string[] = [];
  try {
    const pg = await startPglite({
      dataDir,
      onStderr: (line) => {
        stderr.push(line);
        if (stderr.length > 20) stderr.shift();
        return false;
      },
    });
    await pg.query('SELECT 1');
    return pgliteDb(pg, () => {
      lock.release();
    });
  } catch (error) {
    lock.release();
    const logged = stderr.findLast((line) => /\b(PANIC|FATAL|ERROR):/.test(line));
    const reason = logged
      ? oneLine(logged.replace(/^.*?\b(PANIC|FATAL|ERROR):\s*/, ''))
      : describeCause(error);
    throw new Error(
      `${reason} (the data directory may be damaged; restore it or start with an empty DATA_DIR)`,
      {
        cause: error,
      },
    );
  }
}

function checkDirectory(dataDir: string): void {
  if (statSync(dataDir, { throwIfNoEntry: false })?.isFile())
    throw new Error('it is a file, not a directory');
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new Error(`cannot create the directory (${describeCause(error)})`, { cause: error });
  }
  const entries = readdirSync(dataDir).filter((name) => !IGNORED_ENTRIES.has(name));
  if (entries.length === 0) return;
  if (!entries.includes('PG_VERSION')) {
    throw new Error(
      'the directory is not empty and holds no database (no PG_VERSION); use an empty directory',
    );
  }
  const version = readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim();
  if (version !== PG_MAJOR) {
    throw new Error(
      `the data was written by PostgreSQL ${version || '(unknown)'}, this PGlite runs PostgreSQL ${PG_MAJOR}`,
    );
  }
}
