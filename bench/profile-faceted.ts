// Profiling aid: the faceted lists of the catalogue bench on the main app.
// node --cpu-prof --import tsx bench/profile-faceted.ts
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from 'graphql-yoga';
import { createApp } from '../server/app.js';
import { openCatalogue } from './catalogue/data-dir.js';
import { percentile, post, timeEach } from './catalogue/timing.js';
import * as workload from './catalogue/workload.js';

const db = await openCatalogue(console.info);
const app = createApp({ db, distDir: null, logger: createLogger('error'), cacheResponses: true });
const server = createServer(app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
await post(url, { query: '{ products { count } }', variables: {} });
const faceted = await workload.facetedRequests(url, 250);
const times = await timeEach(url, faceted);
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
