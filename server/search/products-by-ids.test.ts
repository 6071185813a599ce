import { describe, expect, it } from 'vitest';
import { countingTestApp } from '../testing/test-app.js';
import { MAX_PRODUCT_IDS } from '../../shared/validation/product-ids.js';

const BY_IDS = `query ByIds($ids: [Int!]!, $languageId: Int) {
  productsByIds(ids: $ids, languageId: $languageId) {
    productId name alias canonicalUrl
    unitPrice { sellingPriceIncVat sellingPriceExVat sellingPriceIncVatFormatted }
    stock { inStock totalStock }
    images { fileName }
  }
}`;

interface Found {
  productId: number;
  name: string;
  alias: string;
  unitPrice: { sellingPriceIncVat: number; sellingPriceExVat: number };
  stock: { inStock: boolean; totalStock: number };
  images: { fileName: string }[];
}

const shop = countingTestApp();

const publishedIds = async (limit: number) =>
  (
    await shop.app.db.query<{ id: number }>(
      'SELECT id FROM products WHERE published ORDER BY id LIMIT $1',
      [limit],
    )
  ).map((row) => row.id);

async function byIds(ids: number[], languageId = 1) {
  return shop.app.gql<{ productsByIds: (Found | null)[] | null }>(BY_IDS, { ids, languageId });
}

describe('productsByIds', () => {
  it('answers one entry per id in the order asked, null for ids the shop does not sell', async () => {
    const [a, b, c] = await publishedIds(3);
    const [hidden] = await shop.app.db.query<{ id: number }>(
      'UPDATE products SET published = false WHERE id = $1 RETURNING id',
      [c],
    );
    try {
      const res = await byIds([b ?? 0, 987_654_321, a ?? 0, hidden?.id ?? 0, b ?? 0]);
      expect(res.errors).toBeUndefined();
      const list = res.data?.productsByIds ?? [];
      expect(list.map((p) => p?.productId ?? null)).toEqual([b, null, a, null, b]);
      const first = list[0];
      expect(first?.unitPrice.sellingPriceExVat).toBeCloseTo(
        (first?.unitPrice.sellingPriceIncVat ?? 0) / 1.25,
        2,
      );
      expect(first?.images.length).toBeGreaterThan(0);
    } finally {
      await shop.app.db.query('UPDATE products SET published = true WHERE id = $1', [c]);
    }
  });

  it('names the products in the language asked for', async () => {
    const [row] = await shop.app.db.query<{ id: number; nn: string }>(
      `SELECT a.product_id AS id, b.name AS nn FROM product_translations a
         JOIN product_translations b ON b.product_id = a.product_id AND b.language_id = 2
         JOIN products p ON p.id = a.product_id AND p.published
        WHERE a.language_id = 1 AND a.name <> b.name LIMIT 1`,
    );
    const res = await byIds([row?.id ?? 0], 2);
    expect(res.data?.productsByIds?.[0]?.name).toBe(row?.nn);
  });

  it('answers an empty list with an empty list', async () => {
    const res = await byIds([]);
    expect(res.errors).toBeUndefined();
    expect(res.data?.productsByIds).toEqual([]);
  });

  it(`resolves ${MAX_PRODUCT_IDS} products in a handful of queries`, async () => {
    const ids = await publishedIds(MAX_PRODUCT_IDS);
    expect(ids).toHaveLength(MAX_PRODUCT_IDS);
    const before = shop.db.queries;
    const res = await byIds(ids);
    expect(res.errors).toBeUndefined();
    expect(res.data?.productsByIds?.every((p) => p !== null)).toBe(true);
    expect(shop.db.queries - before).toBeLessThanOrEqual(8);
  });

  it(`refuses more than ${MAX_PRODUCT_IDS} ids with a localised error and no products`, async () => {
    const ids = Array.from({ length: MAX_PRODUCT_IDS + 1 }, (_, i) => i + 1);
    const nb = await byIds(ids);
    expect(nb.data).toBeNull();
    expect(nb.errors?.[0]?.extensions?.['code']).toBe('TOO_MANY_PRODUCT_IDS');
    expect(nb.errors?.[0]?.extensions?.['max']).toBe(MAX_PRODUCT_IDS);
    expect(nb.errors?.[0]?.message).toBe('Du kan hente høyst 100 produkter om gangen.');
    const nn = await byIds(ids, 2);
    expect(nn.errors?.[0]?.message).toBe('Du kan hente høgst 100 produkt om gongen.');
  });

  it('refuses an id below 1 in Bokmål and Nynorsk', async () => {
    const [a] = await publishedIds(1);
    const nb = await byIds([a ?? 1, 0]);
    expect(nb.data).toBeNull();
    expect(nb.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_PRODUCT_ID', id: 0 });
    expect(nb.errors?.[0]?.message).toBe('Ugyldig produkt-id: bruk et helt tall fra 1 og oppover.');
    const nn = await byIds([-5], 2);
    expect(nn.errors?.[0]?.message).toBe(
      'Ugyldig produkt-id: bruk eit heilt tal frå 1 og oppover.',
    );
  });

  it('refuses ids that are no GraphQL Int before running anything', async () => {
    const res = await shop.app.gql(BY_IDS, { ids: ['1; DROP TABLE products', 2 ** 40] });
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.message).toMatch(/Int/);
  });
});
