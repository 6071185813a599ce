// Load: many shoppers at once against the production server process (server/main.ts on a
// PGlite data dir), each browsing, searching, opening products, adding to the cart and checking
// out with the storefront's own documents and browser headers (shop-client.ts) and a think time
// between clicks:
//   load5xx      answers with a 5xx status (must be 0)
//   loadErrors   GraphQL errors no shopper should get (must be 0; loadErrorCodes says which)
//   loadP50Ms / loadP95Ms  every request's time until its last byte, as the shopper waits
//   loadRps, loadRequests, loadOrders, loadNetworkErrors, loadApiRssMb (the server's RSS after)
// Size: BENCH_LOAD_SHOPPERS (50) for BENCH_LOAD_SECONDS (60), think time BENCH_LOAD_THINK_MS
// ("500-3000"). Standalone: npx tsx bench/load.ts
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { migrate } from '../server/db/migrate.js';
import { openDatabase } from '../server/db/open.js';
import { createRng, type Rng } from '../server/seed/prng.js';
import { addVariables, benchSkus, orderInput, seededCopy } from './cart.js';
import {
  loadAverage,
  residentMb,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './processes.js';
import { NoAnswer, newTally, percentileMs, ShopClient, type Tally } from './shop-client.js';

const cacheDir = path.resolve(import.meta.dirname, '.cache');
const ids = { channelId: 1, languageId: 1, marketId: 1 };

export interface LoadOptions {
  shoppers: number;
  seconds: number;
  thinkMs: [number, number];
}

function positiveEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a count`);
  return value;
}

export function loadOptionsFromEnv(): LoadOptions {
  const think = (process.env['BENCH_LOAD_THINK_MS'] ?? '500-3000').split('-').map(Number);
  const [low, high] = think;
  if (think.length !== 2 || low === undefined || high === undefined || !(low <= high) || low < 0)
    throw new Error('BENCH_LOAD_THINK_MS must be "min-max" milliseconds');
  return {
    shoppers: positiveEnv('BENCH_LOAD_SHOPPERS', 50),
    seconds: positiveEnv('BENCH_LOAD_SECONDS', 60),
    thinkMs: [low, high],
  };
}

/** A data dir copied from the seeded template, with plenty of stock on the skus shoppers add. */
export async function preparedDataDir(): Promise<{ dir: string; skus: number[] }> {
  const dir = await seededCopy();
  const db = await openDatabase({ dataDir: dir });
  try {
    await migrate(db);
    return { dir, skus: await benchSkus(db) };
  } finally {
    await db.close();
  }
}

interface Card {
  alias: string;
  name: string;
}

interface Shared {
  categories: number[];
  /** Products seen in lists and searches (what a shopper can click). */
  cards: Card[];
  skus: number[];
  orders: number;
}

async function shopper(
  client: ShopClient,
  shared: Shared,
  rng: Rng,
  until: number,
  o: LoadOptions,
) {
  const think = () => sleep(rng.int(o.thinkMs[0], o.thinkMs[1]));
  const rememberCards = (data: Record<string, unknown> | null, field: 'products' | 'search') => {
    const list = data?.[field] as { products?: Card[] | { products?: Card[] } } | undefined;
    const products = Array.isArray(list?.products) ? list.products : list?.products?.products;
    for (const card of products ?? []) {
      if (shared.cards.length < 2000) shared.cards.push({ alias: card.alias, name: card.name });
      else shared.cards[rng.int(0, shared.cards.length - 1)] = card;
    }
  };
  // Arrivals spread over the first seconds, as shoppers do not all come at once.
  await sleep(rng.int(0, Math.min(5000, o.seconds * 250)));
  // The first page: channel settings, menus and the category tree.
  await client.query('GetChannelConfiguration', { channelId: 1, languageId: 1 });
  await client.query('GetMenuAtLocation', { ...ids, menuLocationId: 'main' });
  const tree = await client.query('GetCategories', ids);
  if (shared.categories.length === 0) {
    const categories = (tree.data?.categories ?? []) as {
      categoryId: number;
      productCount: number;
    }[];
    shared.categories = categories.filter((c) => c.productCount > 0).map((c) => c.categoryId);
  }
  let cartId: string | null = null;
  let lines = 0;
  while (Date.now() < until) {
    await think();
    if (Date.now() >= until) break;
    const roll = rng.next();
    try {
      if (roll < 0.3 || shared.cards.length === 0) {
        const categoryId = rng.pick(shared.categories);
        const answer = await client.query('GetProducts', {
          ...ids,
          withFacets: rng.next() < 0.5,
          filter: {
            categoryId,
            page: rng.int(1, 3),
            ...(rng.next() < 0.3 ? { sort: 'PRICE_ASC' } : {}),
          },
        });
        rememberCards(answer.data, 'products');
      } else if (roll < 0.5) {
        // Typing a word from a product's name: suggestions, then the results page.
        const words = rng
          .pick(shared.cards)
          .name.split(/\s+/)
          .filter((w) => w.length > 2);
        const word = words.length > 0 ? rng.pick(words) : 'olje';
        await client.query('GetSearchSuggestions', { ...ids, text: word.slice(0, 3), limit: 8 });
        await client.query('SearchPreview', { ...ids, filter: { searchText: word } });
        const answer = await client.query('GetProducts', {
          ...ids,
          withFacets: true,
          filter: { searchText: word, page: 1 },
        });
        rememberCards(answer.data, 'products');
      } else if (roll < 0.7) {
        await client.query('GetProduct', { ...ids, alias: rng.pick(shared.cards).alias });
      } else if (roll < 0.88 || lines === 0) {
        const answer = await client.post('AddToCart', addVariables(cartId, rng.pick(shared.skus)));
        const cart = answer.data?.addToCart as { id?: string } | undefined;
        if (cart?.id) {
          cartId = cart.id;
          lines++;
        }
      } else if (cartId) {
        await client.post('GetCart', { ...ids, id: cartId });
        await think();
        await client.post('GetCheckout', { ...ids, cartId });
        await think();
        const answer = await client.post('PlaceOrder', { input: orderInput(cartId) });
        if (answer.data?.placeOrder) shared.orders++;
        cartId = null;
        lines = 0;
      }
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      await sleep(500); // counted; the shopper reloads and goes on
    }
  }
}

/** Runs the crowd against a running server; answers the tally and the seconds it took. */
export async function runLoad(
  url: string,
  skus: number[],
  o: LoadOptions,
  seed = 7,
): Promise<{ tally: Tally; seconds: number; orders: number }> {
  const tally = newTally();
  const shared: Shared = { categories: [], cards: [], skus, orders: 0 };
  const started = performance.now();
  const until = Date.now() + o.seconds * 1000;
  await Promise.all(
    Array.from({ length: o.shoppers }, (_, i) =>
      shopper(new ShopClient(url, tally), shared, createRng(seed * 1000 + i), until, o),
    ),
  );
  return { tally, seconds: (performance.now() - started) / 1000, orders: shared.orders };
}

export async function benchLoad(
  o: LoadOptions = loadOptionsFromEnv(),
  log: (message: string) => void = console.info,
): Promise<Record<string, number | string | null>> {
  mkdirSync(cacheDir, { recursive: true });
  log('Load: preparing a seeded data dir...');
  const { dir, skus } = await preparedDataDir();
  let server: ServerProcess | null = null;
  try {
    server = await startServerProcess({ DATA_DIR: dir }, path.join(cacheDir, 'load-server.log'));
    // One shopper's first visit warms the JIT and the answer caches, as a running shop is.
    await runLoad(server.url, skus, { shoppers: 2, seconds: 3, thinkMs: [0, 50] }, 1);
    log(`Load: ${o.shoppers} shoppers for ${o.seconds} s (think ${o.thinkMs.join('-')} ms)...`);
    const { tally, seconds, orders } = await runLoad(server.url, skus, o);
    const rss = residentMb(server.child.pid);
    const errors = [...tally.errors.values()].reduce((a, b) => a + b, 0);
    const figures = {
      load5xx: tally.status5xx,
      loadErrors: errors,
      loadErrorCodes: [...tally.errors].map(([code, n]) => `${code}:${n}`).join(' ') || 'none',
      loadP50Ms: percentileMs(tally.times, 50),
      loadP95Ms: percentileMs(tally.times, 95),
      loadRequests: tally.requests,
      loadRps: Math.round((tally.times.length / seconds) * 10) / 10,
      loadOrders: orders,
      loadNetworkErrors: tally.networkErrors,
      loadShoppers: o.shoppers,
      loadSeconds: o.seconds,
      loadApiRssMb: rss,
      loadLoadAverage: loadAverage(),
    };
    console.table(figures);
    return figures;
  } finally {
    if (server) await stopServerProcess(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchLoad();
}
