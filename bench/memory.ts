// Memory of the API process at 100,000 products: the production server (server/main.ts) on the
// catalogue bench's 100k PGlite data dir (bench/catalogue/data-dir.ts), given the catalogue
// bench's workload over HTTP (300 searches, 250 suggestions, 250 faceted lists one at a time,
// then 8 s of popularity-skewed searches on 50 connections), then its resident memory read:
//   apiRssMb100k         RSS after the workload (target <= 600)
//   apiRssMb100kStarted  RSS once it answers (list index loaded, carts warmed)
// Standalone: npx tsx bench/memory.ts
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openCatalogue } from './catalogue/data-dir.js';
import { requestsPerSecond, zipfSequence } from './catalogue/load.js';
import { post } from './catalogue/timing.js';
import * as workload from './catalogue/workload.js';
import {
  loadAverage,
  residentMb,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './processes.js';

const cacheDir = path.resolve(import.meta.dirname, '.cache');
// Where openCatalogue keeps the 100k database.
const dataDir = path.join(cacheDir, 'catalogue-100k');

export async function benchApiMemory(
  log: (message: string) => void = console.info,
): Promise<Record<string, number | string | null>> {
  // Made (or checked against its generator) here; the server then opens the same data dir.
  const db = await openCatalogue(log);
  let texts: workload.SearchText[];
  try {
    texts = await workload.searchTexts(db);
  } finally {
    await db.close();
  }
  log('Memory: the server process on 100k products...');
  let server: ServerProcess | null = null;
  try {
    server = await startServerProcess(
      { DATA_DIR: dataDir },
      path.join(cacheDir, 'memory-server.log'),
      600_000,
    );
    const pid = server.child.pid;
    // The list index loads in the background from start: the first list waits for it.
    await post(server.url, { query: '{ products { count } }', variables: {} });
    const started = residentMb(pid);
    const searches = workload.searchRequests(texts, 300);
    const requests = [
      ...searches,
      ...workload.suggestRequests(texts, 250),
      ...(await workload.facetedRequests(server.url, 250)),
    ];
    for (const request of requests) await post(server.url, request);
    const popular = zipfSequence(searches.slice(0, texts.length), 20_000);
    await requestsPerSecond(server.url, popular, 50, 8000);
    const figures = {
      apiRssMb100k: residentMb(pid),
      apiRssMb100kStarted: started,
      apiRssLoadAverage: loadAverage(),
    };
    console.table(figures);
    return figures;
  } finally {
    if (server) await stopServerProcess(server);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchApiMemory();
}
