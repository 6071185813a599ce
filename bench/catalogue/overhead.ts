import type { Db } from '../../server/db/types.js';
import type { LeanClient } from './lean-client.js';
import { percentile, postLean, type GraphqlRequest } from './timing.js';

interface Statement {
  sql: string;
  params: readonly unknown[] | undefined;
}

/** A Db that can note the statements run while recording is on. */
export function recordingDb(db: Db): { db: Db; record: () => () => Statement[] } {
  let log: Statement[] | null = null;
  return {
    db: {
      kind: db.kind,
      query: (sql, params) => {
        log?.push({ sql, params });
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
      transaction: (fn) => db.transaction(fn),
      close: () => db.close(),
    },
    record: () => {
      const statements: Statement[] = [];
      log = statements;
      return () => {
        log = null;
        return statements;
      };
    },
  };
}

/**
 * GraphQL p50 over the p50 of the very SQL those requests ran, replayed directly on the same
 * database in the same process. The app must not cache answers or product cards (its SQL would
 * vanish): each request runs once to warm the list and the database pages, then is measured and
 * its SQL recorded and replayed. Uncompressed, over a plain keep-alive HTTP client (`client`:
 * on this thread for graphqlOverhead, in a worker for graphqlOverheadWorkerClient): the ratio is
 * what HTTP, GraphQL and the resolvers add to the SQL. Ranking, facets and product cards come
 * from the list index, so most searches run no SQL (a misspelt word's trigram neighbours are
 * the exception); withSql counts the requests that ran any.
 */
export async function graphqlOverhead(
  client: Pick<LeanClient, 'post'>,
  recorder: ReturnType<typeof recordingDb>,
  direct: Db,
  requests: readonly GraphqlRequest[],
): Promise<{ ratio: number | null; graphqlP50: number; sqlP50: number; withSql: number }> {
  const graphql: number[] = [];
  const sql: number[] = [];
  const statementCounts: number[] = [];
  for (const request of requests) {
    await client.post(request);
    const stop = recorder.record();
    graphql.push(await client.post(request));
    const statements = stop().filter((s) => !s.sql.includes('catalogue_state'));
    statementCounts.push(statements.length);
    const replayed = performance.now();
    for (const s of statements) await direct.query(s.sql, s.params);
    sql.push(performance.now() - replayed);
  }
  const graphqlP50 = percentile(graphql, 50);
  const sqlP50 = percentile(sql, 50);
  // Most searches run no SQL at all now (lists and cards come from the list index): when the
  // median search runs none, there is nothing to divide by, and the ratio is null rather than
  // a number that means nothing.
  const ratio = percentile(statementCounts, 50) > 0 ? graphqlP50 / sqlP50 : null;
  return { ratio, graphqlP50, sqlP50, withSql: statementCounts.filter((n) => n > 0).length };
}

/** postLean on this thread, timed here: the client shares the server's event loop. */
export function inProcessClient(url: string): Pick<LeanClient, 'post'> {
  return {
    post: async (request) => {
      const started = performance.now();
      await postLean(url, request);
      return performance.now() - started;
    },
  };
}
