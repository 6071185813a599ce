// Audits of the built storefront (issue 5, point 6), on the production server with a fresh,
// freshly seeded database of its own (bench/.cache/lighthouse-data) on a free port:
//
//   pwaAuditsFailed / pwaFailedAudits
//       Lighthouse 11.7.1 (the last with the PWA category), PWA category on the start page:
//       the automated audits that fail (manual and not-applicable ones never count). Target 0.
//   lighthouse.{start,category,product,search}.{performance,accessibility,best-practices,seo}
//       Lighthouse 13 scores 0-100 with its defaults: mobile emulation (Moto G Power) and
//       simulated throttling (slow 4G, 4x CPU); also .lcpMs, .tbtMs, .cls and .flagged (the
//       failing accessibility, best-practice and SEO audit ids). With --lighthouse-runs N each
//       page runs N times and the run with the median performance score is kept.
//   firstVisitLcpMs / repeatVisitLcpMs
//       Playwright, the same mobile viewport with applied throttling (Lighthouse's devtools
//       values: 562.5 ms latency, 1.47 Mbit/s down, 4x CPU) on the page's requests: LCP of a
//       first visit to / (PerformanceObserver, read once the network is idle), then, once the
//       service worker controls the page, of a new tab opening / again. repeatVisitFromWorker
//       counts the responses the worker answered on that visit. The worker's own fetches are not
//       throttled (Chromium emulates per page), which a precache or cache hit does not need.
//   lighthouse.floor, lighthouse.{page}.lcpVsFloor
//       The floor: a bare Vite + React page (bench/floor, a heading and a paragraph rendered by
//       React) built with the shop's Vite and served by the shop's server (server/main.ts on a
//       build of its own), audited by Lighthouse 13 in the same run with the same settings.
//       lcpVsFloor is a page's median LCP over the floor's median LCP (of --lighthouse-runs
//       runs each; targets: <= 1.5 on start, <= 2.0 on the others).
//   offlineProductRenderMs
//       A product page visited online (until the worker controls it and the network is idle),
//       then reloaded with the browser context offline: milliseconds from the reload's
//       navigation start until the product title (h1) shows, 4x CPU. null when it never shows.
//
// The two Lighthouse versions run as child processes of their CLIs (--output=json) so they never
// share a process; each run starts its own Chromium (CHROME_PATH, default /usr/bin/chromium).
// The last reports stay in bench/.cache/lighthouse/ for inspection.
// Standalone: npx tsx bench/lighthouse.ts [--lighthouse-runs 3]  (needs a build in DIST_DIR)
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { lcpVsFloor, median } from './figures.js';
import { freePort, SERVER_NODE_FLAGS } from './processes.js';

