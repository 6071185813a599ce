import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductListStore } from './product-list-store.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

interface Value {
  id: number;
  label: string;
  count: number;
  selected: boolean;
}
interface Option {
  value: string;
  count: number;
  selected: boolean;
}
interface Facets {
  categories: (Value & { parentId: number | null })[];
  brands: Value[];
  discount: Value[];
  skus: Option[];
  price: { min: number; max: number; selectedMin: number | null; selectedMax: number | null };
  parameters: { name: string; values: Option[]; valueCount: number }[];
}
interface List {
  count: number;
  page: number;
  products: { productId: number; unitPrice: { sellingPriceIncVat: number } }[];
  facets: Facets;
}

const LIST = `query Faceted($filter: FilterInputType) {
  products(filter: $filter) {
    count page products { productId unitPrice { sellingPriceIncVat } }
    facets {
      categories { id parentId label alias count selected }
      brands { id label alias count selected }
      discount { id label alias count selected }
      skus { value label count selected }
      price { min max selectedMin selectedMax }
      parameters { name valueCount values { value label count selected } }
    }
  }
}`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function list(filter: Record<string, unknown>): Promise<List> {
  const res = await app.gql<{ products: List }>(LIST, { filter });
  expect(res.errors).toBeUndefined();
  if (!res.data) throw new Error('no data');
  return res.data.products;
}

const sum = (values: { count: number }[]) => values.reduce((total, v) => total + v.count, 0);
const countOf = (values: Value[], id: number | undefined) =>
  values.find((v) => v.id === id)?.count ?? 0;

