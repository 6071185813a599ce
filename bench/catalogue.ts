// Catalogue and search speed at 100,000 products on the embedded PGlite database, through the
// real GraphQL endpoint of an in-process app (createApp). Every request is the storefront
// browser's own (browser-request.ts: its operations, GET with the persisted query's hash, the
// whole query after PERSISTED_QUERY_NOT_FOUND, its headers), sent by a keep-alive HTTP client
// in a worker thread that asks for compressed answers and times each request until its last
// byte, one at a time; the load of searchRps comes from a worker too.
// Cold and warm apart: a cold request is the first the server gets for that text or filter (in
// that form: panel or page, page number), so the answer cache cannot hold it; a warm one repeats
// an earlier request, which the answer cache answers. The measured sequences mix the two about
// half and half (workload.withRepeats); the hit rate printed is the repeats' share.
//   searchColdP50Ms/P95Ms    search panel (10 results) or search page (24 cards with facets),
//                            first time for each of 300 texts; searchWarm* the repeats
//   facetedListColdP50Ms/P95Ms  lists with three facet filters, a sort, 24 cards and all facet
//                            counts, first time for each of 250 filters; facetedListWarm* repeats
//   fitListP50Ms/P95Ms       lists narrowed by a vehicle (category or all products, the vehicle,
//                            a brand or none, a sort, 24 cards, all facet counts), each the
//                            first time (cold); target p95 <= 15 (issue 16)
//   suggestP50Ms/P95Ms       typeahead suggestions, 250 distinct prefixes (all first time)
//   searchRps                search requests/s, 50 connections, every other request a text the
//                            server has never seen (searchRpsNeverSeenShare says how many were),
//                            the rest popularity-skewed (Zipf) repeats
//   apiLayerP50Ms/P95Ms      a 24-card search page through /graphql minus the same resolvers
//                            called in-process on the same database (catalogue/in-process.ts),
//                            per request, on an app without answer or card caches
// Standalone: npx tsx bench/catalogue.ts
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { pathToFileURL } from 'node:url';
import { createLogger } from 'graphql-yoga';
import { createApp } from '../server/app.js';
import type { Db } from '../server/db/types.js';
import type { BrowserRequest } from './browser-request.js';
import { openCatalogue } from './catalogue/data-dir.js';
import { inProcessCatalogue } from './catalogue/in-process.js';
import { leanClientWorker, timeEachWith, type LeanClient } from './catalogue/lean-client.js';
import { requestsPerSecond, zipfSequence } from './catalogue/load.js';
import { post } from './catalogue/timing.js';
import * as workload from './catalogue/workload.js';
import { percentile, round, splitColdWarm } from './figures.js';

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

const p = (times: readonly number[], at: number) => round(percentile(times, at));

/** Times `requests` in order and splits them into first times and repeats (by answer key). */
async function coldAndWarm(
  client: LeanClient,
  origin: string,
  requests: workload.CatalogueRequest[],
) {
  const times = await timeEachWith(client, workload.asBrowser(origin, requests));
  return splitColdWarm(
    requests.map((r) => r.key),
    times,
  );
}

