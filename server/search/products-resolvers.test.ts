import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

interface Item {
  productId: number;
  name: string;
  alias: string;
  canonicalUrl: string;
  unitPrice: { sellingPriceIncVat: number; discountPercentage: number };
}
interface List {
  products: { products: Item[]; count: number; page: number; pageSize: number };
}

const LIST = `query Products($filter: FilterInputType, $languageId: Int) {
  products(filter: $filter, languageId: $languageId) {
    count page pageSize
    products { productId name alias canonicalUrl unitPrice { sellingPriceIncVat discountPercentage } }
  }
}`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function list(filter: Record<string, unknown>, languageId = 1) {
  const res = await app.gql<List>(LIST, { filter, languageId });
  expect(res.errors).toBeUndefined();
  if (!res.data) throw new Error('no data');
  return res.data.products;
}

async function parentAndChild(): Promise<{ parent: number; child: number }> {
  const [row] = await app.db.query<{ parent: number; child: number }>(
    `SELECT c.parent_id AS parent, c.id AS child FROM categories c
      WHERE c.parent_id IS NOT NULL AND EXISTS
            (SELECT 1 FROM products p WHERE p.primary_category_id = c.id) LIMIT 1`,
  );
  if (!row) throw new Error('seed has no nested category');
  return row;
}

describe('products', () => {
  it('includes the products of descendant categories', async () => {
    const { parent, child } = await parentAndChild();
    const inChild = await list({ categories: [child], pageSize: 100 });
    expect(inChild.count).toBeGreaterThan(0);
    const ids = inChild.products.map((p) => p.productId);
    const inParent = await list({ categories: [parent], productIds: ids, pageSize: 100 });
    expect(inParent.count).toBe(ids.length);
    expect((await list({ categories: [parent] })).count).toBeGreaterThanOrEqual(inChild.count);
  });

  it('pages with a stable count', async () => {
    const first = await list({ page: 1, pageSize: 5 });
    const second = await list({ page: 2, pageSize: 5 });
    expect(first).toMatchObject({ page: 1, pageSize: 5 });
    expect(first.products).toHaveLength(5);
    expect(second.count).toBe(first.count);
    const firstIds = new Set(first.products.map((p) => p.productId));
    expect(second.products.some((p) => firstIds.has(p.productId))).toBe(false);
    const lastPage = Math.ceil(first.count / 5);
    const beyond = await list({ page: 10_000, pageSize: 5 });
    expect(beyond).toMatchObject({ count: first.count, page: lastPage });
    expect(beyond.products.length).toBeGreaterThan(0);
    expect((await list({})).pageSize).toBe(24);
    expect((await list({ pageSize: 500 })).products).toHaveLength(100);
  });

  it('sorts by selling price both ways', async () => {
    const prices = async (sort: string) =>
      (await list({ sort, pageSize: 50 })).products.map((p) => p.unitPrice.sellingPriceIncVat);
    const asc = await prices('PRICE_ASC');
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = await prices('PRICE_DESC');
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(asc[0] ?? Infinity);
  });

  it('sorts the deepest discounts first', async () => {
    const { products } = await list({ sort: 'DISCOUNT', pageSize: 10 });
    const percentages = products.map((p) => p.unitPrice.discountPercentage);
    expect(percentages[0]).toBeGreaterThan(0);
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
  });

  it('filters by brand', async () => {
    const [brand] = await app.db.query<{ id: number }>(
      'SELECT brand_id AS id FROM products LIMIT 1',
    );
    const byBrand = await list({ brands: [brand?.id], pageSize: 100 });
    expect(byBrand.count).toBeGreaterThan(0);
    expect(byBrand.count).toBeLessThan((await list({})).count);
  });

  it('filters by selling price exactly as the prices are shown', async () => {
    const all: number[] = [];
    for (let page = 1, last = 1; page <= last; page++) {
      const { products, count } = await list({ page, pageSize: 100 });
      all.push(...products.map((p) => p.unitPrice.sellingPriceIncVat));
      last = Math.ceil(count / 100);
    }
    const [min, max] = [200, 800];
    const ranged = await list({ price: { min, max }, pageSize: 100 });
    expect(ranged.count).toBe(all.filter((price) => price >= min && price <= max).length);
    expect(ranged.count).toBeGreaterThan(0);
  });

  it('searches by word prefix', async () => {
    const found = await list({ searchText: 'lys' });
    expect(found.count).toBeGreaterThan(0);
    expect((await list({ searchText: 'xqzvw' })).count).toBe(0);
  });

  it('links products as p/{primary category}/{alias}', async () => {
    const { products } = await list({ pageSize: 20 });
    for (const p of products) expect(p.canonicalUrl).toMatch(new RegExp(`^pp?/[^/]+/${p.alias}$`));
  });

  it('reads the long texts a list selects (product cards leave them out)', async () => {
    interface Texts {
      products: {
        products: {
          productId: number;
          shortDescription: string;
          description: string;
          meta: { title: string; description: string };
        }[];
      };
    }
    const res = await app.gql<Texts>(
      `query Texts($filter: FilterInputType) {
        products(filter: $filter, languageId: 2) {
          products { productId shortDescription description meta { title description } }
        }
      }`,
      { filter: { pageSize: 5 } },
    );
    expect(res.errors).toBeUndefined();
    const products = res.data?.products.products ?? [];
    expect(products.length).toBeGreaterThan(0);
    const rows = await app.db.query<{ id: number; short: string; long: string }>(
      `SELECT product_id AS id, short_description AS short, description AS long
         FROM product_translations WHERE language_id = 2 AND product_id = ANY($1::int[])`,
      [products.map((p) => p.productId)],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const p of products) {
      expect(p.shortDescription).toBe(byId.get(p.productId)?.short);
      expect(p.description).toBe(byId.get(p.productId)?.long);
      expect(p.meta.title).not.toBe('');
    }
  });
});
