import type { Db } from '../../server/db/types.js';
import { normaliseSearchText, searchWords } from '../../server/list-index/search-text.js';
import { stemWords } from '../../server/services/search-terms.js';
import type { LeanClient } from './lean-client.js';
import { percentile, post, postLean, type GraphqlRequest } from './timing.js';

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
 * A search's SQL, run directly: the server's own statements for the two things it asks
 * PostgreSQL for and then keeps in memory, with that memory left out. They are the Norwegian
 * stemmer's lexemes of the words (stemWords; in the app, the list index's word list and an LRU
 * answer most words) and the cards of the answer's page (product_cards_json, as the product
 * card cache loads them; in the app, the list index builds the cards). The postings, ranking,
 * count and the category and brand tag lists come from the list index in the app and are not
 * in this SQL, so it is less work than the answer needs.
 */
export async function searchAsSql(
  db: Db,
  languageId: number,
  text: string,
  pageIds: readonly number[],
): Promise<void> {
  const words = searchWords(normaliseSearchText(text)).filter((w) => !/\d/.test(w));
  if (words.length > 0) await stemWords(db, words);
  await db.query('SELECT product_cards_json($1, $2::int[]) AS cards', [languageId, pageIds]);
}

interface SearchAnswer {
  search: { products: { products: { productId: number }[] } };
}

/**
 * GraphQL p50 over the p50 of the same search's SQL run directly on the same database in the
 * same process (searchAsSql). The app must not cache answers or product cards. Every request is
 * sent once first to learn its page of products; then, one request at a time, it is sent once
 * to warm and once measured, and its SQL is run directly once to warm and once measured.
 * Uncompressed, over a plain keep-alive HTTP client (`client`: on this thread for
 * graphqlOverhead, in a worker for graphqlOverheadWorkerClient): the ratio is what HTTP,
 * GraphQL and the resolvers cost against fetching the same data with SQL. Ranking, facets and
 * product cards come from the list index, so most searches run no SQL in the app at all (a
 * misspelt word's trigram neighbours and an unknown word's stem are the exception); withSql
 * counts the measured requests that ran any.
 */
export async function graphqlOverhead(
  client: Pick<LeanClient, 'post'>,
  url: string,
  recorder: ReturnType<typeof recordingDb>,
  direct: Db,
  requests: readonly GraphqlRequest[],
): Promise<{ ratio: number; graphqlP50: number; sqlP50: number; withSql: number }> {
  // Each answer's page of products first, so that the timed loop below is only the two clients.
  const pages: number[][] = [];
  for (const request of requests) {
    const answer = (await post(url, request, { compressed: false })) as SearchAnswer;
    pages.push(answer.search.products.products.map((p) => p.productId));
  }
  const graphql: number[] = [];
  const sql: number[] = [];
  let withSql = 0;
  for (const [i, request] of requests.entries()) {
    await client.post(request);
    const stop = recorder.record();
    graphql.push(await client.post(request));
    if (stop().some((s) => !s.sql.includes('catalogue_state'))) withSql++;
    const { filter, languageId } = request.variables as {
      filter: { searchText: string };
      languageId: number;
    };
    const ids = pages[i] ?? [];
    await searchAsSql(direct, languageId, filter.searchText, ids);
    const started = performance.now();
    await searchAsSql(direct, languageId, filter.searchText, ids);
    sql.push(performance.now() - started);
  }
  const graphqlP50 = percentile(graphql, 50);
  const sqlP50 = percentile(sql, 50);
  return { ratio: graphqlP50 / sqlP50, graphqlP50, sqlP50, withSql };
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
