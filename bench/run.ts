// Benchmarks that print figures and merge them into bench/results.json:
//   startPageJsGzipKb       gzip -9 kB of every JS file a first visit to / loads (Chromium)
//   startPageJsBudgetExceeded  kB over the 180 kB budget (js-budget.ts); over it, exit code 1
//   startPageIdleJsGzipKb   of startPageJsGzipKb, the files requested after the app's idle mark
//   startPageEntryJsGzipKb  the same for index.html's entry, preloads and their static imports
//   productsColdP50Ms/P95Ms the first request of each category page (page 1-3: 24 cards and
//                           facets, GetProducts as the storefront's browser sends it)
//   productsWarmP50Ms/P95Ms the same pages again, one at a time: answer-cache hits
//   addToCartP95Ms, placeOrderP95Ms (+ *SaturatedP95Ms)  bench/cart.ts: 20 shoppers at once
//   lighthouse.*, pwaAuditsFailed, repeatVisitLcpMs, offlineProductRenderMs  bench/lighthouse.ts
//   offlineChaosLost, offlineChaosDuplicated, offlineChaosSyncMs  bench/offline-chaos.ts
//   load*, apiRssMb100k, crash*, twoInstance*  bench/load.ts, memory.ts, faults.ts, scale.ts
//   loginP95Ms, loginConcurrentP95Ms, loginScryptN  bench/login.ts: scrypt at production cost
// Every figure is written with its own time, suite, load average and machine (figures.ts), so a
// figure from an earlier run is never read as this run's.
// Usage: npm run bench [-- --requests 300] [-- --fresh]   (--fresh reseeds bench/.cache/data)
//        [-- --only core,cart,catalogue,lighthouse,offline,load,faults,scale,auth] [-- --lighthouse-runs 3]
//        [-- --seed N]  (the offline walk's seed; random without it)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { browserRequest, sendAsBrowser } from './browser-request.js';
import { benchCart, CART_MODEL } from './cart.js';
import { benchCatalogue } from './catalogue.js';
import { benchFaults } from './faults.js';
import { benchLighthouse, lighthouseTable } from './lighthouse.js';
import {
  circumstancesNow,
  formatResults,
  loadAverageLine,
  mergeResults,
  percentile,
  recordsOf,
  type FigureRecord,
} from './figures.js';
import { benchLoad } from './load.js';
import { benchLogin } from './login.js';
import { benchApiMemory } from './memory.js';
import { checkJsBudget, IDLE_MARK, type ChunkSize } from './js-budget.js';
import { benchOfflineChaos } from './offline-chaos.js';
import { freePort, SERVER_NODE_FLAGS } from './processes.js';
import { benchScale } from './scale.js';

const root = path.resolve(import.meta.dirname, '..');
// DIST_DIR: a build of its own, as for npm start (vite.config.ts and the server read it too).
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const cacheDir = path.join(root, 'bench/.cache');
const resultsFile = path.join(root, 'bench/results.json');
const API_KEY = 'atvhuset-storefront-public';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '300' },
    fresh: { type: 'boolean', default: false },
    only: { type: 'string' },
    'lighthouse-runs': { type: 'string', default: '1' },
    seed: { type: 'string' },
  },
});

// ---------------------------------------------------------------------------------------------
// Build

