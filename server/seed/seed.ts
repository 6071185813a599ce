import type { Db, Queryable } from '../db/types.js';
import { buildCatalogue, type CatalogueOptions } from './catalogue.js';
import { CATALOGUE_TABLES, clearCatalogue, hasProducts, SEARCH_TABLES } from './clear-catalogue.js';
import { writeDemoCodes } from './demo-codes.js';
import { clearReviews, writeDemoReviews } from './reviews.js';
import { writeDemoContent } from './demo-content.js';
import { writeProducts } from './write-products.js';
import { categoryImagesSql, staticSql } from './write-static.js';

export interface SeedOptions extends CatalogueOptions {
  log?: (msg: string) => void;
  /** Products per INSERT batch. */
  batchSize?: number;
}

// API processes starting together on one PostgreSQL must not seed twice.
const SEED_LOCK_KEY = 7_305_012;

async function writeCatalogue(tx: Queryable, opts: SeedOptions): Promise<void> {
  const log = opts.log ?? (() => undefined);
  const started = Date.now();
  const catalogue = buildCatalogue(opts);
  await tx.exec(staticSql(catalogue));
  let reported = 0;
  const total = await writeProducts(tx, catalogue.products, {
    batchSize: opts.batchSize ?? 500,
    onProgress: (written) => {
      if (written - reported < 10_000) return;
      reported = written;
      log(`  ${written} products written (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    },
  });
  await tx.exec(categoryImagesSql(catalogue));
  const indexed = Date.now();
  await tx.exec('SELECT refresh_search_index()');
  log(`  search index built (${((Date.now() - indexed) / 1000).toFixed(1)} s)`);
  await tx.exec(`ANALYZE ${[...CATALOGUE_TABLES, ...SEARCH_TABLES].join(', ')}`);
  // The campaigns' starts and ends so far are in the seeded history already.
  await tx.exec('UPDATE price_history_state SET checked_until = now()');
  // The demo shop's codes come with its catalogue; a migrated-only database has none.
  await writeDemoCodes(tx);
  // Reviews and answered questions of the demo shop (issue 16), in Bokmål and Nynorsk.
  const reviews = await writeDemoReviews(tx);
  log(`  ${reviews} reviews written`);
  // The demo shop's front page and information pages (only into a database without content).
  await writeDemoContent(tx);
  log(
    `Seeded ${total} products, ${catalogue.categories.length} categories, ${catalogue.context.brands.length} brands in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function begin(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
  await tx.exec('SET LOCAL standard_conforming_strings = on');
  // The seed writes its own price history (seed/price-history.ts): the triggers stay quiet.
  await tx.exec("SET LOCAL atvhuset.seeding = 'on'");
}

/** Replaces the catalogue with a generated one, all in one transaction (no half catalogue on a crash). */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await begin(tx);
    await clearReviews(tx);
    await clearCatalogue(tx);
    await writeCatalogue(tx, opts);
  });
}

/** Seeds when there are no products yet; true when it did. */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await begin(tx);
    if (await hasProducts(tx)) return false;
    await clearReviews(tx);
    await clearCatalogue(tx);
    await writeCatalogue(tx, opts);
    return true;
  });
}
