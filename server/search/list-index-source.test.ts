import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types.js';
import { createTestDb } from '../test/fixture.js';
import { SOLD_OUT_FLAG } from '../list-index/build-list-index.js';
import { productColumns, productNames, termPostings } from './list-index-source.js';

// The index reads products and terms in chunks so no statement answers everything at once; the
// chunks must add up to exactly what one statement for all of them answers.
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
  // A gap in the ids: a chunk may hold no published product at all.
  await db.query('UPDATE products SET published = false WHERE id BETWEEN 40 AND 120');
});
afterAll(() => db.close());

const WHOLE = 1_000_000_000;

describe('list index source in chunks', () => {
  it('reads the same product columns in chunks of 37 ids as in one', async () => {
    const whole = await productColumns(db, WHOLE);
    const chunked = await productColumns(db, 37);
    expect(whole.ids.length).toBeGreaterThan(400);
    expect(Array.from(whole.ids)).not.toContain(50);
    expect(whole.images).toHaveLength(whole.ids.length);
    expect(chunked).toEqual(whole);
  });

  it('flags a product no one can buy now: no size with units, and a package short of a part', async () => {
    const [plain, stocked] = await db.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.published AND NOT p.is_package AND p.id > 120
        ORDER BY p.id LIMIT 2`,
    );
    const [pack] = await db.query<{ id: number; part: number }>(
      `SELECT pp.package_id AS id, pp.part_product_id AS part FROM package_parts pp
         JOIN products p ON p.id = pp.package_id
        WHERE p.published AND p.id > 120 ORDER BY 1 LIMIT 1`,
    );
    if (!plain || !stocked || !pack) throw new Error('no products to flag');
    const soldOut = (ids: number[]) =>
      db.query(
        `UPDATE skus SET stock = 0, supplier_stock = 0, oversellable = false, is_static = false
          WHERE product_id = ANY($1)`,
        [ids],
      );
    await soldOut([plain.id, pack.part]);
    await db.query('UPDATE skus SET stock = 5, is_static = false WHERE product_id = $1', [
      stocked.id,
    ]);
    const columns = await productColumns(db, WHOLE);
    const flagOf = (id: number) => columns.flags[Array.from(columns.ids).indexOf(id)] ?? -1;
    expect(flagOf(plain.id) & SOLD_OUT_FLAG).toBe(SOLD_OUT_FLAG);
    expect(flagOf(pack.id) & SOLD_OUT_FLAG).toBe(SOLD_OUT_FLAG);
    expect(flagOf(stocked.id) & SOLD_OUT_FLAG).toBe(0);
  });

  it('reads the same names and aliases per language in chunks as in one', async () => {
    const whole = await productNames(db, WHOLE);
    const chunked = await productNames(db, 37);
    const byLanguage = (lists: typeof whole) =>
      [...lists].sort((a, b) => a.languageId - b.languageId);
    expect(whole.length).toBeGreaterThan(0);
    expect(whole[0]?.names).toHaveLength((await productColumns(db, WHOLE)).ids.length);
    expect(byLanguage(chunked)).toEqual(byLanguage(whole));
  });

  it('reads every search term once in pages of 50', async () => {
    const whole = await termPostings(db, WHOLE);
    const paged = await termPostings(db, 50);
    expect(whole.length).toBeGreaterThan(100);
    expect(new Set(paged.map((t) => `${t.languageId} ${t.term}`)).size).toBe(paged.length);
    expect(paged).toEqual(whole);
  });
});