const root = path.resolve(import.meta.dirname, '..');
const cacheDir = path.join(root, 'bench/.cache');
const reportDir = path.join(cacheDir, 'lighthouse');
const API_KEY = 'atvhuset-storefront-public';
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// DESIGN.md "Browser tests and audits".
/** Chromium as this machine runs it headless (no network of its own, no GPU). */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const LIGHTHOUSE_13 = path.join(root, 'node_modules/lighthouse/cli/index.js');
const LIGHTHOUSE_PWA = path.join(root, 'node_modules/lighthouse-pwa/cli/index.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// Lighthouse's mobile settings (constants.js: screenEmulationMetrics.mobile, throttling.mobileSlow4G).
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const THROTTLING = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

type PageKey = 'start' | 'category' | 'product' | 'search';
type Category = (typeof CATEGORIES)[number];

/** lighthouse.{page}: the category scores (0-100) and metrics of one page. */
export type PageAudit = Record<Category, number | null> & {
  path: string;
  lcpMs: number | null;
  /** The LCP of every run, in run order (lcpMs is the median-performance run's). */
  lcpRunsMs: (number | null)[];
  /** The median of lcpRunsMs over the floor's (null without a floor). */
  lcpVsFloor: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Failing accessibility, best-practice and SEO audit ids, space-separated. */
  flagged: string;
};

/** lighthouse.floor: the bare Vite + React page's performance and LCP. */
export interface FloorAudit {
  performance: number | null;
  lcpMs: number | null;
  lcpRunsMs: (number | null)[];
}

export interface LighthouseResults {
  lighthouse: Record<PageKey, PageAudit> & { floor: FloorAudit; runs: number; version: string };
  pwaAuditsFailed: number;
  /** The failing PWA audit ids, space-separated. */
  pwaFailedAudits: string;
  firstVisitLcpMs: number | null;
  repeatVisitLcpMs: number | null;
  repeatVisitFromWorker: number;
  offlineProductRenderMs: number | null;
  /** os.loadavg() (1, 5, 15 min) before and after: the CPU-bound figures depend on it. */
  auditLoadAverage: { before: string; after: string };
}

// ---------------------------------------------------------------------------------------------
// Server

interface RunningServer {
  url: string;
  child: ChildProcess;
}

/** The production server on the build in distDir, with a database seeded afresh. */
async function startServer(distDir: string, name = 'lighthouse'): Promise<RunningServer> {
  const dataDir = path.join(cacheDir, `${name}-data`);
  rmSync(dataDir, { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  const port = Number(process.env.LIGHTHOUSE_PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(cacheDir, `${name}-server.log`);
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // The benchmarks buy through the sandbox: production mode refuses it unless named.
    PAYMENT_PROVIDER: 'sandbox',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
  };
  delete env['DATABASE_URL'];
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-3000) : '';
  throw new Error(`The audit server did not answer within 240 s:\n${tail}`);
}

async function stopServer({ child }: RunningServer): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// The pages

interface Pages {
  paths: Record<PageKey, string>;
  productName: string;
}

async function graphql<T>(url: string, query: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': API_KEY },
    body: JSON.stringify({ query, variables: { channelId: 1, languageId: 1, marketId: 1 } }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!response.ok || !body.data) {
    throw new Error(`/graphql ${response.status}: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

/**
 * The start page, the first top-level category of the menu with products, the first plain
 * product (not a package) of that category, and a search for the product's brand: the same
 * pages every run on the deterministic demo catalogue.
 */
async function choosePages(url: string): Promise<Pages> {
  const ids = '(channelId: $channelId, languageId: $languageId, marketId: $marketId)';
  const vars = '($channelId: Int, $languageId: Int, $marketId: Int)';
  const { categories } = await graphql<{
    categories: {
      categoryId: number;
      parentCategoryId: number | null;
      canonicalUrl: string;
      productCount: number;
    }[];
  }>(
    url,
    `query AuditCategories${vars} { categories${ids} { categoryId parentCategoryId canonicalUrl productCount } }`,
  );
  const category = categories.find((c) => c.parentCategoryId === null && c.productCount > 0);
  if (!category) throw new Error('The catalogue has no top-level category with products');
  const { products } = await graphql<{
    products: {
      products: { name: string; canonicalUrl: string; brand: { name: string } | null }[];
    };
  }>(
    url,
    `query AuditProducts${vars} {
      products(filter: { categories: [${String(category.categoryId)}], page: 1 }, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
        products { name canonicalUrl brand { name } }
      }
    }`,
  );
  const product = products.products.find((p) => p.canonicalUrl.startsWith('p/'));
  if (!product) throw new Error(`No plain product in ${category.canonicalUrl}`);
  const searchText = (product.brand?.name ?? product.name.split(' ')[0] ?? 'lys').toLowerCase();
  return {
    paths: {
      start: '/',
      category: `/${category.canonicalUrl}`,
      product: `/${product.canonicalUrl}`,
      search: `/s/${encodeURIComponent(searchText)}`,
    },
    productName: product.name,
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

interface LighthouseAudit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
}

interface LighthouseReport {
  lighthouseVersion: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, LighthouseAudit>;
}

/** Lighthouse's runtime errors about recording its trace, not about the page audited. */
const TRACE_LOST = /\b(NO_NAVSTART|NO_TRACING_STARTED)\b/;

/** One Lighthouse run as a child process of its CLI; the JSON report it wrote. */
async function lighthouse(cli: string, url: string, name: string, args: string[]) {
  const output = path.join(reportDir, `${name}.json`);
  rmSync(output, { force: true });
  const child = spawn(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`,
      ...args,
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0 || !existsSync(output)) {
    throw new Error(
      `Lighthouse (${path.basename(path.dirname(path.dirname(cli)))}) on ${url} exited ${String(code)}:\n${stderr}`,
    );
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  if (report.runtimeError) {
    throw new Error(
      `Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`,
    );
  }
  return report;
}

/** Audits that fail and would count: binary or numeric ones below a full score. */
function failing(report: LighthouseReport, categories: readonly string[]): string[] {
  const ids = categories.flatMap((c) => report.categories[c]?.auditRefs.map((ref) => ref.id) ?? []);
  return [...new Set(ids)].filter((id) => {
    const audit = report.audits[id];
    return (
      audit !== undefined &&
      (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric') &&
      audit.score !== null &&
      audit.score < 1
    );
  });
}

function score(report: LighthouseReport, category: string): number | null {
  const value = report.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

function metric(report: LighthouseReport, id: string, digits = 0): number | null {
  const value = report.audits[id]?.numericValue;
  return value === undefined ? null : round(value, digits);
}

async function auditPage(
  url: string,
  key: PageKey,
  pagePath: string,
  runs: number,
): Promise<PageAudit> {
  const reports: LighthouseReport[] = [];
  for (let run = 1; run <= runs; run++) {
    const audit = () =>
      lighthouse(LIGHTHOUSE_13, `${url}${pagePath}`, `${key}-${String(run)}`, [
        `--only-categories=${CATEGORIES.join(',')}`,
      ]);
    reports.push(
      await audit().catch((error: unknown) => {
        // Lighthouse's own trace recording failing ("Please run Lighthouse again") says nothing
        // about the page: that run is made again, once. Any other error (NO_FCP: the page never
        // painted) stops the bench.
        if (!TRACE_LOST.test(String(error))) throw error;
        console.warn(`  run ${String(run)} on ${pagePath}: ${String(error).split('\n')[1] ?? ''}`);
        console.warn('  (Lighthouse lost its own trace; that run is made again)');
        return audit();
      }),
    );
  }
  // The run with the median performance score (the other categories hardly vary).
  const sorted = [...reports].sort(
    (a, b) => (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0),
  );
  const report = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!report) throw new Error('--lighthouse-runs must be at least 1');
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(report, c)]));
  return {
    ...(scores as Record<Category, number | null>),
    path: pagePath,
    lcpMs: metric(report, 'largest-contentful-paint'),
    lcpRunsMs: reports.map((run) => metric(run, 'largest-contentful-paint')),
    lcpVsFloor: null,
    tbtMs: metric(report, 'total-blocking-time'),
    cls: metric(report, 'cumulative-layout-shift', 3),
    flagged: failing(
      report,
      CATEGORIES.filter((c) => c !== 'performance'),
    ).join(' '),
  };
}

// ---------------------------------------------------------------------------------------------
// The floor

/** Builds bench/floor with the shop's Vite into bench/.cache/floor-dist; the folder. */
async function buildFloor(): Promise<string> {
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'bench/floor/vite.config.ts') });
  return path.join(cacheDir, 'floor-dist');
}

