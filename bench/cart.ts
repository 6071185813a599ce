// Cart and checkout latency through the real GraphQL endpoint on the embedded PGlite database,
// 20 shoppers at once, each adding 8 items to a new cart and then placing the order. Each
// click is the storefront browser's own request (browser-request.ts: POST with the shop's
// Origin, Apollo's Accept and content type, the API key, the persisted-query hash and, for a
// change the storefront may queue offline, its whole query), so it takes the path a browser's
// request takes through the server:
//   addToCartP95Ms / placeOrderP95Ms                 shoppers pause 0.25-0.75 s between clicks
//   addToCartSaturatedP95Ms / placeOrderSaturatedP95Ms  no pauses at all: a stress figure; PGlite
//     has one connection, so requests queue behind each other (see DESIGN.md)
// The app runs in-process (createApp) on a copy of a cached, seeded data dir (bench/.cache),
// warmed as server/main.ts warms it at startup (warmUpApp); the shoppers' HTTP clients run in a
// worker thread, as real shoppers are not in the server's process. Standalone: npx tsx bench/cart.ts
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from 'graphql-yoga';
import { orderInput as warmOrderInput } from '../server/graphql/cart-warm.js';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createApp, DEFAULT_API_KEY, warmUpApp, type AppOptions } from '../server/app.js';
import { migrate } from '../server/db/migrate.js';
import { openDatabase } from '../server/db/open.js';
import type { Db } from '../server/db/types.js';
import { createRng, type Rng } from '../server/seed/prng.js';
import { seedIfEmpty } from '../server/seed/seed.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { browserRequest, sendAsBrowser } from './browser-request.js';

const SHOPPERS = 20;
const ADDS_PER_SHOPPER = 8;
const ROUNDS = 2;
const template = path.resolve(import.meta.dirname, '.cache/cart-template');

/** What the figures model, printed with them. */
export const CART_MODEL =
  `Cart model: ${SHOPPERS} shoppers at once, ${ROUNDS} rounds; each opens a new cart, adds ` +
  `${ADDS_PER_SHOPPER} items one click at a time (random skus of 400, each answer the whole ` +
  `priced cart as the cart panel asks for it: CartFields) and places the order (PlaceOrder). Shoppers arrive over 2 s ` +
  `and pause 0.25-0.75 s between clicks; *Saturated* = the same without arrival spread or ` +
  `pauses. One server on PGlite, warmed at startup as server/main.ts does (rolled-back carts ` +
  `and orders); the shoppers' HTTP clients run in a worker thread, outside the server's event loop, ` +
  `and send what the storefront's browser sends (POST with Origin, the API key, the persisted-query hash).`;

