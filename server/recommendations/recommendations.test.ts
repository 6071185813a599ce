import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, pickSku } from '../testing/cart-helpers.js';
import { orderInput, placeOrder } from '../testing/order-helpers.js';
import { MANY_SHOPPERS, startTestApp, type TestApp } from '../testing/test-app.js';
import { MAX_LIMIT, MAX_PRODUCT_IDS } from './recommendation-rules.js';

const RECOMMENDATIONS = `query Recs($productIds: [Int!]!, $limit: Int, $languageId: Int) {
  recommendations(productIds: $productIds, limit: $limit, languageId: $languageId) {
    alsoBought { productId name primaryCategory { categoryId } stock { inStock } }
    popular { productId name primaryCategory { categoryId } stock { inStock } }
  }
}`;

interface Card {
  productId: number;
  name: string;
  primaryCategory: { categoryId: number };
  stock: { inStock: boolean };
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ...MANY_SHOPPERS, cacheResponses: false });
});
afterAll(() => app.close());

const recommend = (productIds: number[], limit?: number, languageId = 1) =>
  app.gql<{ recommendations: { alsoBought: Card[]; popular: Card[] } }>(RECOMMENDATIONS, {
    productIds,
    limit,
    languageId,
  });

/** An order of these skus (one of each) by `buyer`; paid through the sandbox page when `paid`. */
async function order(skuIds: number[], paid: boolean, buyer: string): Promise<void> {
  let cartId: string | null = null;
  for (const skuId of skuIds) {
    const { cart, error } = await addToCart(app, { cartId, skuId, quantity: 1 });
    if (!cart) throw new Error(`addToCart failed: ${error?.message ?? ''}`);
    cartId = cart.id;
  }
  const placed = (await placeOrder(app, orderInput(cartId ?? '', { email: buyer }))).data
    ?.placeOrder;
  if (!placed) throw new Error('placeOrder failed');
  if (!paid) return;
  const chosen = await fetch(`${app.url}${placed.redirectUrl}`, {
    redirect: 'manual',
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'approved' }).toString(),
  });
  await fetch(`${app.url}${chosen.headers.get('location') ?? ''}`, { redirect: 'manual' });
}

const ids = (cards: readonly Card[] | undefined) => (cards ?? []).map((card) => card.productId);