async function auditFloor(runs: number): Promise<FloorAudit> {
  const server = await startServer(await buildFloor(), 'lighthouse-floor');
  try {
    const reports: LighthouseReport[] = [];
    for (let run = 1; run <= runs; run++) {
      reports.push(
        await lighthouse(LIGHTHOUSE_13, `${server.url}/`, `floor-${String(run)}`, [
          '--only-categories=performance',
        ]),
      );
    }
    const lcpRunsMs = reports.map((run) => metric(run, 'largest-contentful-paint'));
    const performances = reports.map((run) => score(run, 'performance'));
    return { performance: median(performances), lcpMs: median(lcpRunsMs), lcpRunsMs };
  } finally {
    await stopServer(server);
  }
}

// ---------------------------------------------------------------------------------------------
// Service worker timings (Playwright)

async function mobilePage(context: BrowserContext, throttleNetwork: boolean): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (throttleNetwork) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', THROTTLING);
  }
  return page;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
}

/** The last largest-contentful-paint entry so far (ms from navigation start). */
async function largestContentfulPaint(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().at(-1)?.startTime ?? null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          resolve(null);
        }, 3000);
      }),
  );
}

async function controlled(page: Page): Promise<boolean> {
  return page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    })
    .then(() => true)
    .catch(() => false);
}

