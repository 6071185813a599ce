import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrate } from '../../server/db/migrate.js';
import { openDatabase } from '../../server/db/open.js';
import type { Db } from '../../server/db/types.js';
import { seed } from '../../server/seed/seed.js';

const root = path.resolve(import.meta.dirname, '../..');
export const PRODUCTS = 100_000;
const dataDir = path.join(root, 'bench/.cache/catalogue-100k');
const stampFile = `${dataDir}.json`;

/** What the seeded data depends on (later migrations, search ones included, apply on open). */
function stamp(): string {
  const hash = createHash('sha1');
  const files = [
    ...readdirSync(path.join(root, 'server/seed'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => path.join('server/seed', f)),
    // The curated data the seed writes from, kept beside the run-time code that reads it too.
    'server/images/brand-defs.ts',
    'server/images/campaign-defs.ts',
    'server/images/category-tree.ts',
    'server/i18n/slug.ts',
    'server/vehicles/vehicle-models.ts',
    'server/db/migrations/0001_catalogue.sql',
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(root, file)));
  return JSON.stringify({ products: PRODUCTS, seed: 1, code: hash.digest('hex') });
}

/**
 * The 100k-product PGlite database, opened and migrated. Seeding takes a minute or two, so the
 * data dir is kept under bench/.cache and reused while its stamp matches the generator.
 */
export async function openCatalogue(log: (message: string) => void): Promise<Db> {
  const wanted = stamp();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (current !== wanted || !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Seeding ${PRODUCTS} products into ${path.relative(root, dataDir)} (about 2 minutes)...`);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(stampFile, { force: true });
    const db = await openDatabase({ dataDir });
    await migrate(db);
    await seed(db, { products: PRODUCTS, seed: 1, log });
    await db.exec('VACUUM ANALYZE');
    await db.close();
    writeFileSync(stampFile, wanted);
  }
  const db = await openDatabase({ dataDir });
  await migrate(db);
  return db;
}
