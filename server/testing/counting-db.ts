import type { Db } from '../db/types.js';

export interface CountingDb extends Db {
  /** Number of query() calls so far. */
  readonly queries: number;
}

/** Wraps a Db to count its queries, e.g. to prove batching or caching. */
export function countQueries(db: Db): CountingDb {
  let queries = 0;
  return {
    kind: db.kind,
    get queries() {
      return queries;
    },
    query(sql, params) {
      queries++;
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
}
