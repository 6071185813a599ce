import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types.js';
import { parseProductFile } from '../images/product-image.js';
import { createTestDb } from '../test/fixture.js';

// Runs on the shared test catalogue (600 products), on PGlite or TEST_DATABASE_URL.
describe('seeded database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  const count = async (sql: string): Promise<number> =>
    (await db.query<{ n: number }>(sql))[0]?.n ?? -1;

  it('has the site: languages, channel, the Norwegian and the Swedish market', async () => {
    expect(await db.query('SELECT id, code, name FROM languages ORDER BY id')).toEqual([
      { id: 1, code: 'nb', name: 'Norsk bokmål' },
      { id: 2, code: 'nn', name: 'Norsk nynorsk' },
    ]);
    expect(
      await db.query(
        'SELECT alias, currency_code, currency_symbol, default_language_id FROM markets ORDER BY id',
      ),
    ).toEqual([
      { alias: 'no', currency_code: 'NOK', currency_symbol: 'kr', default_language_id: 1 },
      { alias: 'se', currency_code: 'SEK', currency_symbol: 'kr', default_language_id: 1 },
    ]);
    expect(await count('SELECT count(*) AS n FROM market_languages WHERE market_id = 1')).toBe(2);
    // Sverige's pages are in both languages too (/se, /se/nn).
    expect(await count('SELECT count(*) AS n FROM market_languages WHERE market_id = 2')).toBe(2);
  });

  it('covers every stock state of the spec', async () => {
    const states: Record<string, string> = {
      many: 'stock >= 9',
      few: 'stock BETWEEN 1 AND 3',
      supplier: 'stock = 0 AND supplier_stock > 0',
      oversellable: 'stock = 0 AND oversellable',
      static: 'is_static',
      incoming: 'stock = 0 AND incoming_date > current_date AND incoming_quantity > 0',
    };
    for (const [state, where] of Object.entries(states)) {
      expect(await count(`SELECT count(*) AS n FROM skus WHERE ${where}`), state).toBeGreaterThan(
        0,
      );
    }
    const nothing =
      'stock = 0 AND supplier_stock = 0 AND NOT oversellable AND NOT is_static AND incoming_date IS NULL';
    // One size sold out while others are in stock, and products with nothing anywhere.
    expect(
      await count(`SELECT count(DISTINCT product_id) AS n FROM skus s WHERE ${nothing}
      AND EXISTS (SELECT 1 FROM skus o WHERE o.product_id = s.product_id AND o.stock > 0)`),
    ).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) AS n FROM products p WHERE NOT EXISTS
      (SELECT 1 FROM skus s WHERE s.product_id = p.id AND NOT (${nothing}))`),
    ).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM skus WHERE stock >= 9')).toBeGreaterThan(
      (await count('SELECT count(*) AS n FROM skus')) / 2,
    );
  });

  it('builds packages from existing ordinary products, priced under their parts', async () => {
    const packages = await db.query<{
      id: number;
      price: number;
      parts_sum: number;
      parts: number;
      bad: number;
    }>(`
      SELECT p.id, p.price_inc_vat_ore AS price, sum(part.price_inc_vat_ore * pp.quantity)::int AS parts_sum,
             count(*)::int AS parts, count(*) FILTER (WHERE part.is_package)::int AS bad
      FROM products p JOIN package_parts pp ON pp.package_id = p.id JOIN products part ON part.id = pp.part_product_id
      WHERE p.is_package GROUP BY p.id`);
    expect(packages.length).toBe(
      await count('SELECT count(*) AS n FROM products WHERE is_package'),
    );
    expect(packages.length).toBeGreaterThanOrEqual(5);
    for (const pkg of packages) {
      expect(pkg.parts).toBeGreaterThanOrEqual(2);
      expect(pkg.bad).toBe(0);
      expect(pkg.price).toBeLessThan(pkg.parts_sum);
      expect(pkg.price).toBeGreaterThan(pkg.parts_sum * 0.8);
    }
  });

  it('has active and expired campaigns of every kind, with products', async () => {
    const rows = await db.query<{ kind: string; active: boolean; products: number }>(`
      SELECT c.kind, (c.starts_at <= now() AND c.ends_at > now()) AS active, count(cp.product_id)::int AS products
      FROM discount_campaigns c LEFT JOIN discount_campaign_products cp ON cp.campaign_id = c.id GROUP BY c.id ORDER BY c.id`);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.filter((r) => r.active).map((r) => r.kind))).toEqual(
      new Set(['percentage', 'fixed', 'buy_x_pay_y']),
    );
    expect(rows.some((r) => !r.active)).toBe(true);
    expect(rows.every((r) => r.products > 0)).toBe(true);
    expect(
      await db.query(
        "SELECT alias FROM discount_campaign_translations WHERE language_id = 1 AND alias = 'vintersalg'",
      ),
    ).toHaveLength(1);
  });

  it('finds winches with "vinsj 3000" through the search vector', async () => {
    const rows = await db.query<{ name: string }>(`SELECT name FROM product_translations
      WHERE language_id = 1 AND search_vector @@ plainto_tsquery('norwegian', 'vinsj 3000')`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /vinsj/i.test(r.name))).toBe(true);
  });

  it('files products under their leaf and its ancestors, with drawable images', async () => {
    expect(
      await count(`SELECT count(*) AS n FROM products p WHERE NOT EXISTS
      (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = p.primary_category_id)`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM product_categories pc JOIN categories c ON c.id = pc.category_id
      WHERE c.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM product_categories up
        WHERE up.product_id = pc.product_id AND up.category_id = c.parent_id)`),
    ).toBe(0);
    const files = await db.query<{ file_name: string }>(
      'SELECT file_name FROM product_images UNION SELECT image_file FROM categories WHERE image_file IS NOT NULL',
    );
    expect(files.every((f) => parseProductFile(f.file_name) !== null)).toBe(true);
  });

  it('has menus in both languages with relative urls', async () => {
    const menus = await db.query<{
      location_id: string;
      items: number;
    }>(`SELECT m.location_id, count(i.id)::int AS items
      FROM menus m JOIN menu_items i ON i.menu_id = m.id GROUP BY m.location_id ORDER BY m.location_id`);
    expect(menus.map((m) => m.location_id)).toEqual([
      'credits',
      'customer-service',
      'footer-1',
      'footer-2',
      'main',
      'social',
    ]);
    const urls = await db.query<{ url: string }>('SELECT url FROM menu_items');
    expect(urls.every((u) => !u.url.startsWith('/') && !u.url.startsWith('nn/'))).toBe(true);
    expect(
      await db.query(
        "SELECT label FROM menu_items WHERE url = 'kjops-og-leveringsbetingelser-2' AND menu_id = 2 ORDER BY language_id",
      ),
    ).toEqual([
      { label: 'Kjøps- og leveringsbetingelser' },
      { label: 'Kjøps- og leveringsvilkår' },
    ]);
    expect(
      await count(
        "SELECT count(*) AS n FROM menu_items WHERE language_id = 2 AND url = 'c/tilhengarutstyr'",
      ),
    ).toBe(1);
    const depth =
      await count(`SELECT count(*) AS n FROM menu_items a JOIN menu_items b ON b.id = a.parent_id
      JOIN menu_items c ON c.id = b.parent_id`);
    expect(depth).toBeGreaterThan(0);
  });
});