async function busiestCategory(): Promise<number> {
  const [row] = await app.db.query<{ id: number }>(
    `SELECT primary_category_id AS id FROM products GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  return row?.id ?? 0;
}

describe('facets', () => {
  it('counts each brand once per product when no brand is selected', async () => {
    const all = await list({});
    expect(sum(all.facets.brands)).toBe(all.count);
    const inCategory = await list({ categoryId: await busiestCategory() });
    expect(sum(inCategory.facets.brands)).toBe(inCategory.count);
    expect(inCategory.count).toBeLessThan(all.count);
  });

  it('keeps the other brands counted when a brand is selected (OR within a facet)', async () => {
    const categoryId = await busiestCategory();
    const before = await list({ categoryId });
    const [a, b] = [...before.facets.brands].sort((x, y) => y.count - x.count);
    const one = await list({ categoryId, brands: [a?.id] });
    expect(one.count).toBe(a?.count);
    expect(one.facets.brands).toEqual(
      before.facets.brands.map((v) => ({ ...v, selected: v.id === a?.id })),
    );
    const two = await list({ categoryId, brands: [a?.id, b?.id] });
    expect(two.count).toBe((a?.count ?? 0) + (b?.count ?? 0));
  });

  it("narrows a brand page by the route's brandId: every facet counts within the brand", async () => {
    const all = await list({});
    const brand = [...all.facets.brands].sort((x, y) => y.count - x.count)[0];
    const page = await list({ brandId: brand?.id });
    const selected = await list({ brands: [brand?.id] });
    expect(page.count).toBe(brand?.count);
    expect(page.products).toEqual(selected.products);
    // The brand facet holds the page's brand alone, with all its products; the others match
    // a selection of that brand, and a filter on the page narrows them further.
    expect(page.facets.brands).toEqual([{ ...brand, count: page.count, selected: false }]);
    const { brands: _brands, ...others } = page.facets;
    const { brands: _selectedBrands, ...selectedOthers } = selected.facets;
    expect(others).toEqual(selectedOthers);
    const category = page.facets.categories.find((c) => c.parentId !== null && c.count > 0);
    const narrowed = await list({ brandId: brand?.id, categories: [category?.id] });
    expect(narrowed.count).toBe(category?.count);
    expect(countOf(narrowed.facets.brands, brand?.id)).toBe(narrowed.count);
  });

  it('applies every other facet to each facet (AND across facets)', async () => {
    const all = await list({});
    const brand = [...all.facets.brands].sort((x, y) => y.count - x.count)[0];
    const byBrand = await list({ brands: [brand?.id] });
    const category = byBrand.facets.categories.find((c) => c.parentId !== null && c.count > 0);
    const both = await list({ brands: [brand?.id], categories: [category?.id] });
    expect(both.count).toBe(category?.count);
    expect(countOf(both.facets.brands, brand?.id)).toBe(both.count);
    const byCategory = await list({ categories: [category?.id] });
    expect(both.facets.brands).toEqual(
      byCategory.facets.brands.map((v) => ({ ...v, selected: v.id === brand?.id })),
    );
  });

  it('counts parameter values and sizes like the list they would give', async () => {
    const all = await list({});
    const parameter = all.facets.parameters[0];
    const value = parameter?.values[0];
    const filtered = await list({
      parameters: [{ name: parameter?.name, values: [value?.value] }],
    });
    expect(filtered.count).toBe(value?.count);
    const chosen = filtered.facets.parameters.find((p) => p.name === parameter?.name);
    expect(chosen?.values.find((v) => v.value === value?.value)?.selected).toBe(true);
    const size = all.facets.skus.find((s) => s.value !== 'Standard');
    expect((await list({ skus: [size?.value] })).count).toBe(size?.count);
    const campaign = all.facets.discount[0];
    expect((await list({ discount: [campaign?.id] })).count).toBe(campaign?.count);
  });

  it('leaves fitment to the vehicle selector: no fitment facet unless a link selects one', async () => {
    const all = await list({});
    expect(all.facets.parameters.length).toBeGreaterThan(0);
    expect(all.facets.parameters.map((p) => p.name)).not.toContain('Passer til');
    const [row] = await app.db.query<{ value: string }>(
      `SELECT value FROM product_parameters WHERE language_id = 1 AND name = 'Passer til'
       GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    expect(row).toBeDefined();
    const fitting = await list({ parameters: [{ name: 'Passer til', values: [row?.value] }] });
    expect(fitting.count).toBeGreaterThan(0);
    const facet = fitting.facets.parameters.find((p) => p.name === 'Passer til');
    expect(facet?.values.find((v) => v.value === row?.value)?.selected).toBe(true);
  });

  it('gives the price range of the list, unchanged by the price selection', async () => {
    const all = await list({ pageSize: 100 });
    expect(all.facets.price.min).toBeLessThan(all.facets.price.max);
    const { min, max } = all.facets.price;
    const middle = Math.round((min + max) / 2);
    const cheap = await list({ price: { min: 0, max: middle } });
    expect(cheap.facets.price).toEqual({ min, max, selectedMin: 0, selectedMax: middle });
    expect(cheap.count).toBeLessThan(all.count);
    expect(cheap.products.every((p) => p.unitPrice.sellingPriceIncVat <= middle)).toBe(true);
  });

  it('narrows the facets to a search', async () => {
    const found = await list({ searchText: 'bremseklosser' });
    expect(found.count).toBeGreaterThan(0);
    expect(sum(found.facets.brands)).toBe(found.count);
    expect(found.facets.categories.map((c) => c.label)).toContain('Bremseklosser');
  });

  it('counts facets only for queries that select them', async () => {
    const spy = vi.spyOn(ProductListStore.prototype, 'list');
    try {
      await app.gql('{ products(filter: { page: 2 }) { count products { name } } }');
      expect(spy.mock.calls.at(-1)?.[1]).toBe(false);
      await app.gql(`query Q { products(filter: { page: 3 }) { ...F } }
        fragment F on ProductList { facets { brands { id } } }`);
      expect(spy.mock.calls.at(-1)?.[1]).toBe(true);
      await app.gql('{ search(filter: { searchText: "lys" }) { products { count } } }');
      expect(spy.mock.calls.at(-1)?.[1]).toBe(false);
      await app.gql(
        '{ search(filter: { searchText: "lys" }) { products { facets { skus { value } } } } }',
      );
      expect(spy.mock.calls.at(-1)?.[1]).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});
