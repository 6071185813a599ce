import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Db, Queryable } from './types.js';

// Extensions must be handed to the constructor, else CREATE EXTENSION fails in migrations.
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export type PgliteInstance = PGlite;

/**
 * PGlite's buffer cache. Postgres's default (128 MB) sits in the WebAssembly memory for the life
 * of the process, while the catalogue's hot data is small and every list and search answer comes
 * from the in-memory list index: a smaller cache keeps the API's memory down (bench/memory.ts).
 */
export const PGLITE_SHARED_BUFFERS = process.env['PGLITE_SHARED_BUFFERS'] || '32MB';

/** Starts PGlite with our extensions; `options.dataDir` absent = in memory. */
export async function startPglite(options: Omit<PGliteOptions, 'extensions'>): Promise<PGlite> {
  const pg = new PGlite({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...options,
    extensions: PGLITE_EXTENSIONS,
  });
  await pg.waitReady;
  return pg;
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]> {
      const result = await target.query<Row>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/** Adapts a PGlite instance to Db; `onClose` runs after PGlite shut down (lock release). */
export function pgliteDb(pg: PGlite, onClose?: () => void): Db {
  return {
    kind: 'pglite',
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        onClose?.();
      }
    },
  };
}
