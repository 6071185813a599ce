import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { recordCampaignBoundaries } from './price-history-store.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface Row {
  at: Date;
  regular: number;
  selling: number;
}

const history = async (productId: number): Promise<Row[]> =>
  (
    await app.db.query<{ at: string; regular: number; selling: number }>(
      `SELECT changed_at AS at, regular_ore AS regular, selling_ore AS selling
         FROM price_history WHERE product_id = $1 ORDER BY changed_at`,
      [productId],
    )
  ).map((r) => ({ ...r, at: new Date(r.at) }));

/** A plain product in no campaign. */
async function plainProduct(offset: number): Promise<{ id: number; price: number }> {
  const [row] = await app.db.query<{ id: number; price: number }>(
    `SELECT id, price_inc_vat_ore AS price FROM products p
      WHERE NOT is_package AND NOT EXISTS (SELECT 1 FROM discount_campaign_products d WHERE d.product_id = p.id)
      ORDER BY id OFFSET $1 LIMIT 1`,
    [offset],
  );
  if (!row) throw new Error('no plain product');
  return row;
}

const PRODUCT_QUERY = `query P($alias: String!, $languageId: Int) {
  product(alias: $alias, languageId: $languageId) {
    unitPrice { isDiscounted sellingPriceIncVat regularPriceIncVat }
    priceHistory {
      from until discountStartedAt
      points { at sellingPriceIncVat sellingPriceExVat isDiscounted }
      lowestBeforeDiscount { sellingPriceIncVat sellingPriceIncVatFormatted sellingPriceExVat }
    }
  }
}`;

interface ProductAnswer {
  product: {
    unitPrice: { isDiscounted: boolean; sellingPriceIncVat: number; regularPriceIncVat: number };
    priceHistory: {
      from: string;
      until: string;
      discountStartedAt: string | null;
      points: {
        at: string;
        sellingPriceIncVat: number;
        sellingPriceExVat: number;
        isDiscounted: boolean;
      }[];
      lowestBeforeDiscount: {
        sellingPriceIncVat: number;
        sellingPriceIncVatFormatted: string;
      } | null;
    };
  } | null;
}

