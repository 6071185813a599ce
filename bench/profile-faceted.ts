// Profiling aid: the faceted lists of the catalogue bench on the main app.
// CPU_PROFILE=faceted.cpuprofile npx tsx bench/profile-faceted.ts
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { createLogger } from 'graphql-yoga';
import { createApp } from '../server/app.js';
import { openCatalogue } from './catalogue/data-dir.js';
import { leanClientWorker, timeEachWith } from './catalogue/lean-client.js';
import { percentile, post } from './catalogue/timing.js';
import * as workload from './catalogue/workload.js';

const db = await openCatalogue(console.info);
const app = createApp({ db, distDir: null, logger: createLogger('error'), cacheResponses: true });
const serverTimes: number[] = [];
const server = createServer((req, res) => {
  const started = performance.now();
  res.on('finish', () => serverTimes.push(performance.now() - started));
  app(req, res);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
await post(url, { query: '{ products { count } }', variables: {} });
const faceted = await workload.facetedRequests(url, 250);
// CPU_PROFILE=file.cpuprofile: a V8 profile of the measured requests only.
const profiler = process.env.CPU_PROFILE ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
serverTimes.length = 0;
const browser = leanClientWorker(url);
const times = await timeEachWith(browser, workload.asBrowser(url, faceted));
await browser.close();
console.info('in the server', {
  p50: percentile(serverTimes, 50),
  p95: percentile(serverTimes, 95),
});
if (profiler && process.env.CPU_PROFILE) {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(process.env.CPU_PROFILE, JSON.stringify(profile));
}
console.info({ p50: percentile(times, 50), p95: percentile(times, 95) });
// The slowest requests, again (their answers are cached now, so on a fresh app only).
const slowest = times
  .map((ms, i) => ({ ms, filter: faceted[i]?.variables.filter }))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 15);
for (const s of slowest) console.info(s.ms.toFixed(1), JSON.stringify(s.filter));
server.closeAllConnections();
server.close();
await db.close();