export async function seededCopy(): Promise<string> {
  if (!existsSync(path.join(template, 'PG_VERSION'))) {
    const db = await openDatabase({ dataDir: template });
    await migrate(db);
    await seedIfEmpty(db);
    await db.close();
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atv-bench-cart-'));
  cpSync(template, dir, { recursive: true, filter: (src) => !src.endsWith('.lock') });
  return dir;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

export async function post(
  url: string,
  query: string,
  variables: object,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': DEFAULT_API_KEY, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function timed<T>(times: number[], work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  times.push(performance.now() - start);
  return result;
}

/** The add-to-cart button's variables (channel, language and market as the client sends them). */
export function addVariables(cartId: string | null, skuId: number): Record<string, unknown> {
  return {
    cartId,
    skuId,
    quantity: 1,
    idempotencyKey: randomUUID(),
    channelId: 1,
    languageId: 1,
    marketId: 1,
  };
}

/** The warm-up's order input (server/graphql/cart-warm.ts), placed by a bench shopper. */
export const orderInput = (cartId: string): object =>
  warmOrderInput(cartId, { email: 'bench@example.no', firstName: 'Kari', lastName: 'Nordmann' });

interface Run {
  url: string;
  skus: number[];
  rng: Rng;
  /** Pause between a shopper's clicks, ms (0 = none). */
  pause: [number, number];
  adds: number[];
  orders: number[];
}

/** What the client worker runs: one shopper (warm-up) or the crowd; answers the times. */
interface ClientJob {
  url: string;
  skus: number[];
  pause: [number, number];
  crowd: boolean;
}

let shoppers = 0;

async function shopper(run: Run) {
  // Each shopper has an address of their own, as a proxy in front names it (TRUST_PROXY): the
  // per-shopper rate limits (README, Limits) see 20 shoppers, not one client placing 20 orders.
  const n = ++shoppers;
  const from = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  const think = () => (run.pause[1] > 0 ? sleep(run.rng.int(run.pause[0], run.pause[1])) : null);
  let cartId: string | null = null;
  // Shoppers arrive at random moments, not all in the same millisecond.
  if (run.pause[1] > 0) await sleep(run.rng.int(0, 2000));
  for (let i = 0; i < ADDS_PER_SHOPPER; i++) {
    await think();
    const skuId = run.rng.pick(run.skus);
    const add = browserRequest('AddToCart', addVariables(cartId, skuId), { origin: run.url });
    const data = await timed(run.adds, () => sendAsBrowser(run.url, add, from));
    cartId = (data.addToCart as { id: string }).id;
  }
  await think();
  if (!cartId) return;
  const place = browserRequest('PlaceOrder', { input: orderInput(cartId) }, { origin: run.url });
  await timed(run.orders, () => sendAsBrowser(run.url, place, from));
}

async function crowd(run: Run): Promise<void> {
  for (let round = 0; round < ROUNDS; round++)
    await Promise.all(Array.from({ length: SHOPPERS }, () => shopper(run)));
}

/**
 * The shoppers' HTTP clients in one worker thread (this file again), so the server has its
 * event loop to itself; the same worker runs every job, so its code is warm after the first.
 */
function clientWorker() {
  // The worker loads this TypeScript file through tsx, as the bench itself runs.
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register();
    return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: { cartClients: true } });
  let failed: Error | null = null;
  worker.on('error', (error) => (failed = error));
  return {
    run(job: ClientJob): Promise<{ add: number; order: number }> {
      return new Promise((resolve, reject) => {
        if (failed) {
          reject(failed);
          return;
        }
        const onError = (error: Error) => reject(error);
        worker.once('error', onError);
        worker.once('message', (times: { adds: number[]; orders: number[] }) => {
          worker.off('error', onError);
          resolve({ add: p95(times.adds), order: p95(times.orders) });
        });
        worker.postMessage(job);
      });
    },
    close: () => worker.terminate(),
  };
}

function serveClientJobs(): void {
  parentPort?.on('message', (job: ClientJob) => {
    const run: Run = { ...job, rng: createRng(42), adds: [], orders: [] };
    void (job.crowd ? crowd(run) : shopper(run)).then(() => {
      parentPort?.postMessage({ adds: run.adds, orders: run.orders });
    });
  });
}

/** Plenty of stock on ordinary skus, so the figures measure the happy path. */
export async function benchSkus(db: Db): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE skus SET stock = stock + 100000 WHERE id IN (
       SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id
        WHERE p.published AND NOT p.is_package AND NOT p.is_heavy ORDER BY s.id LIMIT 400)
     RETURNING id`,
  );
  return rows.map((r) => r.id);
}

const p95 = (times: number[]): number => {
  const sorted = [...times].sort((a, b) => a - b);
  return Number((sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.NaN).toFixed(2));
};

export async function benchCart(): Promise<Record<string, number>> {
  const dir = await seededCopy();
  const db = await openDatabase({ dataDir: dir });
  const options: AppOptions = {
    db,
    distDir: null,
    logger: createLogger('error'),
    trustProxy: true,
  };
  const server = createServer(createApp(options));
  try {
    await migrate(db);
    const skus = await benchSkus(db);
    await warmUpApp(options, { log: (message) => console.warn(message) }); // as main.ts does
    const url = await listen(server);
    const clients = clientWorker();
    try {
      await clients.run({ url, skus, pause: [0, 0], crowd: false }); // warm-up: JIT and caches
      const paced = await clients.run({ url, skus, pause: [250, 750], crowd: true });
      const saturated = await clients.run({ url, skus, pause: [0, 0], crowd: true });
      return {
        addToCartP95Ms: paced.add,
        placeOrderP95Ms: paced.order,
        addToCartSaturatedP95Ms: saturated.add,
        placeOrderSaturatedP95Ms: saturated.order,
      };
    } finally {
      await clients.close();
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!isMainThread && (workerData as { cartClients?: boolean } | null)?.cartClients) {
  serveClientJobs();
} else if (
  isMainThread &&
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(import.meta.filename)
) {
  console.table(await benchCart());
  console.info(CART_MODEL);
}