describe('price history', () => {
  it('the seed wrote 90 days of history ending at every product price of today', async () => {
    const [mismatch] = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p
        LEFT JOIN LATERAL (SELECT regular_ore, selling_ore FROM price_history h
                            WHERE h.product_id = p.id ORDER BY changed_at DESC LIMIT 1) last ON true
        WHERE last.regular_ore IS DISTINCT FROM p.price_inc_vat_ore
           OR last.selling_ore IS DISTINCT FROM selling_price_at(p.id, p.price_inc_vat_ore, now())`,
    );
    expect(mismatch?.n).toBe(0);
    const [spread] = await app.db.query<{ oldest: string; changed: number; campaigns: number }>(
      `SELECT min(changed_at) AS oldest,
              count(DISTINCT product_id) FILTER (WHERE regular_ore <> selling_ore)::int AS campaigns,
              (SELECT count(*)::int FROM (SELECT product_id FROM price_history GROUP BY 1
                 HAVING count(DISTINCT regular_ore) > 1) c) AS changed
         FROM price_history`,
    );
    const days = (Date.now() - new Date(spread?.oldest ?? 0).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThan(92);
    expect(spread?.changed).toBeGreaterThan(20);
    expect(spread?.campaigns).toBeGreaterThan(20);
    // Campaigns start within the history, and one ran and ended in it.
    const [ended] = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM discount_campaigns
        WHERE starts_at > now() - interval '90 days' AND ends_at < now()`,
    );
    expect(ended?.n).toBeGreaterThan(0);
  });

  it('records a regular price change with its time, once', async () => {
    const { id, price } = await plainProduct(0);
    const before = await history(id);
    await app.db.query('UPDATE products SET price_inc_vat_ore = $2 WHERE id = $1', [
      id,
      price + 10_000,
    ]);
    await app.db.query('UPDATE products SET popularity = popularity + 1 WHERE id = $1', [id]);
    const after = await history(id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ regular: price + 10_000, selling: price + 10_000 });
    expect(Math.abs((after.at(-1)?.at.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('records a product joining a campaign, and the campaign starting and ending on its schedule', async () => {
    const { id, price } = await plainProduct(1);
    await app.db.query(
      `INSERT INTO discount_campaigns (id, kind, percentage, starts_at, ends_at)
       VALUES (900, 'percentage', 20, now() - interval '1 day', '2030-01-01'),
              (901, 'percentage', 50, now() - interval '30 minutes', now() - interval '10 minutes')`,
    );
    await app.db.query('INSERT INTO discount_campaign_products VALUES (900, $1)', [id]);
    const joined = await history(id);
    expect(joined.at(-1)).toMatchObject({ regular: price, selling: Math.round(price * 0.8) });

    // The half-price hour passed with no write: housekeeping records its start and end.
    const { id: other, price: otherPrice } = await plainProduct(2);
    await app.db.query("UPDATE price_history_state SET checked_until = now() - interval '1 hour'");
    await app.db.query('INSERT INTO discount_campaign_products VALUES (901, $1)', [other]);
    const written = await recordCampaignBoundaries(app.db);
    expect(written).toBeGreaterThanOrEqual(2);
    const rows = await history(other);
    expect(rows.slice(-2).map((r) => r.selling)).toEqual([
      Math.round(otherPrice * 0.5),
      otherPrice,
    ]);
    expect(await recordCampaignBoundaries(app.db)).toBe(0);
  });

  it('answers the product page: the chart and the lowest price of the 30 days before a discount', async () => {
    // Raised 35 days ago from 1000 to 1200 (the Omnibus rule looks behind such a raise), on sale at 960 from 10 days ago.
    const { id } = await plainProduct(3);
    // The discount shown now (the figure follows the shown price), at 20 % off 1200.
    await app.db.query('UPDATE products SET price_inc_vat_ore = 120000 WHERE id = $1', [id]);
    await app.db.query(
      `INSERT INTO discount_campaigns (id, kind, percentage, starts_at, ends_at)
       VALUES (902, 'percentage', 20, now() - interval '10 days', '2030-01-01')`,
    );
    await app.db.query('INSERT INTO discount_campaign_products VALUES (902, $1)', [id]);
    // Written straight into the history (no trigger fires on it): a past the test can know.
    await app.db.query('DELETE FROM price_history WHERE product_id = $1', [id]);
    await app.db.query(
      `INSERT INTO price_history VALUES ($1, now() - interval '100 days', 100000, 100000),
         ($1, now() - interval '35 days', 120000, 120000),
         ($1, now() - interval '10 days', 120000, 96000)`,
      [id],
    );
    const [alias] = await app.db.query<{ alias: string }>(
      'SELECT alias FROM product_translations WHERE product_id = $1 AND language_id = 1',
      [id],
    );
    const { data, errors } = await app.gql<ProductAnswer>(PRODUCT_QUERY, { alias: alias?.alias });
    expect(errors).toBeUndefined();
    const history = data?.product?.priceHistory;
    expect(history?.points.map((p) => [p.sellingPriceIncVat, p.isDiscounted])).toEqual([
      [1000, false],
      [1200, false],
      [960, true],
    ]);
    expect(history?.points[2]?.sellingPriceExVat).toBe(768);
    expect(history?.lowestBeforeDiscount?.sellingPriceIncVat).toBe(1000);
    expect(history?.lowestBeforeDiscount?.sellingPriceIncVatFormatted).toMatch(/^1[\s\u00a0]000/);
    expect(new Date(history?.discountStartedAt ?? 0).getTime()).toBeLessThan(
      Date.now() - 9 * 86_400_000,
    );
  });

  it('has no earlier price without a discount', async () => {
    const [alias] = await app.db.query<{ alias: string }>(
      `SELECT t.alias FROM product_translations t JOIN products p ON p.id = t.product_id
        WHERE t.language_id = 2 AND NOT p.is_package
          AND NOT EXISTS (SELECT 1 FROM discount_campaign_products d WHERE d.product_id = p.id)
        ORDER BY p.id DESC LIMIT 1`,
    );
    const { data } = await app.gql<ProductAnswer>(PRODUCT_QUERY, {
      alias: alias?.alias,
      languageId: 2,
    });
    expect(data?.product?.unitPrice.isDiscounted).toBe(false);
    expect(data?.product?.priceHistory.lowestBeforeDiscount).toBeNull();
    expect(data?.product?.priceHistory.points.length).toBeGreaterThan(0);
  });
});
