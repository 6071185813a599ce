// Memory of the API process at 100,000 products: the production server (server/main.ts) on the
// catalogue bench's 100k PGlite data dir (bench/catalogue/data-dir.ts), given the catalogue
// bench's workload over HTTP (300 searches, 250 suggestions, 250 faceted lists one at a time,
// then 8 s of popularity-skewed searches on 50 connections), then its resident memory read:
//   apiRssMb100k         RSS after the workload (target <= 600)
//   apiRssMb100kStarted  RSS once it answers (list index loaded, carts warmed)
//   apiHeapUsedMb100k, apiExternalMb100k, apiArrayBuffersMb100k  its process.memoryUsage() then
//                        (memory-probe.ts): V8 heap, memory outside it (PGlite's WebAssembly
//                        memory, buffers), of which ArrayBuffers
// Standalone: npx tsx bench/memory.ts
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { openCatalogue } from './catalogue/data-dir.js';
import { requestsPerSecond, zipfSequence } from './catalogue/load.js';
import { post } from './catalogue/timing.js';
import { sendAsBrowser } from './browser-request.js';
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
const probeFile = path.join(cacheDir, 'memory-probe.json');

interface MemorySplit {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

/** The server's own process.memoryUsage() (memory-probe.ts), null when it does not answer. */
async function memorySplit(server: ServerProcess): Promise<MemorySplit | null> {
  rmSync(probeFile, { force: true });
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 50 && !existsSync(probeFile); i++) await sleep(100);
  await sleep(100); // written at once, but read it whole
  return existsSync(probeFile)
    ? (JSON.parse(readFileSync(probeFile, 'utf8')) as MemorySplit)
    : null;
}

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
      { DATA_DIR: dataDir, MEMORY_PROBE_FILE: probeFile },
      path.join(cacheDir, 'memory-server.log'),
      600_000,
      [pathToFileURL(path.join(import.meta.dirname, 'memory-probe.ts')).href],
    );
    const pid = server.child.pid;
    // The list index loads in the background from start: the first list waits for it.
    await post(server.url, { query: '{ products { count } }', variables: {} });
    const started = residentMb(pid);
    const searches = workload.searchRequests(texts.slice(0, 300));
    const requests = workload.asBrowser(server.url, [
      ...searches,
      ...workload.suggestRequests(texts, 250),
      ...(await workload.facetedRequests(server.url, 250)),
    ]);
    for (const request of requests) await sendAsBrowser(server.url, request);
    const popular = zipfSequence(workload.asBrowser(server.url, searches), 20_000);
    await requestsPerSecond(server.url, { popular, fresh: [] }, 50, 8000);
    const split = await memorySplit(server);
    const figures = {
      apiRssMb100k: residentMb(pid),
      apiRssMb100kStarted: started,
      // What it is made of: V8's heap (the list index's objects, caches) and, outside it,
      // PGlite's WebAssembly memory (shared buffers, and its high-water mark from the largest
      // answers, which never shrinks) with the index's typed arrays (arrayBuffers).
      apiHeapUsedMb100k: split?.heapUsed ?? null,
      apiExternalMb100k: split?.external ?? null,
      apiArrayBuffersMb100k: split?.arrayBuffers ?? null,
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
