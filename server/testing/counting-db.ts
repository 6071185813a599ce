import type { Db } from '../db/types.js';
import { CATALOGUE_VERSION_SQL } from '../search/list-index-source.js';

export interface CountingDb extends Db {
  /**
   * Number of query() calls so far, except the catalogue version reads every app makes at most
   * once a second (search/catalogue-freshness.ts, list-index-store.ts): they come with the
   * clock, not with a request, and would make a count taken across a slow second flaky.
   */
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
      if (sql !== CATALOGUE_VERSION_SQL) queries++;
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
}