/** Newest modification time under the given paths (files or folders, recursively). */
async function newestMtime(paths: string[]): Promise<number> {
  let newest = 0;
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      const entries = await readdir(p, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || entry.parentPath.includes(`${path.sep}generated`)) continue;
        newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

async function ensureBuild(): Promise<void> {
  const index = path.join(dist, 'index.html');
  const inputs = ['src', 'sw', 'locales', 'public', 'index.html', 'vite.config.ts', 'package.json'];
  const stale =
    !existsSync(index) ||
    (await newestMtime(inputs.map((p) => path.join(root, p)))) > statSync(index).mtimeMs;
  if (!stale) return;
  console.info('Building the client (dist/ is missing or older than its sources)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

// ---------------------------------------------------------------------------------------------
// Start page JS

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Root-relative asset paths ('assets/x.js') that index.html loads as scripts or preloads. */
function htmlScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /\btype=["']?module/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel=["']?modulepreload/.test(tag);
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url && !/^(https?:)?\/\//.test(url)) {
      found.add(url.replace(/^\//, ''));
    }
  }
  return [...found];
}

/** Static imports of a built chunk (minified ESM): `import{a}from"./x.js"`, `import"./y.js"`. */
function staticImports(file: string, code: string): string[] {
  const pattern =
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
  const base = new URL(file, 'http://bench/');
  return [...code.matchAll(pattern)].flatMap((m) =>
    m[1] ? [new URL(m[1], base).pathname.slice(1)] : [],
  );
}

function gzipKb(
  files: Iterable<string>,
  idleFiles: ReadonlySet<string> = new Set(),
): { files: string[]; kb: number; chunks: ChunkSize[] } {
  const list = [...new Set(files)];
  const chunks = list.map((file) => ({
    file,
    gzipKb: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000,
    ...(idleFiles.has(file) ? { idle: true } : {}),
  }));
  const bytes = chunks.reduce((sum, chunk) => sum + Math.round(chunk.gzipKb * 1000), 0);
  return { files: list, kb: round(bytes / 1000, 1), chunks };
}

/** The entry script and module preloads of index.html and, recursively, their static imports. */
function staticStartPageJs(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const queue = htmlScripts(html).filter((f) => f.endsWith('.js'));
  if (queue.length === 0) throw new Error('dist/index.html loads no module script');

  // With build.manifest on, Vite lists each chunk's static imports; else read the chunks.
  const manifestPath = path.join(dist, '.vite/manifest.json');
  const byFile = new Map<string, ManifestChunk>();
  const byKey = new Map<string, ManifestChunk>();
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    for (const [key, chunk] of Object.entries(manifest)) {
      byKey.set(key, chunk);
      byFile.set(chunk.file, chunk);
    }
  }

  const seen = new Set<string>();
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = byFile.get(file);
    const next = chunk
      ? (chunk.imports ?? []).flatMap((key) => byKey.get(key)?.file ?? [])
      : staticImports(file, readFileSync(path.join(dist, file), 'utf8'));
    queue.push(...next.filter((f) => f.endsWith('.js')));
  }
  return [...seen];
}

/**
 * Every script the start page requests on a first visit (no service worker, empty cache) until
 * the network is idle: besides the files above, the lazy route chunks the router loads.
 */
async function browserStartPageJs(
  url: string,
): Promise<{ files: string[]; idleFiles: Set<string> } | null> {
  if (!existsSync(CHROMIUM)) return null;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && pathname.endsWith('.js')) {
        scripts.push(pathname.replace(/^\//, ''));
      }
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    // Scripts whose fetch started after the app's idle mark (src/lib/idle/when-idle.ts).
    const idleFiles = await page.evaluate((mark) => {
      const idleAt = performance.getEntriesByName(mark, 'mark')[0]?.startTime;
      if (idleAt === undefined) return [];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= idleAt)
        .map((entry) => new URL(entry.name).pathname.replace(/^\//, ''));
    }, IDLE_MARK);
    return {
      files: scripts.filter((file) => existsSync(path.join(dist, file))),
      idleFiles: new Set(idleFiles),
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Server

interface RunningServer {
  url: string;
  child: ChildProcess;
  logFile: string;
}

/** `env`: settings of this run's server on top of the production defaults. */
async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = path.join(cacheDir, 'data');
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  const seeded = existsSync(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(cacheDir, 'server.log');
  const log = createWriteStream(logFile);
  // The production server itself (not scripts/start.mjs: the build was checked above).
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // The benchmarks buy through the sandbox: production mode refuses it unless named.
        PAYMENT_PROVIDER: 'sandbox',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  console.info(
    seeded
      ? 'Starting the server...'
      : 'Starting the server (first run seeds the demo catalogue)...',
  );
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) return { url, child, logFile };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-3000) : '';
  throw new Error(`The server did not answer within 240 s (exit ${child.exitCode}):\n${tail}`);
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
// GraphQL latency

/** Set-up reads (never timed): a plain POST as a script sends it. */
async function graphql<T>(url: string, query: string, variables: object): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': API_KEY },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || !body.data) {
    throw new Error(`/graphql ${response.status}: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

interface Variant {
  categoryId: number;
  page: number;
}

/** The storefront's list page size (LIST_PAGE_SIZE). */
const PAGE_SIZE = 24;

async function productVariants(url: string): Promise<Variant[]> {
  const { categories } = await graphql<{
    categories: { categoryId: number; productCount: number }[];
  }>(url, '{ categories { categoryId productCount } }', {});
  const variants = categories
    .filter((c) => c.productCount > 0)
    .flatMap((c) => {
      const pages = Math.min(3, Math.ceil(c.productCount / PAGE_SIZE));
      return Array.from({ length: pages }, (_, i) => ({ categoryId: c.categoryId, page: i + 1 }));
    });
  if (variants.length === 0) throw new Error('The catalogue has no products in any category');
  return variants;
}

/** A deterministic shuffle (fixed-seed LCG), so every run sends the same sequence. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  let seed = 42;
  for (let i = copy.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function stats(times: number[]) {
  return { p50: round(percentile(times, 50), 2), p95: round(percentile(times, 95), 2) };
}

/**
 * Category pages (page 1-3 of every category) as the storefront's browser asks for them:
 * GetProducts with 24 cards and the facets, GET with the persisted query's hash (the whole
 * query after the server's PERSISTED_QUERY_NOT_FOUND), the browser's headers. "Cold" is the
 * first request of each page, which the answer cache cannot hold; "warm" asks for the same
 * pages again, `requests` times in all: answer-cache hits, as a running shop serves its
 * popular pages.
 */
async function measureProducts(url: string, requests: number) {
  const variants = shuffled(await productVariants(url));
  const page = (v: Variant, sort?: string) =>
    browserRequest(
      'GetProducts',
      {
        filter: {
          categoryId: v.categoryId,
          page: v.page,
          pageSize: PAGE_SIZE,
          ...(sort ? { sort } : {}),
        },
        withFacets: true,
      },
      { origin: url },
    );
  const timed = async (v: Variant): Promise<number> => {
    const request = page(v);
    const start = performance.now();
    await sendAsBrowser(url, request);
    return performance.now() - start;
  };

  // Warm up the JIT, the database and the persisted query with a sort the measured requests
  // never use.
  for (const variant of variants.slice(0, 40)) await sendAsBrowser(url, page(variant, 'NAME_DESC'));

  const cold: number[] = [];
  for (const variant of variants) cold.push(await timed(variant));

  const warm: number[] = [];
  for (let i = 0; i < requests; i++) {
    const variant = variants[i % variants.length];
    if (variant) warm.push(await timed(variant));
  }
  return { warm: stats(warm), cold: stats(cold), variants: variants.length };
}

function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

// ---------------------------------------------------------------------------------------------

/** The parts `--only` picks from (comma-separated); all of them without it. */
const SUITES = [
  'core',
  'cart',
  'catalogue',
  'lighthouse',
  'offline',
  'load',
  'faults',
  'scale',
  'auth',
] as const;
type Suite = (typeof SUITES)[number];

function chosenSuites(): Set<Suite> {
  if (options.only === undefined) return new Set(SUITES);
  const names = options.only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(SUITES as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(
      `--only takes ${SUITES.join(', ')} (comma-separated), not ${unknown.join(', ')}`,
    );
  }
  return new Set(names as Suite[]);
}

/** Start page JS and products latency (the `core` suite): one server, bench/.cache/data. */
async function benchCore(requests: number) {
  const entryJs = gzipKb(staticStartPageJs());
  const server = await startServer();
  let latency: Awaited<ReturnType<typeof measureProducts>>;
  let loadedJs: ReturnType<typeof gzipKb> | null = null;
  try {
    const loaded = await browserStartPageJs(server.url);
    if (loaded) loadedJs = gzipKb([...entryJs.files, ...loaded.files], loaded.idleFiles);
    else console.warn(`No Chromium at ${CHROMIUM}: start page JS counted from index.html only.`);
    latency = await measureProducts(server.url, requests);
  } finally {
    await stopServer(server);
  }
  const startPage = loadedJs ?? entryJs;
  const budget = checkJsBudget(startPage.chunks);
  console.info(`JavaScript a first visit to / loads (gzip -9):\n${budget.lines.join('\n')}`);
  // The core suite's own check fails (exit code 1); the other suites still run and record theirs.
  if (!budget.ok) process.exitCode = 1;

  const warmNote = `${requests} category pages again, one at a time: answer-cache hits`;
  const coldNote = `first request of each of ${latency.variants} category pages (24 cards, facets)`;
  console.table({
    startPageJsGzipKb: {
      value: startPage.kb,
      note: `${startPage.files.length} JS files a first visit loads, gzip -9`,
    },
    startPageJsBudgetExceeded: {
      value: budget.exceededKb,
      note: `kB over the budget of ${budget.budgetKb} kB gzip (0: kept)`,
    },
    startPageIdleJsGzipKb: {
      value: budget.idleKb,
      note: "of it, kB requested after the app's idle mark (persistence, worker, prefetch)",
    },
    startPageEntryJsGzipKb: {
      value: entryJs.kb,
      note: `${entryJs.files.length} files: index.html scripts, preloads, static imports`,
    },
    productsColdP50Ms: { value: latency.cold.p50, note: coldNote },
    productsColdP95Ms: { value: latency.cold.p95, note: coldNote },
    productsWarmP50Ms: { value: latency.warm.p50, note: warmNote },
    productsWarmP95Ms: { value: latency.warm.p95, note: warmNote },
  });
  return {
    startPageJsGzipKb: startPage.kb,
    startPageJsBudgetExceeded: budget.exceededKb,
    startPageIdleJsGzipKb: budget.idleKb,
    startPageEntryJsGzipKb: entryJs.kb,
    productsColdP50Ms: latency.cold.p50,
    productsColdP95Ms: latency.cold.p95,
    productsWarmP50Ms: latency.warm.p50,
    productsWarmP95Ms: latency.warm.p95,
  };
}

async function main() {
  const requests = Number(options.requests);
  if (!Number.isInteger(requests) || requests < 1) throw new Error('--requests must be a count');
  const lighthouseRuns = Number(options['lighthouse-runs']);
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
    throw new Error('--lighthouse-runs must be a count');
  }
  const suites = chosenSuites();
  const started = performance.now();

  await ensureBuild();
  // Each suite's figures with the time, load average and machine of the moment it finished.
  let measured: Record<string, FigureRecord> = {};
  const keep = (suite: Suite, figures: object) => {
    const at = circumstancesNow(suite);
    console.info(`${suite}: measured at ${at.measuredAt}, load average ${at.loadAverage}`);
    measured = { ...measured, ...recordsOf(figures, at) };
  };
  console.info(`Load average before the benchmarks: ${loadAverageLine()}`);
  if (suites.has('core')) keep('core', await benchCore(requests));
  if (suites.has('cart')) {
    const cart = await benchCart();
    console.table(cart);
    console.info(CART_MODEL);
    keep('cart', cart);
  }
  if (suites.has('catalogue')) {
    const catalogue = await benchCatalogue();
    console.table(catalogue);
    keep('catalogue', catalogue);
  }
  if (suites.has('offline')) {
    // One browser is one shopper: its dozen sign-ups with as many addresses, and its codes,
    // would meet the per-shopper limits a real shopper never nears (the walk measures sync).
    const server = await startServer({
      RATE_LIMIT_NEWSLETTER: '1000/60',
      RATE_LIMIT_CODES: '1000/60',
      RATE_LIMIT_CARTS: '100000/60',
    });
    try {
      const seed = options.seed === undefined ? undefined : Number(options.seed);
      const offline = await benchOfflineChaos(server.url, seed === undefined ? {} : { seed });
      console.table(offline);
      keep('offline', offline);
    } finally {
      await stopServer(server);
    }
  }
  // Load, faults and scale-out (bench/load.ts, faults.ts, scale.ts): server processes of their own.
  if (suites.has('load')) keep('load', { ...(await benchLoad()), ...(await benchApiMemory()) });
  if (suites.has('faults')) keep('faults', await benchFaults());
  if (suites.has('auth')) {
    const login = await benchLogin();
    console.table(login);
    keep('auth', login);
  }
  if (suites.has('scale')) keep('scale', await benchScale());
  if (suites.has('lighthouse')) {
    const audits = await benchLighthouse({ runs: lighthouseRuns, distDir: dist });
    console.table(lighthouseTable(audits));
    keep('lighthouse', audits);
  }

  const previous: Record<string, unknown> = existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
    : {};
  writeFileSync(resultsFile, formatResults(mergeResults(previous, measured)));
  console.info(
    `Wrote ${path.relative(root, resultsFile)} in ${round((performance.now() - started) / 1000, 1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
