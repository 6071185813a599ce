// npm run seed -- [--products 3200] [--seed 1] [--reset] [--if-empty]
// npm run seed -- --restock SKU[=UNITS]
// Opens DATABASE_URL or the PGlite DATA_DIR (default ./data), migrates, and builds the catalogue;
// or restocks one size and mails its waiting back-in-stock sign-ups (server/stock-alerts).
import { parseArgs } from 'node:util';
import { DatabaseOpenError, openDatabase } from '../db/open.js';
import { migrate } from '../db/migrate.js';
import { DEFAULT_PRODUCTS, DEFAULT_SEED } from '../seed/catalogue.js';
import { seed, seedIfEmpty } from '../seed/seed.js';
import { readConfig } from '../config.js';
import type { Db } from '../db/types.js';
import { createMailer, outboxDirOf } from '../mail/mailer.js';
import { sendDueStockAlerts } from '../stock-alerts/restock-alerts.js';
import { setSkuStock } from '../stock-alerts/stock-alert-store.js';
import { isValidStock } from '../../shared/validation/stock-alert.js';

const USAGE = `Usage: npm run seed -- [--products N] [--seed N] [--reset] [--if-empty]
  --products N  catalogue size including packages (default ${DEFAULT_PRODUCTS})
  --seed N      random seed; the same seed gives the same catalogue (default ${DEFAULT_SEED})
  --reset       replace the existing catalogue (also the default when one exists)
  --if-empty    only seed when there are no products yet
  --restock SKU[=UNITS]
                set the size's own stock (default 10 units) instead of seeding, and mail
                the sign-ups waiting for it (SMTP_URL, or the outbox DATA_DIR/outbox)
Environment: DATABASE_URL=postgres://... or DATA_DIR (default ./data)`;

/** --restock 123=5: the size and its new stock. */
function parseRestock(value: string): { skuId: number; stock: number } {
  const [sku, units = '10', ...rest] = value.split('=');
  const skuId = Number(sku);
  const stock = Number(units);
  if (rest.length > 0 || !Number.isInteger(skuId) || skuId < 1 || !isValidStock(stock))
    throw new Error(`--restock must be SKU or SKU=UNITS (0-1000000), got "${value}"`);
  return { skuId, stock };
}

async function restock(db: Db, value: string): Promise<void> {
  const { skuId, stock } = parseRestock(value);
  const config = readConfig(process.env);
  if (!(await setSkuStock(db, skuId, stock))) throw new Error(`--restock: no size ${skuId}`);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: outboxDirOf(config.dataDir),
    from: config.mailFrom,
  });
  const sent = await sendDueStockAlerts(db, { mailer, publicUrl: config.publicUrl }, (m) =>
    console.warn(m),
  );
  console.log(`Size ${skuId} has ${stock} in stock; ${sent} back-in-stock mails sent`);
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean' },
      'if-empty': { type: 'boolean' },
      restock: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const products = positiveInt('products', values.products, DEFAULT_PRODUCTS);
  const seedNumber = positiveInt('seed', values.seed, DEFAULT_SEED);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const started = Date.now();
  const db = await openDatabase({ dataDir: process.env.DATA_DIR || './data', databaseUrl });
  try {
    console.log(`Opened ${db.kind} in ${Date.now() - started} ms`);
    let step = Date.now();
    await migrate(db);
    console.log(`Migrated in ${Date.now() - step} ms`);
    if (values.restock !== undefined) {
      await restock(db, values.restock);
      return;
    }
    step = Date.now();
    const opts = { products, seed: seedNumber, log: (msg: string) => console.log(msg) };
    if (values['if-empty']) {
      const seeded = await seedIfEmpty(db, opts);
      if (!seeded)
        console.log(
          'The catalogue already has products: left as it is (drop --if-empty to replace it)',
        );
    } else {
      await seed(db, opts);
    }
    console.log(
      `Seed step ${((Date.now() - step) / 1000).toFixed(1)} s, total ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  // Operator errors (bad DATA_DIR, unreachable DATABASE_URL, bad flags) get one line, not a stack.
  const known =
    error instanceof DatabaseOpenError ||
    (error instanceof Error && error.message.startsWith('--'));
  console.error(known ? (error as Error).message : error);
  if (!known) console.error(USAGE);
  process.exitCode = 1;
});