describe('recommendations', () => {
  it('recommends the popular products of the category while nobody has bought with it', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 40);
    const res = await recommend([sku.productId]);
    expect(res.errors).toBeUndefined();
    const { alsoBought = [], popular = [] } = res.data?.recommendations ?? {};
    expect(alsoBought).toEqual([]);
    expect(popular.length).toBe(8);
    expect(ids(popular)).not.toContain(sku.productId);
    expect(new Set(ids(popular)).size).toBe(popular.length);
    expect(popular.every((card) => card.stock.inStock)).toBe(true);
    const [own] = await app.db.query<{ categoryId: number }>(
      'SELECT primary_category_id AS "categoryId" FROM products WHERE id = $1',
      [sku.productId],
    );
    // The most popular of its own category come first.
    expect(popular[0]?.primaryCategory.categoryId).toBe(own?.categoryId);
  });

  it('recommends what three or more others bought in paid orders, most shared first, and nothing unpaid', async () => {
    const [a, b, c, d] = await Promise.all(
      [0, 3, 6, 9].map((offset) => pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', offset)),
    );
    if (!a || !b || !c || !d) throw new Error('no skus');
    await order([a.skuId, b.skuId], true, 'en@example.no');
    await order([a.skuId, b.skuId, c.skuId], true, 'to@example.no');
    await order([a.skuId, b.skuId, c.skuId], true, 'TO@example.no');
    // Two buyers (one address in two spellings) say nothing yet: the answer would tell anyone
    // who knows one product of a shopper's order what else they bought.
    const early = await recommend([a.productId, d.productId], 4);
    expect(early.data?.recommendations.alsoBought).toEqual([]);
    await order([a.skuId, b.skuId, c.skuId], true, 'tre@example.no');
    await order([a.skuId, c.skuId], true, 'fire@example.no');
    await order([a.skuId, b.skuId], true, 'fem@example.no');
    // Orders that were never paid say nothing about what shoppers buy together.
    for (const buyer of ['seks', 'sju', 'aatte'])
      await order([a.skuId, d.skuId], false, `${buyer}@example.no`);

    const res = await recommend([a.productId], 4);
    expect(res.errors).toBeUndefined();
    const { alsoBought = [], popular = [] } = res.data?.recommendations ?? {};
    expect(ids(alsoBought)).toEqual([b.productId, c.productId]);
    expect(alsoBought.length + popular.length).toBe(4);
    expect(ids(popular)).not.toContain(a.productId);
    expect(ids(popular)).not.toContain(b.productId);

    // The cart's products: what was bought with any of them, none of them.
    const cart = await recommend([b.productId, c.productId]);
    expect(ids(cart.data?.recommendations.alsoBought)).toEqual([a.productId]);

    // Sold out: left out until it is back in stock.
    await app.db.query(
      `UPDATE skus SET stock = 0, supplier_stock = 0, oversellable = false, is_static = false
        WHERE product_id = $1`,
      [b.productId],
    );
    const soldOut = await recommend([a.productId], 4);
    expect(ids(soldOut.data?.recommendations.alsoBought)).toEqual([c.productId]);
    expect(ids(soldOut.data?.recommendations.popular)).not.toContain(b.productId);
  });

  it("answers the shop's most popular products when no product is named (a content feed)", async () => {
    const res = await recommend([], 5);
    expect(res.errors).toBeUndefined();
    const [top] = await app.db.query<{ id: number }>(
      `SELECT p.id FROM products p
        WHERE p.published AND NOT p.is_package
          AND EXISTS (SELECT 1 FROM skus s WHERE s.product_id = p.id AND s.stock > 0)
        ORDER BY p.popularity DESC, p.id LIMIT 1`,
    );
    expect(res.data?.recommendations.alsoBought).toEqual([]);
    expect(res.data?.recommendations.popular.length).toBe(5);
    expect(ids(res.data?.recommendations.popular)).toContain(top?.id);
  });

  it('answers in the language asked for', async () => {
    const sku = await pickSku(app.db, 's.stock >= 20', 50);
    const [nb, nn] = await Promise.all([
      recommend([sku.productId], 3, 1),
      recommend([sku.productId], 3, 2),
    ]);
    expect(ids(nn.data?.recommendations.popular)).toEqual(ids(nb.data?.recommendations.popular));
    const [first] = nn.data?.recommendations.popular ?? [];
    const [named] = await app.db.query<{ name: string }>(
      'SELECT name FROM product_translations WHERE product_id = $1 AND language_id = 2',
      [first?.productId],
    );
    expect(first?.name).toBe(named?.name);
  });

  describe('bad input', () => {
    const codeOf = (res: Awaited<ReturnType<typeof recommend>>) => ({
      code: res.errors?.[0]?.extensions?.['code'],
      message: res.errors?.[0]?.message,
      data: res.data ?? null,
    });

    it.each([0, -1, MAX_LIMIT + 1])('refuses the limit %i in Bokmål and Nynorsk', async (limit) => {
      const sku = await pickSku(app.db, 's.stock >= 1', 0);
      expect(codeOf(await recommend([sku.productId], limit))).toEqual({
        code: 'INVALID_LIMIT',
        message: 'Antallet må være et helt tall fra 1 til 24.',
        data: null,
      });
      expect(codeOf(await recommend([sku.productId], limit, 2)).message).toBe(
        'Talet må vere eit heilt tal frå 1 til 24.',
      );
    });

    it('refuses more product ids than a cart holds', async () => {
      const many = Array.from({ length: MAX_PRODUCT_IDS + 1 }, (_, i) => i + 1);
      const res = await recommend(many);
      expect(codeOf(res).code).toBe('TOO_MANY_PRODUCT_IDS');
      expect(res.errors?.[0]?.extensions?.['max']).toBe(MAX_PRODUCT_IDS);
      expect(res.errors?.[0]?.message).toBe('Du kan hente høyst 50 produkter om gangen.');
    });

    it('refuses an id below 1 and products the shop does not sell', async () => {
      expect(codeOf(await recommend([0])).code).toBe('INVALID_PRODUCT_ID');
      const unknown = await recommend([987_654_321], undefined, 2);
      expect(codeOf(unknown)).toEqual({
        code: 'UNKNOWN_PRODUCT',
        message: 'Dette produktet finst ikkje i sortimentet.',
        data: null,
      });
      const [hidden] = await app.db.query<{ id: number }>(
        'SELECT id FROM products WHERE NOT published LIMIT 1',
      );
      if (hidden) expect(codeOf(await recommend([hidden.id])).code).toBe('UNKNOWN_PRODUCT');
    });

    it('answers for the known ids of a list that also names unknown ones', async () => {
      const sku = await pickSku(app.db, 's.stock >= 1', 1);
      const res = await recommend([987_654_321, sku.productId], 2);
      expect(res.errors).toBeUndefined();
      expect(res.data?.recommendations.popular.length).toBeGreaterThan(0);
    });
  });
});