/** The answer's data as the browser gets it (whole query, browser headers; not timed). */
async function browserData(url: string, request: BrowserRequest): Promise<unknown> {
  const { full } = request;
  const response = await fetch(`${url}${full.path}`, {
    method: full.method,
    headers: full.headers,
    ...(full.body === null ? {} : { body: full.body }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (!response.ok || body.errors) throw new Error(`GraphQL ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * apiLayerP50Ms/P95Ms: for each search page, its time through /graphql (the browser's request,
 * on an app without answer or card caches, so it runs its resolvers every time) minus the time
 * of the same resolvers called in-process on the same database, each warmed by one call first.
 * The in-process answer must equal the /graphql answer, or the difference would compare
 * different work.
 */
export async function apiLayer(
  db: Db,
  texts: readonly workload.SearchText[],
  log: (m: string) => void,
) {
  const bare = await start(db, false);
  const client = leanClientWorker(bare.url);
  const direct = inProcessCatalogue(db);
  try {
    const pages = texts.map(({ text, languageId }) => workload.searchPage(text, languageId));
    const requests = workload.asBrowser(bare.url, pages);
    const differences: number[] = [];
    const graphqlTimes: number[] = [];
    const inProcessTimes: number[] = [];
    for (const [i, page] of pages.entries()) {
      const request = requests[i];
      if (!request) continue;
      const expected = await browserData(bare.url, request);
      const variables = JSON.parse(
        new URLSearchParams(request.full.path.split('?')[1]).get('variables') ?? '{}',
      ) as Record<string, unknown>;
      const query = new URLSearchParams(request.full.path.split('?')[1]).get('query') ?? '';
      const answer = await direct.run(query, variables);
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(answer)), expected))
        throw new Error(`In-process answer differs from /graphql's for ${page.key}`);
      await client.send(request);
      const { ms: through } = await client.send(request);
      const started = performance.now();
      await direct.run(query, variables);
      const inProcess = performance.now() - started;
      graphqlTimes.push(through);
      inProcessTimes.push(inProcess);
      differences.push(through - inProcess);
    }
    log(
      `apiLayer: /graphql p50 ${p(graphqlTimes, 50)} ms, the same resolvers in-process p50 ${p(inProcessTimes, 50)} ms (${differences.length} search pages)`,
    );
    return { p50: p(differences, 50), p95: p(differences, 95) };
  } finally {
    await client.close();
    await stop(bare.server);
  }
}

export async function benchCatalogue(
  log: (message: string) => void = console.info,
): Promise<Record<string, number | null>> {
  const db = await openCatalogue(log);
  const servers: Server[] = [];
  const workers: { close(): Promise<void> }[] = [];
  try {
    const main = await start(db, true);
    servers.push(main.server);
    const shopTexts = await workload.searchTexts(db);
    // 300 texts searched for the first time: the shop's own words, then pairs of them.
    const pairs = workload.unseenTexts(shopTexts, 300 - shopTexts.length, new Set());
    const texts = [...shopTexts, ...pairs];
    const searches = workload.withRepeats(workload.searchRequests(texts));
    const suggestions = workload.suggestRequests(texts, 250);
    const faceted = workload.withRepeats(await workload.facetedRequests(main.url, 250));
    const fits = await workload.fitRequests(main.url, 200);
    // The JIT, the per-language caches (category tree, brands) and the persisted queries warm
    // up on texts not measured, as a shop's first shoppers warm it.
    const unmeasured = [1, 2].map((languageId) => ({ text: 'speil bak', languageId }));
    const warmUp = [
      ...workload.searchRequests([
        ...unmeasured,
        ...unmeasured.map((t) => ({ ...t, text: 'lys bak' })),
      ]),
      ...workload.suggestRequests(unmeasured, 12),
      workload.searchPage('speil bak', 1, 2),
    ];
    // A shopper's browser, not the server, makes requests and reads answers: the client runs
    // in a worker thread (the machine's other core), asks for compressed answers and times
    // each request until its last byte (lean-client.ts).
    const browser = leanClientWorker(main.url);
    workers.push(browser);
    await timeEachWith(browser, workload.asBrowser(main.url, warmUp));

    log(
      `Measuring ${searches.length} searches, ${suggestions.length} suggestions, ${faceted.length} faceted lists...`,
    );
    const search = await coldAndWarm(browser, main.url, searches);
    const suggest = await timeEachWith(browser, workload.asBrowser(main.url, suggestions));
    const lists = await coldAndWarm(browser, main.url, faceted);
    // All first times: the vehicle lists are distinct requests.
    const fitTimes = await timeEachWith(browser, workload.asBrowser(main.url, fits));
    log(`Vehicle lists: ${fits.length}, all first time`);
    log(
      `Answer-cache hit rate: searches ${Math.round(search.hitRate * 100)} % (${search.warm.length} repeats of ${searches.length}), ` +
        `faceted lists ${Math.round(lists.hitRate * 100)} % (${lists.warm.length} of ${faceted.length}); suggestions 0 % (all first time)`,
    );

    log('Measuring search throughput (50 connections, every other text never seen)...');
    const distinct = workload.asBrowser(main.url, workload.searchRequests(texts));
    const popular = zipfSequence(distinct, 20_000);
    const fresh = (count: number, taken: ReadonlySet<string>) =>
      workload.unseenTexts(shopTexts, count, taken);
    const taken = new Set(texts.map((t) => t.text));
    const warmTexts = fresh(1_500, taken);
    for (const t of warmTexts) taken.add(t.text);
    const loadTexts = fresh(10_000, taken);
    await requestsPerSecond(
      main.url,
      { popular, fresh: workload.asBrowser(main.url, workload.searchRequests(warmTexts)) },
      50,
      2000,
    );
    const load = await requestsPerSecond(
      main.url,
      { popular, fresh: workload.asBrowser(main.url, workload.searchRequests(loadTexts)) },
      50,
      8000,
    );
    log(
      `searchRps: ${Math.round(load.rps)}/s, ${Math.round(load.freshShare * 100)} % never-seen texts, ${load.failed} failed`,
    );
    await stop(main.server);

    log('Measuring the API layer: /graphql against the same resolvers in-process...');
    const layer = await apiLayer(db, texts.slice(0, 200), log);

    return {
      searchColdP50Ms: p(search.cold, 50),
      searchColdP95Ms: p(search.cold, 95),
      searchWarmP50Ms: p(search.warm, 50),
      searchWarmP95Ms: p(search.warm, 95),
      searchHitRate: round(search.hitRate),
      facetedListColdP50Ms: p(lists.cold, 50),
      facetedListColdP95Ms: p(lists.cold, 95),
      facetedListWarmP50Ms: p(lists.warm, 50),
      facetedListWarmP95Ms: p(lists.warm, 95),
      facetedListHitRate: round(lists.hitRate),
      fitListP50Ms: p(fitTimes, 50),
      fitListP95Ms: p(fitTimes, 95),
      suggestP50Ms: p(suggest, 50),
      suggestP95Ms: p(suggest, 95),
      searchRps: Math.round(load.rps),
      searchRpsNeverSeenShare: round(load.freshShare),
      searchRpsFailed: load.failed,
      apiLayerP50Ms: layer.p50,
      apiLayerP95Ms: layer.p95,
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
