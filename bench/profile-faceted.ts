// Profiling aid: the faceted lists of the catalogue bench on the main app.
// CPU_PROFILE=faceted.cpuprofile npx tsx bench/profile-faceted.ts
import { profiledApp } from './catalogue/profiled-app.js';
import { leanClientWorker, timeEachWith } from './catalogue/lean-client.js';
import { percentile } from './catalogue/timing.js';
import * as workload from './catalogue/workload.js';

const shop = await profiledApp(true);
const faceted = await workload.facetedRequests(shop.url, 250);
await shop.measure();
const browser = leanClientWorker(shop.url);
const times = await timeEachWith(browser, workload.asBrowser(shop.url, faceted));
await browser.close();
await shop.report();
console.info({ p50: percentile(times, 50), p95: percentile(times, 95) });
// The slowest requests, again (their answers are cached now, so on a fresh app only).
const slowest = times
  .map((ms, i) => ({ ms, filter: faceted[i]?.variables.filter }))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 15);
for (const s of slowest) console.info(s.ms.toFixed(1), JSON.stringify(s.filter));
await shop.close();
