// Faults: the server process is killed with SIGKILL while shoppers add to their carts and place
// orders, then started again on the same data. Every change carries its idempotency key, as the
// storefront's do; a change whose answer never came (the connection died) is sent again with
// the same key and the same arguments once the server answers again, as the storefront's
// offline queue does. Afterwards the database is read directly and compared with what the
// shoppers were told:
//   crashLostWrites        acknowledged or retried units and orders missing from the database
//   crashDuplicatedWrites  units or orders the database holds more often than they were asked
//   crashRetried           changes that went unanswered at the kill and were sent again
//   crashAcknowledged      changes answered in all; crashRestartMs: kill to first answer again
// On PGlite (a data dir, the default) and, when PostgreSQL is installed, on a throwaway cluster
// (crash*Postgres). Size: BENCH_CRASH_SHOPPERS (20). Standalone: npx tsx bench/faults.ts
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { migrate } from '../server/db/migrate.js';
import { openDatabase } from '../server/db/open.js';
import type { Db } from '../server/db/types.js';
import { seedIfEmpty } from '../server/seed/seed.js';
import { createRng, type Rng } from '../server/seed/prng.js';
import { addVariables, benchSkus, orderInput } from './cart.js';
import { preparedDataDir } from './load.js';
import {
  killServerProcess,
  loadAverage,
  startPostgres,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './processes.js';
import { NoAnswer, newTally, ShopClient, type GraphqlAnswer } from './shop-client.js';

const cacheDir = path.resolve(import.meta.dirname, '.cache');
const ADDS_PER_ORDER = 4;

/** What the shoppers were told, per cart: units of each sku and whether it was ordered. */
interface CartModel {
  units: Map<number, number>;
  ordered: boolean;
}

interface Run {
  client: ShopClient;
  rng: Rng;
  carts: Map<string, CartModel>;
  stopAt: () => boolean;
  /** The server will not come back: unanswered changes stay unanswered. */
  abandoned: () => boolean;
  skus: number[];
  acknowledged: number;
  retried: number;
  /** Answers with an error: a change refused is neither lost nor applied, but counted. */
  refused: string[];
}

/**
 * Sends one change until it gets an answer: an unanswered one again with the very same
 * variables (so the same idempotency key), waiting for the server to come back.
 */
async function untilAnswered(run: Run, send: () => Promise<GraphqlAnswer>): Promise<GraphqlAnswer> {
  let tries = 0;
  for (;;) {
    try {
      const answer = await send();
      if (tries > 0) run.retried++;
      return answer;
    } catch (error) {
      // Given up only when the bench ends without a server (it failed to start again).
      if (!(error instanceof NoAnswer) || run.abandoned()) throw error;
      tries++;
      await sleep(200);
    }
  }
}

async function shopper(run: Run): Promise<void> {
  let cartId: string | null = null;
  let adds = 0;
  while (!run.stopAt()) {
    if (adds < ADDS_PER_ORDER || cartId === null) {
      const sku = run.rng.pick(run.skus);
      const variables = addVariables(cartId, sku);
      const answer = await untilAnswered(run, () => run.client.post('AddToCart', variables));
      const cart = answer.data?.addToCart as { id?: string } | undefined;
      if (!cart?.id) {
        run.refused.push(answer.codes.join(',') || `HTTP ${answer.status}`);
        continue;
      }
      run.acknowledged++;
      cartId = cart.id;
      const model: CartModel = run.carts.get(cartId) ?? { units: new Map(), ordered: false };
      model.units.set(sku, (model.units.get(sku) ?? 0) + 1);
      run.carts.set(cartId, model);
      adds++;
    } else {
      const input = orderInput(cartId);
      const answer = await untilAnswered(run, () => run.client.post('PlaceOrder', { input }));
      if (answer.data?.placeOrder) {
        run.acknowledged++;
        const model = run.carts.get(cartId);
        if (model) model.ordered = true;
      } else run.refused.push(answer.codes.join(',') || `HTTP ${answer.status}`);
      cartId = null;
      adds = 0;
    }
  }
}

/** Units and orders missing from, or more often in, the database than the shoppers were told. */
async function compare(
  db: Db,
  carts: Map<string, CartModel>,
): Promise<{ lost: number; duplicated: number }> {
  let lost = 0;
  let duplicated = 0;
  for (const [cartId, model] of carts) {
    const rows = await db.query<{ skuId: number; quantity: number }>(
      `SELECT sku_id AS "skuId", quantity FROM cart_items WHERE cart_id = $1`,
      [cartId],
    );
    const held = new Map(rows.map((r) => [r.skuId, r.quantity]));
    for (const sku of new Set([...model.units.keys(), ...held.keys()])) {
      const diff = (held.get(sku) ?? 0) - (model.units.get(sku) ?? 0);
      if (diff < 0) lost -= diff;
      else duplicated += diff;
    }
    const [orders] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE cart_id = $1',
      [cartId],
    );
    const diff = (orders?.n ?? 0) - (model.ordered ? 1 : 0);
    if (diff < 0) lost -= diff;
    else duplicated += diff;
  }
  return { lost, duplicated };
}

