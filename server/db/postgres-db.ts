import pg from 'pg';
import type { Db, Queryable } from './types.js';

const { Pool, types } = pg;

// Rows must look the same on both engines: PGlite returns int8 (count(*)) as a number and a
// date as a Date at UTC midnight, node-postgres as a string and a local-midnight Date.
const parseInt8 = (value: string): number => Number(value);
const parseDate = (value: string): Date => new Date(`${value}T00:00:00Z`);
const sameAsPglite: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) => {
    if (oid === types.builtins.INT8) return parseInt8;
    if (oid === types.builtins.DATE) return parseDate;
    return types.getTypeParser(oid, format) as unknown;
  },
};

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]> {
      const result = await target.query(sql, params ? [...params] : undefined);
      return result.rows as Row[];
    },
    async exec(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which runs many statements.
      await target.query(sql);
    },
  };
}

/** A pool on DATABASE_URL; checked with one round trip so a bad URL fails at start, not later. */
export async function openPostgres(databaseUrl: string): Promise<Db> {
  const pool = new Pool({ connectionString: databaseUrl, types: sameAsPglite });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
