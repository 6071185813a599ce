// Profiling aid: the apiLayer's 24-card search pages on an app without answer or card caches.
// CPU_PROFILE=search.cpuprofile npx tsx bench/profile-search.ts
import { profiledApp } from './catalogue/profiled-app.js';
import { leanClientWorker, timeEachWith } from './catalogue/lean-client.js';
import { percentile } from './catalogue/timing.js';
import * as workload from './catalogue/workload.js';

const shop = await profiledApp(false);
const texts = (await workload.searchTexts(shop.db)).slice(0, 200);
const pages = texts.map(({ text, languageId }) => workload.searchPage(text, languageId));
const requests = workload.asBrowser(shop.url, pages);
const browser = leanClientWorker(shop.url);
await timeEachWith(browser, requests);
await shop.measure();
const times = await timeEachWith(browser, [...requests, ...requests, ...requests]);
await browser.close();
await shop.report();
console.info('client', { p50: percentile(times, 50), p95: percentile(times, 95) });
await shop.close();
