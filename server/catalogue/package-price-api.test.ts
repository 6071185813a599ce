import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/fixture.js';
import { productColumns } from '../search/list-index-source.js';
import { cartMutation, key } from '../testing/cart-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// A package never costs more than its parts bought one by one at today's prices: not on the
// product page, not on its card, not in the list index's price order and filters, not in the
// cart (packageSellingOre, services/package-price.ts).

interface PackageAnswer {
  productId: number;
  unitPrice: { sellingPriceIncVat: number };
  packageParts: { quantity: number; product: { unitPrice: { sellingPriceIncVat: number } } }[];
}

const PACKAGE = `productId unitPrice { sellingPriceIncVat }
  packageParts { quantity product { unitPrice { sellingPriceIncVat } } }`;

const ore = (kroner: number) => Math.round(kroner * 100);
const partsOre = (p: PackageAnswer) =>
  p.packageParts.reduce(
    (sum, part) => sum + ore(part.product.unitPrice.sellingPriceIncVat) * part.quantity,
    0,
  );

let app: TestApp;
let packageIds: number[];

beforeAll(async () => {
  app = await startTestApp({ db: await createTestDb(), cacheResponses: false });
  const rows = await app.db.query<{ id: number }>(
    `SELECT p.id FROM products p
      WHERE p.is_package AND p.published
        AND EXISTS (SELECT 1 FROM package_parts pp WHERE pp.package_id = p.id)
      ORDER BY p.id`,
  );
  packageIds = rows.map((r) => r.id);
});
afterAll(() => app.close());

/** The selling price the list index sorts and filters the product by. */
async function indexedOre(id: number): Promise<number | undefined> {
  const columns = await productColumns(app.db);
  return columns.sellingOre[columns.ids.indexOf(id)];
}

async function packageAnswer(id: number): Promise<PackageAnswer> {
  const res = await app.gql<{ product: PackageAnswer | null }>(
    `query P($id: Int) { product(productId: $id) { ${PACKAGE} } }`,
    { id },
  );
  expect(res.errors).toBeUndefined();
  if (!res.data?.product) throw new Error(`no package ${id}`);
  return res.data.product;
}

describe('package price', () => {
  it('is no package of the seeded catalogue dearer than its parts', async () => {
    expect(packageIds.length).toBeGreaterThan(3);
    for (const id of packageIds) {
      const answer = await packageAnswer(id);
      expect(ore(answer.unitPrice.sellingPriceIncVat), `package ${id}`).toBeLessThanOrEqual(
        partsOre(answer),
      );
    }
    const columns = await productColumns(app.db);
    for (const id of packageIds) {
      const answer = await packageAnswer(id);
      expect(columns.sellingOre[columns.ids.indexOf(id)], `indexed package ${id}`).toBe(
        ore(answer.unitPrice.sellingPriceIncVat),
      );
    }
  });

  it('comes down to its parts when a part goes on campaign, on the page and in the cart', async () => {
    const id = packageIds[0] ?? 0;
    const [main] = await app.db.query<{ productId: number }>(
      `SELECT part_product_id AS "productId" FROM package_parts
        WHERE package_id = $1 ORDER BY position LIMIT 1`,
      [id],
    );
    await app.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO discount_campaigns (id, kind, percentage, starts_at, ends_at)
         VALUES (9902, 'percentage', 90, now() - interval '1 day', now() + interval '1 day')`,
      );
      await tx.query(
        `INSERT INTO discount_campaign_translations (campaign_id, language_id, name, alias)
         VALUES (9902, 1, 'Nesten gratis', 'nesten-gratis-test')`,
      );
      await tx.query(
        'INSERT INTO discount_campaign_products (campaign_id, product_id) VALUES (9902, $1)',
        [main?.productId],
      );
    });
    const answer = await packageAnswer(id);
    const parts = partsOre(answer);
    expect(ore(answer.unitPrice.sellingPriceIncVat)).toBe(parts);
    expect(await indexedOre(id)).toBe(parts);

    const chosen = await app.db.query<{ productId: number; skuId: number }>(
      `SELECT DISTINCT ON (pp.position) pp.part_product_id AS "productId", s.id AS "skuId"
         FROM package_parts pp JOIN skus s ON s.product_id = pp.part_product_id
        WHERE pp.package_id = $1 ORDER BY pp.position, s.sort_order, s.id`,
      [id],
    );
    await app.db.query('UPDATE skus SET stock = 100 WHERE id = ANY($1::int[])', [
      chosen.map((c) => c.skuId),
    ]);
    const { cart, error } = await cartMutation(
      app,
      'addPackageToCart',
      'packageId: $packageId, parts: $parts, quantity: $quantity, idempotencyKey: $key',
      { key: key(), packageId: id, parts: chosen, quantity: 1 },
    );
    expect(error).toBeNull();
    expect(ore(cart?.summary.subTotal.sellingPriceIncVat ?? 0)).toBe(parts);
  });
});
