import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, cartMutation, key, type CartData } from '../testing/cart-helpers.js';
import { orderInput, placeOrder } from '../testing/order-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface CampaignSku {
  skuId: number;
  priceOre: number;
  percentage: number | null;
  amountOre: number | null;
  buy: number | null;
  pay: number | null;
}

async function campaignSku(kind: string): Promise<CampaignSku> {
  const [row] = await app.db.query<CampaignSku>(
    `SELECT s.id AS "skuId", p.price_inc_vat_ore AS "priceOre", dc.percentage::float8 AS percentage,
            dc.amount_ore AS "amountOre", dc.buy_quantity AS buy, dc.pay_quantity AS pay
       FROM discount_campaigns dc
       JOIN discount_campaign_products d ON d.campaign_id = dc.id
       JOIN products p ON p.id = d.product_id AND p.published AND NOT p.is_package
       JOIN skus s ON s.product_id = p.id AND (s.stock >= 10 OR s.is_static OR s.oversellable)
      WHERE dc.kind = $1 AND dc.starts_at <= now() AND dc.ends_at > now()
        AND (SELECT count(*) FROM discount_campaign_products x JOIN discount_campaigns y ON y.id = x.campaign_id
              WHERE x.product_id = p.id AND y.ends_at > now()) = 1
      ORDER BY s.id LIMIT 1`,
    [kind],
  );
  if (!row) throw new Error(`No sku in a ${kind} campaign`);
  return row;
}

const line = (cart: CartData | null) => cart?.items[0];

describe('campaigns in the cart', () => {
  it('applies a percentage campaign to the unit price', async () => {
    const sku = await campaignSku('percentage');
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 2 });
    const expected = Math.round((sku.priceOre * (100 - (sku.percentage ?? 0))) / 100);
    expect(line(cart)?.unitPrice.sellingPriceIncVat).toBeCloseTo(expected / 100, 2);
    expect(line(cart)?.totalPrice.sellingPriceIncVat).toBeCloseTo((expected * 2) / 100, 2);
    expect(line(cart)?.campaign?.appliedCampaigns[0]?.kind).toBe('percentage');
    expect(cart?.appliedCampaigns.map((c) => c.kind)).toEqual(['percentage']);
    expect(cart?.summary.total.isDiscounted).toBe(true);
  });

  it('applies a fixed amount campaign', async () => {
    const sku = await campaignSku('fixed');
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    expect(line(cart)?.unitPrice.sellingPriceIncVat).toBeCloseTo(
      (sku.priceOre - (sku.amountOre ?? 0)) / 100,
      2,
    );
    expect(cart?.summary.total.discountIncVat).toBeCloseTo((sku.amountOre ?? 0) / 100, 2);
  });

  it('counts buy-X-pay-Y on the line quantity', async () => {
    const sku = await campaignSku('buy_x_pay_y');
    const buy = sku.buy ?? 0;
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: buy + 1 });
    const free = buy - (sku.pay ?? 0);
    expect(line(cart)?.totalPrice.sellingPriceIncVat).toBeCloseTo(
      (sku.priceOre * (buy + 1 - free)) / 100,
      2,
    );
    expect(line(cart)?.campaign?.prices).toEqual([
      { quantity: buy + 1 - free, price: { sellingPriceIncVat: sku.priceOre / 100 } },
      { quantity: free, price: { sellingPriceIncVat: 0 } },
    ]);
    const fewer = await addToCart(app, { skuId: sku.skuId, quantity: buy - 1 });
    expect(line(fewer.cart)?.campaign).toBeNull();
  });
});

describe('packages', () => {
  it('adds the parts under one group key at the package price', async () => {
    const [pkg] = await app.db.query<{ id: number; priceOre: number }>(
      `SELECT p.id, p.price_inc_vat_ore AS "priceOre" FROM products p
        WHERE p.is_package AND p.published AND NOT EXISTS (
          SELECT 1 FROM package_parts pp JOIN skus s ON s.product_id = pp.part_product_id
           WHERE pp.package_id = p.id AND s.stock < 20 AND NOT s.is_static AND NOT s.oversellable)
          AND NOT EXISTS (SELECT 1 FROM discount_campaign_products d WHERE d.product_id = p.id)
        ORDER BY p.id LIMIT 1`,
    );
    if (!pkg) throw new Error('no package with parts in stock');
    const parts = await app.db.query<{ productId: number; skuId: number }>(
      `SELECT DISTINCT ON (pp.position) pp.part_product_id AS "productId", s.id AS "skuId"
         FROM package_parts pp JOIN skus s ON s.product_id = pp.part_product_id
        WHERE pp.package_id = $1 ORDER BY pp.position, s.id`,
      [pkg.id],
    );
    const add = (vars: Record<string, unknown>) =>
      cartMutation(
        app,
        'addPackageToCart',
        'cartId: $cartId, packageId: $packageId, parts: $parts, quantity: $quantity, idempotencyKey: $key',
        { key: key(), packageId: pkg.id, parts, quantity: 1, ...vars },
      );
    const { cart: first } = await cartMutation(
      app,
      'addPackageToCart',
      'packageId: $packageId, parts: $parts, quantity: $quantity, idempotencyKey: $key',
      { key: key(), packageId: pkg.id, parts, quantity: 1 },
    );
    const keys = new Set(first?.items.map((i) => i.groupKey));
    expect(first?.items).toHaveLength(parts.length);
    expect(keys.size).toBe(1);
    expect(first?.badgeQuantity).toBe(1);
    expect(first?.summary.subTotal.sellingPriceIncVat).toBeCloseTo(pkg.priceOre / 100, 2);
    const { cart } = await add({ cartId: first?.id });
    expect(cart?.items[0]?.productPackage).toMatchObject({
      packageId: pkg.id,
      quantity: 2,
      package: { productId: pkg.id },
    });
    expect(cart?.summary.subTotal.sellingPriceIncVat).toBeCloseTo((pkg.priceOre * 2) / 100, 2);
    // The order keeps the package's name on its parts' lines (the confirmation shows it).
    const other = await cartMutation(
      app,
      'addPackageToCart',
      'packageId: $packageId, parts: $parts, quantity: $quantity, idempotencyKey: $key',
      { key: key(), packageId: pkg.id, parts, quantity: 1 },
    );
    const placed = await placeOrder(app, orderInput(other.cart?.id ?? ''));
    const ordered = await app.gql<{ order: { lines: { packageName: string | null }[] } }>(
      'query O($id: ID!, $token: String!) { order(id: $id, token: $token) { lines { packageName } } }',
      { id: placed.data?.placeOrder?.order.id, token: placed.data?.placeOrder?.token },
    );
    const [name] = await app.db.query<{ name: string }>(
      'SELECT name FROM product_translations WHERE product_id = $1 AND language_id = 1',
      [pkg.id],
    );
    expect(ordered.data?.order.lines.map((l) => l.packageName)).toEqual(
      parts.map(() => name?.name),
    );
    const wrong = await add({ cartId: first?.id, parts: parts.slice(1) });
    expect(wrong.error?.extensions?.code).toBe('INVALID_PACKAGE_PARTS');
    const groupKey = [...keys][0];
    const removed = await cartMutation(
      app,
      'removeCartItem',
      'cartId: $cartId, item: { groupKey: $groupKey }, idempotencyKey: $key',
      {
        cartId: first?.id,
        groupKey,
        key: key(),
      },
    );
    expect(removed.cart?.items).toEqual([]);
  });
});
