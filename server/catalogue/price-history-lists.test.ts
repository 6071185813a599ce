import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// Issue 16: wherever a discount is shown (cards in lists and search, the product page), the
// lowest price of the 30 days before it (Omnibus); a package's history and figure follow the
// price it is shown at, its parts' prices included (package-price.ts).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ cacheResponses: false });
});
afterAll(() => app.close());

const FIGURE = 'lowestPriceBeforeDiscount { sellingPriceIncVat sellingPriceIncVatFormatted }';

interface Card {
  productId: number;
  unitPrice: { isDiscounted: boolean; sellingPriceIncVat: number };
  lowestPriceBeforeDiscount: { sellingPriceIncVat: number } | null;
}

interface Page extends Card {
  priceHistory: {
    points: { sellingPriceIncVat: number; isDiscounted: boolean }[];
    lowestBeforeDiscount: { sellingPriceIncVat: number } | null;
  };
}

/** The product as a list shows it (the list index) and as its page shows it. */
async function shown(id: number, languageId = 1): Promise<{ card: Card; page: Page }> {
  const [alias] = await app.db.query<{ alias: string }>(
    'SELECT alias FROM product_translations WHERE product_id = $1 AND language_id = $2',
    [id, languageId],
  );
  const { data, errors } = await app.gql<{ products: { products: Card[] }; product: Page }>(
    `query Q($ids: [Int!], $alias: String!, $languageId: Int) {
      products(filter: { productIds: $ids }, languageId: $languageId) {
        products { productId unitPrice { isDiscounted sellingPriceIncVat } ${FIGURE} }
      }
      product(alias: $alias, languageId: $languageId) {
        productId unitPrice { isDiscounted sellingPriceIncVat } ${FIGURE}
        priceHistory { points { sellingPriceIncVat isDiscounted } lowestBeforeDiscount { sellingPriceIncVat } }
      }
    }`,
    { ids: [id], alias: alias?.alias, languageId },
  );
  expect(errors).toBeUndefined();
  const card = data?.products.products[0];
  const page = data?.product;
  if (!card || !page) throw new Error(`product ${id} not shown`);
  return { card, page };
}

describe('the Omnibus figure wherever a discount is shown', () => {
  it('a discounted product carries it on its card (list index) and its page, the same figure', async () => {
    const [row] = await app.db.query<{ id: number }>(
      `SELECT id FROM products p WHERE NOT is_package AND published
          AND NOT EXISTS (SELECT 1 FROM discount_campaign_products d WHERE d.product_id = p.id)
        ORDER BY id OFFSET 5 LIMIT 1`,
    );
    const id = row?.id ?? 0;
    await app.db.query('UPDATE products SET price_inc_vat_ore = 120000 WHERE id = $1', [id]);
    await app.db.query('DELETE FROM price_history WHERE product_id = $1', [id]);
    // 1300 kr until 35 days ago, 1200 since, 1100 for a week: the lowest of the 30 days before
    // the sale that began 10 days ago is 1100.
    await app.db.query(
      `INSERT INTO price_history VALUES ($1, now() - interval '100 days', 130000, 130000),
         ($1, now() - interval '35 days', 120000, 120000),
         ($1, now() - interval '25 days', 110000, 110000),
         ($1, now() - interval '18 days', 120000, 120000),
         ($1, now() - interval '10 days', 120000, 96000)`,
      [id],
    );
    await app.db.query(
      `INSERT INTO discount_campaigns (id, kind, percentage, starts_at, ends_at)
       VALUES (910, 'percentage', 20, now() - interval '10 days', '2030-01-01')`,
    );
    await app.db.query('INSERT INTO discount_campaign_products VALUES (910, $1)', [id]);
    for (const languageId of [1, 2]) {
      const { card, page } = await shown(id, languageId);
      expect(card.unitPrice).toEqual({ isDiscounted: true, sellingPriceIncVat: 960 });
      expect(card.lowestPriceBeforeDiscount?.sellingPriceIncVat).toBe(1100);
      expect(page.lowestPriceBeforeDiscount?.sellingPriceIncVat).toBe(1100);
      expect(page.priceHistory.lowestBeforeDiscount?.sellingPriceIncVat).toBe(1100);
    }
  });

  it('a product without a discount has none, on its card and its page', async () => {
    const [row] = await app.db.query<{ id: number }>(
      `SELECT id FROM products p WHERE NOT is_package AND published
          AND NOT EXISTS (SELECT 1 FROM discount_campaign_products d WHERE d.product_id = p.id)
        ORDER BY id OFFSET 6 LIMIT 1`,
    );
    const { card, page } = await shown(row?.id ?? 0);
    expect(card.unitPrice.isDiscounted).toBe(false);
    expect(card.lowestPriceBeforeDiscount).toBeNull();
    expect(page.lowestPriceBeforeDiscount).toBeNull();
  });

  it('every discounted card of a whole list page has the figure its page answers', async () => {
    const ids = await app.db.query<{ id: number }>(
      `SELECT DISTINCT dcp.product_id AS id FROM discount_campaign_products dcp
         JOIN discount_campaigns dc ON dc.id = dcp.campaign_id
        WHERE dc.kind <> 'buy_x_pay_y' AND dc.starts_at <= now() AND dc.ends_at > now()
        ORDER BY 1 LIMIT 48`,
    );
    const { data } = await app.gql<{ products: { products: Card[] } }>(
      `query L($ids: [Int!]) { products(filter: { pageSize: 48, productIds: $ids }) {
          products { productId unitPrice { isDiscounted sellingPriceIncVat } ${FIGURE} } } }`,
      { ids: ids.map((r) => r.id) },
    );
    const cards = data?.products.products ?? [];
    expect(cards.length).toBeGreaterThan(5);
    for (const card of cards.slice(0, 8)) {
      const [row] = await app.db.query<{ alias: string }>(
        'SELECT alias FROM product_translations WHERE product_id = $1 AND language_id = 1',
        [card.productId],
      );
      const page = await app.gql<{ product: Card }>(
        `query P($alias: String!) { product(alias: $alias) { productId unitPrice { isDiscounted sellingPriceIncVat } ${FIGURE} } }`,
        { alias: row?.alias },
      );
      expect(page.data?.product.lowestPriceBeforeDiscount).toEqual(card.lowestPriceBeforeDiscount);
      expect(card.unitPrice.isDiscounted).toBe(true);
    }
    // The seed's campaigns began inside its 90 days of history: each has a price before it.
    expect(cards.filter((card) => card.lowestPriceBeforeDiscount !== null).length).toBeGreaterThan(
      cards.length / 2,
    );
  });
});

