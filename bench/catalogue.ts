// Catalogue and search speed at 100,000 products on the embedded PGlite database, through the
// real GraphQL endpoint of an in-process app (createApp):
// Latencies are taken by a keep-alive HTTP client in a worker thread that asks for compressed
// answers (until the last byte, one request at a time); the load of searchRps comes from a
// worker too.
//   searchP95Ms       search (results panel and page), 300 varied requests, one at a time
//   suggestP95Ms      typeahead suggestions, 250 distinct prefixes, one at a time
//   facetedListP95Ms  lists with three facet filters, a sort, count and all facet counts,
//                     250 distinct requests over every category page and all products
//   searchRps         search requests/s, 50 connections, popularity-skewed (Zipf) texts
//   graphqlOverhead   p50 of a search through GraphQL / p50 of the same search's SQL run
//                     directly (overhead.ts, searchAsSql: the stems of its words and the
//                     cards of its page, the server's own statements); the app keeps both in
//                     memory, so most searches run no SQL there (searchesRunningSql says how
//                     many of the 200 ran any)
//   graphqlOverheadWorkerClient  the same with the HTTP client in a worker thread
// Standalone: npx tsx bench/catalogue.ts
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createLogger } from 'graphql-yoga';
import { createApp } from '../server/app.js';
import type { Db } from '../server/db/types.js';
import { openCatalogue } from './catalogue/data-dir.js';
import { requestsPerSecond, zipfSequence } from './catalogue/load.js';
import { leanClientWorker, timeEachWith } from './catalogue/lean-client.js';
import { graphqlOverhead, inProcessClient, recordingDb } from './catalogue/overhead.js';
import { percentile, post, round, type GraphqlRequest } from './catalogue/timing.js';
import * as workload from './catalogue/workload.js';

async function start(db: Db, cacheResponses: boolean): Promise<{ url: string; server: Server }> {
  const app = createApp({ db, distDir: null, logger: createLogger('error'), cacheResponses });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The first list request loads the in-memory list index (a few seconds at 100k products).
  await post(url, { query: '{ products { count } }', variables: {} });
  return { url, server };
}

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const p = (times: number[], at: number) => round(percentile(times, at));

export async function benchCatalogue(
  log: (message: string) => void = console.info,
): Promise<Record<string, number | null>> {
  const db = await openCatalogue(log);
  const servers: Server[] = [];
  const workers: { close(): Promise<void> }[] = [];
  try {
    const main = await start(db, true);
    servers.push(main.server);
    const texts = await workload.searchTexts(db);
    const searches = workload.searchRequests(texts, 300);
    const suggestions = workload.suggestRequests(texts, 250);
    const faceted = await workload.facetedRequests(main.url, 250);
    // JIT and per-language caches (category tree, brands) warm up on texts not measured.
    const unmeasured = [1, 2].map((languageId) => ({ text: 'speil bak', languageId }));
    const warmUp: GraphqlRequest[] = [
      ...workload.searchRequests(unmeasured, 6),
      ...workload.suggestRequests(unmeasured, 12),
    ];
    // A shopper's browser, not the server, makes requests and reads answers: the client runs
    // in a worker thread (the machine's other core), asks for compressed answers and times
    // each request until its last byte (lean-client.ts).
    const browser = leanClientWorker(main.url, { compressed: true });
    workers.push(browser);
    await timeEachWith(browser, warmUp);

    log(
      `Measuring ${searches.length} searches, ${suggestions.length} suggestions, ${faceted.length} faceted lists...`,
    );
    const search = await timeEachWith(browser, searches);
    const suggest = await timeEachWith(browser, suggestions);
    const lists = await timeEachWith(browser, faceted);
    const firstSearches = search.slice(0, texts.length);

    log('Measuring search throughput (50 connections)...');
    const popular = zipfSequence(searches.slice(0, texts.length), 20_000);
    await requestsPerSecond(main.url, popular, 50, 2000);
    const load = await requestsPerSecond(main.url, popular, 50, 8000);
    await stop(main.server);

    log('Measuring GraphQL overhead against the same SQL...');
    // A second app without answer and card caches, so that whatever SQL a search still runs
    // (misspelt words' trigram neighbours) runs in every request.
    const recorder = recordingDb(db);
    const bare = await start(recorder.db, false);
    servers.push(bare.server);
    const measured = searches.slice(0, 200);
    const overhead = await graphqlOverhead(
      inProcessClient(bare.url),
      bare.url,
      recorder,
      db,
      measured,
    );
    // The same with the client in a worker thread, as a real client is never in the server's
    // process: here its work (request, response parsing, garbage) takes turns with the server's
    // on one event loop, there it costs two thread wake-ups per request. Which one is lower
    // depends on the machine's load (bench/profile-overhead.ts compares them interleaved), so it
    // is a figure of its own and graphqlOverhead keeps its definition.
    const worker = leanClientWorker(bare.url);
    const inWorker = await graphqlOverhead(worker, bare.url, recorder, db, measured).finally(() =>
      worker.close(),
    );

    return {
      searchP95Ms: p(search, 95),
      suggestP95Ms: p(suggest, 95),
      facetedListP95Ms: p(lists, 95),
      searchRps: Math.round(load.rps),
      graphqlOverhead: round(overhead.ratio),
      searchP50Ms: p(search, 50),
      searchFirstTimeP95Ms: p(firstSearches, 95),
      suggestP50Ms: p(suggest, 50),
      facetedListP50Ms: p(lists, 50),
      searchRpsFailed: load.failed,
      graphqlP50Ms: round(overhead.graphqlP50),
      directSqlP50Ms: round(overhead.sqlP50),
      searchesRunningSql: overhead.withSql,
      graphqlOverheadWorkerClient: round(inWorker.ratio),
      graphqlWorkerClientP50Ms: round(inWorker.graphqlP50),
    };
  } finally {
    for (const worker of workers) await worker.close();
    for (const server of servers) if (server.listening) await stop(server);
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await benchCatalogue();
  console.table(results);
}
