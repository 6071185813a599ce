// Scale-out: two server processes (server/main.ts) on one PostgreSQL, a throwaway cluster made
// as .ci/run makes its own, with shoppers split across them:
//   twoInstanceOversell  units sold beyond stock when shoppers on both race for the last units
//                        of a few skus (must be 0; stock never below 0 either)
//   twoInstanceIdempotencyBreaks  the same add or order (same key, same arguments) sent to both
//                        processes at once and applied twice, or answered differently (must be 0)
//   twoInstanceHousekeepingRunners  processes that run the minute's housekeeping (must be 1:
//                        the advisory lock's holder, server/orders/housekeeping.ts)
//   twoInstanceCatalogueSyncMs  a price and a campaign changed in the database: time until both
//                        processes serve it, on the product page and in its list (must be <= 5000)
//   twoInstanceErrors / twoInstance5xx  unexpected GraphQL errors and 5xx answers (OUT_OF_STOCK
//                        is the expected answer in the race)
// Skipped (figures null) without PostgreSQL. Standalone: npx tsx bench/scale.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { migrate } from '../server/db/migrate.js';
import { openDatabase } from '../server/db/open.js';
import type { Db } from '../server/db/types.js';
import { seedIfEmpty } from '../server/seed/seed.js';
import { addVariables, orderInput } from './cart.js';
import {
  loadAverage,
  startPostgres,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './processes.js';
import { newTally, ShopClient, type Tally } from './shop-client.js';

const cacheDir = path.resolve(import.meta.dirname, '.cache');
const ids = { channelId: 1, languageId: 1, marketId: 1 };
const RACED_SKUS = 5;
const UNITS_EACH = 3;
const RACERS = 20;
const SYNC_LIMIT_MS = 5000;

/** Skus with exactly UNITS_EACH units and no other source of stock. */
async function scarceSkus(db: Db): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE skus SET stock = $1, supplier_stock = 0, oversellable = false, is_static = false,
            incoming_quantity = 0
      WHERE id IN (SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id
                    WHERE p.published AND NOT p.is_package ORDER BY s.id DESC LIMIT $2)
      RETURNING id`,
    [UNITS_EACH, RACED_SKUS],
  );
  return rows.map((r) => r.id);
}

/** Shoppers on both processes each try to buy two units of a scarce sku. */
async function race(clients: ShopClient[], skus: number[]): Promise<void> {
  await Promise.all(
    Array.from({ length: RACERS }, async (_, i) => {
      const client = clients[i % clients.length];
      const sku = skus[i % skus.length];
      if (!client || sku === undefined) return;
      let cartId: string | null = null;
      for (let unit = 0; unit < 2; unit++) {
        const answer = await client.post('AddToCart', addVariables(cartId, sku));
        const cart = answer.data?.addToCart as { id?: string } | undefined;
        if (cart?.id) cartId = cart.id;
      }
      if (cartId) await client.post('PlaceOrder', { input: orderInput(cartId) });
    }),
  );
}

async function oversold(db: Db, skus: number[]): Promise<{ oversell: number; negative: number }> {
  const rows = await db.query<{ sold: number; stock: number }>(
    `SELECT COALESCE((SELECT sum(l.quantity) FROM order_lines l JOIN orders o ON o.id = l.order_id
                       WHERE l.sku_id = s.id AND o.status <> 'cancelled'), 0)::int AS sold,
            s.stock
       FROM skus s WHERE s.id = ANY($1::int[])`,
    [skus],
  );
  return {
    oversell: rows.reduce((n, r) => n + Math.max(0, r.sold - UNITS_EACH), 0),
    negative: rows.filter((r) => r.stock < 0).length,
  };
}

/** The same add, then the same order, sent to both processes at once; answers the breaks. */
async function idempotencyAcross(
  db: Db,
  a: ShopClient,
  b: ShopClient,
  sku: number,
): Promise<number> {
  let breaks = 0;
  for (let round = 0; round < 10; round++) {
    const add = addVariables(null, sku);
    const [first, second] = await Promise.all([a.post('AddToCart', add), b.post('AddToCart', add)]);
    const cartA = (first.data?.addToCart as { id?: string } | undefined)?.id;
    const cartB = (second.data?.addToCart as { id?: string } | undefined)?.id;
    if (!cartA || cartA !== cartB) {
      breaks++;
      continue;
    }
    const [held] = await db.query<{ n: number }>(
      'SELECT COALESCE(sum(quantity), 0)::int AS n FROM cart_items WHERE cart_id = $1',
      [cartA],
    );
    if (held?.n !== 1) breaks++;
    const input = orderInput(cartA);
    const [orderA, orderB] = await Promise.all([
      a.post('PlaceOrder', { input }),
      b.post('PlaceOrder', { input }),
    ]);
    const idOf = (x: typeof orderA) =>
      (x.data?.placeOrder as { order?: { id?: string } } | undefined)?.order?.id;
    if (!idOf(orderA) || idOf(orderA) !== idOf(orderB)) breaks++;
    const [orders] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE cart_id = $1',
      [cartA],
    );
    if (orders?.n !== 1) breaks++;
  }
  return breaks;
}

interface Watched {
  alias: string;
  categoryId: number;
  productId: number;
}

/** The product's selling price as its page and its category's first list page show it. */
async function shownPrices(client: ShopClient, w: Watched): Promise<(number | null)[]> {
  const page = await client.query('GetProduct', { ...ids, alias: w.alias });
  const list = await client.query('GetProducts', {
    ...ids,
    filter: { categoryId: w.categoryId, productIds: [w.productId], page: 1 },
  });
  const pagePrice = (page.data?.product as { unitPrice?: { sellingPriceIncVat?: number } } | null)
    ?.unitPrice?.sellingPriceIncVat;
  const card = (
    list.data?.products as
      { products?: { productId: number; unitPrice: { sellingPriceIncVat: number } }[] } | undefined
  )?.products?.find((p) => p.productId === w.productId);
  return [pagePrice ?? null, card?.unitPrice.sellingPriceIncVat ?? null];
}

/** Changes the database with `change`, then waits until both processes show `expected`. */
async function syncTime(
  clients: ShopClient[],
  w: Watched,
  change: () => Promise<void>,
  expected: number,
): Promise<number> {
  const start = performance.now();
  await change();
  for (;;) {
    const shown = (await Promise.all(clients.map((c) => shownPrices(c, w)))).flat();
    const elapsed = performance.now() - start;
    if (shown.every((price) => price === expected)) return Math.round(elapsed);
    if (elapsed > 60_000) return Math.round(elapsed);
    await sleep(50);
  }
}

async function catalogueSync(
  db: Db,
  clients: ShopClient[],
): Promise<{ price: number; campaign: number }> {
  // A product in no campaign, with a category: its page and list price are its regular price.
  const [row] = await db.query<Watched & { price: number }>(
    `SELECT p.id AS "productId", t.alias, p.primary_category_id AS "categoryId",
            p.price_inc_vat_ore AS price
       FROM products p JOIN product_translations t ON t.product_id = p.id AND t.language_id = 1
      WHERE p.published AND NOT p.is_package AND p.primary_category_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM discount_campaign_products d WHERE d.product_id = p.id)
      ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error('No product outside campaigns to change');
  // Both processes show (and cache) the price before it changes.
  for (const client of clients) await shownPrices(client, row);
  const price = await syncTime(
    clients,
    row,
    async () => {
      await db.query(
        'UPDATE products SET price_inc_vat_ore = price_inc_vat_ore + 10000 WHERE id = $1',
        [row.productId],
      );
    },
    (row.price + 10000) / 100,
  );
  // A campaign of 50 % starting now on that product.
  const campaignId = 900_000 + Math.floor(Math.random() * 90_000);
  const campaign = await syncTime(
    clients,
    row,
    () =>
      db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO discount_campaigns (id, kind, percentage, starts_at, ends_at)
           VALUES ($1, 'percentage', 50, now() - interval '1 minute', now() + interval '1 day')`,
          [campaignId],
        );
        await tx.query(
          `INSERT INTO discount_campaign_translations (campaign_id, language_id, name, alias)
           SELECT $1::int, id, 'Bench-kampanje', 'bench-kampanje-' || $1::text FROM languages`,
          [campaignId],
        );
        await tx.query(
          'INSERT INTO discount_campaign_products (campaign_id, product_id) VALUES ($1, $2)',
          [campaignId, row.productId],
        );
      }),
    Math.round((row.price + 10000) / 2) / 100,
  );
  return { price, campaign };
}

const runnersIn = (logFile: string): number =>
  readFileSync(logFile, 'utf8').includes('Housekeeping: this process runs it') ? 1 : 0;

const unexpected = (tally: Tally): number => [...tally.errors.values()].reduce((a, b) => a + b, 0);

export async function benchScale(
  log: (message: string) => void = console.info,
): Promise<Record<string, number | string | null>> {
  mkdirSync(cacheDir, { recursive: true });
  const cluster = await startPostgres();
  if (!cluster) {
    log('Scale: no PostgreSQL installed (/usr/lib/postgresql/*/bin): skipped.');
    return { twoInstanceOversell: null };
  }
  const servers: ServerProcess[] = [];
  let db: Db | null = null;
  try {
    log(`Scale: PostgreSQL ${cluster.version}, seeding, then two server processes...`);
    db = await openDatabase({ dataDir: '', databaseUrl: cluster.url });
    await migrate(db);
    await seedIfEmpty(db);
    const skus = await scarceSkus(db);
    const logs = ['a', 'b'].map((name) => path.join(cacheDir, `scale-${name}-server.log`));
    for (const logFile of logs) {
      // A fresh log per run: the housekeeping count reads it.
      mkdirSync(path.dirname(logFile), { recursive: true });
      writeFileSync(logFile, '');
    }
    const started = await Promise.all(
      logs.map((logFile) => startServerProcess({ DATABASE_URL: cluster.url }, logFile)),
    );
    servers.push(...started);
    const tally = newTally();
    const clients = servers.map((s) => new ShopClient(s.url, tally, new Set(['OUT_OF_STOCK'])));

    log(`Scale: ${RACERS} shoppers on both race for ${RACED_SKUS * UNITS_EACH} units...`);
    await race(clients, skus);
    const { oversell, negative } = await oversold(db, skus);

    log('Scale: the same changes sent to both processes at once...');
    const [plenty] = await db.query<{ id: number }>(
      `UPDATE skus SET stock = 100000 WHERE id = (SELECT s.id FROM skus s JOIN products p
         ON p.id = s.product_id WHERE p.published AND NOT p.is_package ORDER BY s.id LIMIT 1)
       RETURNING id`,
    );
    const [a, b] = clients;
    if (!a || !b || !plenty) throw new Error('Two processes and a sku are needed');
    const breaks = await idempotencyAcross(db, a, b, plenty.id);

    log('Scale: a price and a campaign changed in the database...');
    const sync = await catalogueSync(db, clients);
    // Housekeeping's first run happens at start; give a slow start a moment to log it.
    await sleep(1000);
    const runners = logs.reduce((n, logFile) => n + runnersIn(logFile), 0);

    const figures = {
      twoInstanceOversell: oversell,
      twoInstanceNegativeStock: negative,
      twoInstanceIdempotencyBreaks: breaks,
      twoInstanceHousekeepingRunners: runners,
      twoInstancePriceSyncMs: sync.price,
      twoInstanceCampaignSyncMs: sync.campaign,
      twoInstanceCatalogueSyncOk: Math.max(sync.price, sync.campaign) <= SYNC_LIMIT_MS ? 1 : 0,
      twoInstanceErrors: unexpected(tally),
      twoInstanceErrorCodes: [...tally.errors].map(([c, n]) => `${c}:${n}`).join(' ') || 'none',
      twoInstance5xx: tally.status5xx,
      twoInstancePostgres: cluster.version,
      twoInstanceLoadAverage: loadAverage(),
    };
    console.table(figures);
    return figures;
  } finally {
    for (const server of servers) await stopServerProcess(server);
    await db?.close();
    await cluster.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchScale();
}