describe("a package's price history follows the price it is shown at", () => {
  it("a part's discount that undercuts the package shows as the package's discount, with its figure", async () => {
    // A package of one-per parts whose parts cost at least 200 kr more than the package, so a
    // fixed discount on its dearest part can bring the parts 200 kr under the package.
    const [pkg] = await app.db.query<{ id: number; own: number; parts: number; partId: number }>(
      `SELECT p.id, p.price_inc_vat_ore AS own, s.parts, s."partId"
         FROM products p
         JOIN LATERAL (SELECT sum(pt.price_inc_vat_ore * pp.quantity)::int AS parts,
                              (array_agg(pt.id ORDER BY pt.price_inc_vat_ore DESC))[1] AS "partId",
                              max(pt.price_inc_vat_ore) AS dearest, max(pp.quantity) AS q
                         FROM package_parts pp JOIN products pt ON pt.id = pp.part_product_id
                        WHERE pp.package_id = p.id AND pt.published) s ON true
        WHERE p.is_package AND p.published AND s.q = 1 AND s.parts >= p.price_inc_vat_ore + 20000
          AND s.dearest > s.parts - p.price_inc_vat_ore + 20000
          AND NOT EXISTS (SELECT 1 FROM discount_campaign_products d
                           JOIN package_parts pp ON d.product_id IN (pp.part_product_id, pp.package_id)
                          WHERE pp.package_id = p.id)
        ORDER BY p.id LIMIT 1`,
    );
    if (!pkg) throw new Error('no package to test with');
    const partIds = (
      await app.db.query<{ id: number; price: number }>(
        `SELECT part_product_id AS id FROM package_parts WHERE package_id = $1`,
        [pkg.id],
      )
    ).map((r) => r.id);
    // A known past: the package at its price -100 kr for a week inside the 30 days.
    await app.db.query('DELETE FROM price_history WHERE product_id = ANY($1::int[])', [
      [pkg.id, ...partIds],
    ]);
    await app.db.query(
      `INSERT INTO price_history
       SELECT id, now() - interval '100 days', price_inc_vat_ore, price_inc_vat_ore
         FROM products WHERE id = ANY($1::int[])`,
      [[pkg.id, ...partIds]],
    );
    await app.db.query(
      `INSERT INTO price_history VALUES ($1, now() - interval '25 days', $2 - 10000, $2 - 10000),
                                        ($1, now() - interval '18 days', $2, $2)`,
      [pkg.id, pkg.own],
    );
    const cut = pkg.parts - pkg.own + 20000;
    await app.db.query(
      `INSERT INTO discount_campaigns (id, kind, amount_ore, starts_at, ends_at)
       VALUES (920, 'fixed', $1, now() - interval '1 minute', '2030-01-01')`,
      [cut],
    );
    // The trigger records the part's price now; the package's own rows do not change.
    await app.db.query('INSERT INTO discount_campaign_products VALUES (920, $1)', [pkg.partId]);
    const { card, page } = await shown(pkg.id);
    const selling = (pkg.own - 20000) / 100;
    expect(page.unitPrice).toEqual({ isDiscounted: true, sellingPriceIncVat: selling });
    expect(card.unitPrice).toEqual({ isDiscounted: true, sellingPriceIncVat: selling });
    // The chart ends at the price shown, marked as a discount; before it, the package's own.
    expect(page.priceHistory.points.at(-1)).toEqual({
      sellingPriceIncVat: selling,
      isDiscounted: true,
    });
    expect(page.priceHistory.points.slice(0, -1).every((p) => !p.isDiscounted)).toBe(true);
    // The lowest of the 30 days before the part's discount: the package's week at -100 kr.
    const lowest = (pkg.own - 10000) / 100;
    expect(page.priceHistory.lowestBeforeDiscount?.sellingPriceIncVat).toBe(lowest);
    expect(page.lowestPriceBeforeDiscount?.sellingPriceIncVat).toBe(lowest);
    expect(card.lowestPriceBeforeDiscount?.sellingPriceIncVat).toBe(lowest);
  });
});
