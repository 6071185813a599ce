// Profiling aid: the apiLayer's 24-card search pages on an app without answer or card caches.
// CPU_PROFILE=search.cpuprofile npx tsx bench/profile-search.ts
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
const app = createApp({ db, distDir: null, logger: createLogger('error'), cacheResponses: false });
const serverTimes: number[] = [];
const server = createServer((req, res) => {
  const started = performance.now();
  res.on('finish', () => serverTimes.push(performance.now() - started));
  app(req, res);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
await post(url, { query: '{ products { count } }', variables: {} });
const texts = (await workload.searchTexts(db)).slice(0, 200);
const pages = texts.map(({ text, languageId }) => workload.searchPage(text, languageId));
const requests = workload.asBrowser(url, pages);
const browser = leanClientWorker(url);
await timeEachWith(browser, requests);
const profiler = process.env.CPU_PROFILE ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
serverTimes.length = 0;
const times = await timeEachWith(browser, [...requests, ...requests, ...requests]);
await browser.close();
if (profiler && process.env.CPU_PROFILE) {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(process.env.CPU_PROFILE, JSON.stringify(profile));
}
console.info('in the server', {
  p50: percentile(serverTimes, 50),
  p95: percentile(serverTimes, 95),
});
console.info('client', { p50: percentile(times, 50), p95: percentile(times, 95) });
server.closeAllConnections();
server.close();
await db.close();