async function repeatVisit(browser: Browser, url: string) {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'allow' });
  try {
    const first = await mobilePage(context, true);
    await first.goto(`${url}/`, { waitUntil: 'load' });
    await settle(first);
    const firstVisitLcpMs = await largestContentfulPaint(first);
    const workerControls = await controlled(first);
    await settle(first);
    await first.close();

    const again = await mobilePage(context, true);
    let fromWorker = 0;
    again.on('response', (response) => {
      if (response.fromServiceWorker()) fromWorker++;
    });
    await again.goto(`${url}/`, { waitUntil: 'load' });
    await settle(again);
    const repeatVisitLcpMs = await largestContentfulPaint(again);
    return { firstVisitLcpMs, repeatVisitLcpMs, workerControls, fromWorker };
  } finally {
    await context.close();
  }
}

async function offlineProduct(browser: Browser, url: string, pages: Pages) {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'allow' });
  try {
    const page = await mobilePage(context, false);
    await page.goto(`${url}${pages.paths.product}`, { waitUntil: 'load' });
    const title = page.locator('h1', { hasText: pages.productName });
    await title.waitFor({ timeout: 30_000 });
    const workerControls = await controlled(page);
    await settle(page);
    // Let the persisted Apollo cache and the worker's cache writes finish.
    await sleep(1000);

    await context.setOffline(true);
    await page.reload({ waitUntil: 'commit', timeout: 30_000 }).catch(() => undefined);
    const shown = await page
      .waitForFunction(
        (name) => {
          const h1 = [...document.querySelectorAll('h1')].find((h) => h.textContent.includes(name));
          return h1 && h1.getBoundingClientRect().height > 0 ? performance.now() : 0;
        },
        pages.productName,
        { polling: 'raf', timeout: 15_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    return { offlineProductRenderMs: shown === null ? null : round(shown, 0), workerControls };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------

function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
}

export async function benchLighthouse(
  options: { runs?: number; distDir?: string } = {},
): Promise<LighthouseResults> {
  const runs = options.runs ?? 1;
  const distDir = path.resolve(root, options.distDir ?? process.env.DIST_DIR ?? 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No build in ${distDir}: run npm run build first`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (CHROME_PATH)`);
  const before = loadAverage();
  await mkdir(reportDir, { recursive: true });
  const server = await startServer(distDir);
  try {
    const pages = await choosePages(server.url);
    const keys = Object.keys(pages.paths) as PageKey[];

    // Warm the server's catalogue caches the way a running shop has them.
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    try {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      for (const key of keys) {
        await page.goto(`${server.url}${pages.paths[key]}`, { waitUntil: 'networkidle' });
      }
      await context.close();
    } finally {
      await browser.close();
    }

    console.info('Lighthouse 11.7.1, PWA category on /...');
    const pwa = await lighthouse(LIGHTHOUSE_PWA, `${server.url}/`, 'pwa', [
      '--only-categories=pwa',
    ]);
    const pwaFailed = failing(pwa, ['pwa']);

    console.info('Lighthouse 13 on the floor, a bare Vite + React page...');
    const floor = await auditFloor(runs);
    const audits = {} as Record<PageKey, PageAudit>;
    for (const key of keys) {
      console.info(
        `Lighthouse 13 on ${pages.paths[key]}${runs > 1 ? ` (${String(runs)} runs)` : ''}...`,
      );
      const audit = await auditPage(server.url, key, pages.paths[key], runs);
      audits[key] = { ...audit, lcpVsFloor: lcpVsFloor(audit.lcpRunsMs, floor.lcpMs) };
    }

    console.info('Repeat visit and offline product page (Playwright)...');
    const swBrowser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    let repeat: Awaited<ReturnType<typeof repeatVisit>>;
    let offline: Awaited<ReturnType<typeof offlineProduct>>;
    try {
      repeat = await repeatVisit(swBrowser, server.url);
      offline = await offlineProduct(swBrowser, server.url, pages);
    } finally {
      await swBrowser.close();
    }
    if (!repeat.workerControls || !offline.workerControls) {
      console.warn(
        'The service worker never took control: repeat and offline visits ran without it.',
      );
    }

    return {
      lighthouse: {
        ...audits,
        floor,
        runs,
        version: `${pwa.lighthouseVersion} (PWA), 13 (pages)`,
      },
      pwaAuditsFailed: pwaFailed.length,
      pwaFailedAudits: pwaFailed.join(' '),
      firstVisitLcpMs: repeat.firstVisitLcpMs === null ? null : round(repeat.firstVisitLcpMs, 0),
      repeatVisitLcpMs: repeat.repeatVisitLcpMs === null ? null : round(repeat.repeatVisitLcpMs, 0),
      repeatVisitFromWorker: repeat.fromWorker,
      offlineProductRenderMs: offline.offlineProductRenderMs,
      auditLoadAverage: { before, after: loadAverage() },
    };
  } finally {
    await stopServer(server);
  }
}

/** One line per figure, for the console. */
export function lighthouseTable(results: LighthouseResults): Record<string, unknown> {
  const table: Record<string, unknown> = {};
  for (const key of ['start', 'category', 'product', 'search'] as const) {
    const page = results.lighthouse[key];
    table[`lighthouse.${key}`] = {
      perf: page.performance,
      a11y: page.accessibility,
      bp: page['best-practices'],
      seo: page.seo,
      lcpMs: page.lcpMs,
      lcpVsFloor: page.lcpVsFloor,
      tbtMs: page.tbtMs,
      flagged: page.flagged,
    };
  }
  table['lighthouse.floor'] = {
    perf: results.lighthouse.floor.performance,
    lcpMs: results.lighthouse.floor.lcpMs,
  };
  table['pwaAuditsFailed'] = {
    value: results.pwaAuditsFailed,
    flagged: results.pwaFailedAudits,
  };
  table['firstVisitLcpMs'] = { value: results.firstVisitLcpMs };
  table['repeatVisitLcpMs'] = {
    value: results.repeatVisitLcpMs,
    flagged: `${String(results.repeatVisitFromWorker)} responses from the worker`,
  };
  table['offlineProductRenderMs'] = { value: results.offlineProductRenderMs };
  table['load average'] = {
    value: `${results.auditLoadAverage.before} → ${results.auditLoadAverage.after}`,
  };
  return table;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({
    options: { 'lighthouse-runs': { type: 'string', default: '1' } },
  });
  benchLighthouse({ runs: Number(values['lighthouse-runs']) })
    .then((results) => {
      console.table(lighthouseTable(results));
      console.info(JSON.stringify(results, null, 2));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