interface Target {
  env: Record<string, string>;
  open: () => Promise<Db>;
}

async function crashRun(target: Target, skus: number[], shoppers: number, label: string) {
  const logFile = path.join(cacheDir, `faults-${label}-server.log`);
  let server: ServerProcess | null = await startServerProcess(target.env, logFile);
  const tally = newTally();
  const client = new ShopClient(server.url, tally);
  let stopping = false;
  let abandoned = false;
  const carts = new Map<string, CartModel>();
  const runs: Run[] = Array.from({ length: shoppers }, (_, i) => ({
    // One client per shopper, all pointed at the server's current address.
    client,
    rng: createRng(900 + i),
    carts,
    stopAt: () => stopping,
    abandoned: () => abandoned,
    skus,
    acknowledged: 0,
    retried: 0,
    refused: [],
  }));
  const crowd = Promise.all(runs.map((run) => shopper(run)));
  let restartMs = 0;
  try {
    // Kill once the shoppers are well under way: changes are in flight at that moment.
    await sleep(4000);
    const before = runs.reduce((n, r) => n + r.acknowledged, 0);
    await killServerProcess(server);
    const killedAt = performance.now();
    server = null;
    server = await startServerProcess(target.env, logFile);
    client.url = server.url;
    restartMs = Math.round(performance.now() - killedAt);
    // A while after the restart, so every retry has gone through and new changes too.
    const target2 = before * 2 + 20;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && runs.reduce((n, r) => n + r.acknowledged, 0) < target2)
      await sleep(200);
    stopping = true;
    await crowd;
  } catch (error) {
    abandoned = stopping = true;
    await crowd.catch(() => undefined);
    throw error;
  } finally {
    stopping = true;
    if (server) await stopServerProcess(server);
  }
  const db = await target.open();
  try {
    const { lost, duplicated } = await compare(db, carts);
    const refused = runs.flatMap((r) => r.refused);
    return {
      lost,
      duplicated,
      retried: runs.reduce((n, r) => n + r.retried, 0),
      acknowledged: runs.reduce((n, r) => n + r.acknowledged, 0),
      refused: refused.length,
      refusedCodes: [...new Set(refused)].join(' ') || 'none',
      status5xx: tally.status5xx,
      restartMs,
    };
  } finally {
    await db.close();
  }
}

export async function benchFaults(
  log: (message: string) => void = console.info,
): Promise<Record<string, number | string | null>> {
  mkdirSync(cacheDir, { recursive: true });
  const shoppers = Number(process.env['BENCH_CRASH_SHOPPERS'] ?? 20);
  if (!Number.isInteger(shoppers) || shoppers < 1) throw new Error('BENCH_CRASH_SHOPPERS: a count');

  log(`Faults: SIGKILL under ${shoppers} shoppers, PGlite data dir...`);
  const { dir, skus } = await preparedDataDir();
  let pglite;
  try {
    pglite = await crashRun(
      { env: { DATA_DIR: dir }, open: () => openDatabase({ dataDir: dir }) },
      skus,
      shoppers,
      'pglite',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const figures: Record<string, number | string | null> = {
    crashLostWrites: pglite.lost,
    crashDuplicatedWrites: pglite.duplicated,
    crashRetried: pglite.retried,
    crashAcknowledged: pglite.acknowledged,
    crashRefused: pglite.refused,
    crashRefusedCodes: pglite.refusedCodes,
    crash5xx: pglite.status5xx,
    crashRestartMs: pglite.restartMs,
  };

  const cluster = await startPostgres();
  if (!cluster) log('Faults: no PostgreSQL installed, the PostgreSQL crash run is skipped.');
  else {
    try {
      log(`Faults: the same on PostgreSQL ${cluster.version}...`);
      const db = await openDatabase({ dataDir: '', databaseUrl: cluster.url });
      let pgSkus: number[];
      try {
        await migrate(db);
        await seedIfEmpty(db);
        pgSkus = await benchSkus(db);
      } finally {
        await db.close();
      }
      const pg = await crashRun(
        {
          env: { DATABASE_URL: cluster.url },
          open: () => openDatabase({ dataDir: '', databaseUrl: cluster.url }),
        },
        pgSkus,
        shoppers,
        'postgres',
      );
      Object.assign(figures, {
        crashLostWritesPostgres: pg.lost,
        crashDuplicatedWritesPostgres: pg.duplicated,
        crashRetriedPostgres: pg.retried,
        crashAcknowledgedPostgres: pg.acknowledged,
        crashRefusedPostgres: pg.refused,
        crash5xxPostgres: pg.status5xx,
      });
    } finally {
      await cluster.stop();
    }
  }
  figures['crashLoadAverage'] = loadAverage();
  console.table(figures);
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchFaults();
}
