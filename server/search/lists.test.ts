import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

interface Item {
  productId: number;
  unitPrice: { isDiscounted: boolean };
  parameters: { name: string; value: string }[];
}
interface List {
  count: number;
  page: number;
  pageSize: number;
  products: Item[];
}

const LIST = `query List($filter: FilterInputType, $languageId: Int) {
  products(filter: $filter, languageId: $languageId) {
    count page pageSize products { productId unitPrice { isDiscounted } parameters { name value } }
  }
}`;

const FITMENT = `query Fitment($filter: FilterInputType) {
  products(filter: $filter) {
    products { productId parameters { name value } fitment { vehicle fromYear toYear } }
  }
}`;

let app: TestApp;
let listIds: Map<string, number>;
beforeAll(async () => {
  app = await startTestApp();
  const rows = await app.db.query<{ alias: string; id: number }>(
    'SELECT alias, list_id AS id FROM list_translations WHERE language_id = 1',
  );
  listIds = new Map(rows.map((r) => [r.alias, r.id]));
});
afterAll(() => app.close());

async function list(filter: Record<string, unknown> | null): Promise<List> {
  const res = await app.gql<{ products: List }>(LIST, { filter });
  expect(res.errors).toBeUndefined();
  if (!res.data) throw new Error('no data');
  return res.data.products;
}

const ids = (l: List) => l.products.map((p) => p.productId);
const fits = (p: Item) => p.parameters.filter((x) => x.name === 'Passer til').map((x) => x.value);

describe('generic lists', () => {
  it('lists discounted products, newest and most popular in their own order', async () => {
    const offers = await list({ listId: listIds.get('tilbud'), pageSize: 100 });
    expect(offers.count).toBeGreaterThan(0);
    expect(offers.products.every((p) => p.unitPrice.isDiscounted)).toBe(true);
    const newest = await list({ listId: listIds.get('nyheter') });
    expect(newest.count).toBeGreaterThan(0);
    expect(ids(newest)).toEqual(
      ids(await list({ sort: 'NEWEST' })).slice(0, newest.products.length),
    );
    const popular = await list({ listId: listIds.get('populaert') });
    expect(popular.count).toBe(500);
    expect(ids(popular)).toEqual(ids(await list({})));
  });

  it('lists parts that fit the chosen vehicle', async () => {
    const [row] = await app.db.query<{ value: string }>(
      `SELECT value FROM product_parameters WHERE language_id = 1 AND name = 'Passer til'
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const match = /^(\S+) (.+) (\d{4})-(\d{4})$/.exec(row?.value ?? '');
    const [, make = '', model = '', from = '0'] = match ?? [];
    const vehicle = { manufacturer: make, model, year: Number(from) };
    const fitting = await list({ listId: listIds.get('atv-huset'), vehicle, pageSize: 100 });
    expect(fitting.count).toBeGreaterThan(0);
    for (const p of fitting.products) {
      expect(fits(p).some((v) => v.startsWith(`${make} ${model} `))).toBe(true);
    }
    const byMake = await list({ vehicle: { manufacturer: make.toLowerCase() }, pageSize: 100 });
    expect(byMake.count).toBeGreaterThanOrEqual(fitting.count);
    expect(byMake.products.every((p) => fits(p).some((v) => v.startsWith(`${make} `)))).toBe(true);
    // Within a category "fits my vehicle" keeps its universal parts (no fitment) as well, and
    // leaves out only the parts made for other machines.
    const [category] = await app.db.query<{ id: number }>(
      `SELECT p.primary_category_id AS id FROM products p
        WHERE NOT EXISTS (SELECT 1 FROM product_parameters pp
                           WHERE pp.product_id = p.id AND pp.name = 'Passer til')
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const inCategory = await list({ categoryId: category?.id, vehicle, pageSize: 100 });
    expect(inCategory.products.some((p) => fits(p).length === 0)).toBe(true);
    for (const p of inCategory.products)
      expect(fits(p).length === 0 || fits(p).some((v) => v.startsWith(`${make} ${model} `))).toBe(
        true,
      );
    const anyVehicle = await list({ listId: listIds.get('atv-huset'), pageSize: 100 });
    expect(anyVehicle.products.every((p) => fits(p).length > 0)).toBe(true);
  });
});

/** The most common fitment value's vehicle, at its first model year. */
async function commonVehicle() {
  const [row] = await app.db.query<{ value: string }>(
    `SELECT value FROM product_parameters WHERE language_id = 1 AND name = 'Passer til'
      GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const [, make = '', model = '', from = '0'] =
    /^(\S+) (.+) (\d{4})-(\d{4})$/.exec(row?.value ?? '') ?? [];
  return { manufacturer: make, model, year: Number(from) };
}

describe('fitment', () => {
  it("lists on each product what it fits, from its 'Passer til', and nothing for a universal part", async () => {
    const res = await app.gql<{
      products: {
        products: (Item & { fitment: { vehicle: string; fromYear: number; toYear: number }[] })[];
      };
    }>(FITMENT, { filter: { pageSize: 100 } });
    expect(res.errors).toBeUndefined();
    const products = res.data?.products.products ?? [];
    expect(products.some((p) => p.fitment.length > 0)).toBe(true);
    expect(products.some((p) => p.fitment.length === 0)).toBe(true);
    for (const p of products) {
      const expected = fits(p).map((value) => {
        const [, vehicle = '', from = '', to = ''] = /^(.+) (\d{4})-(\d{4})$/.exec(value) ?? [];
        return `${vehicle.toLowerCase()} ${from}-${to}`;
      });
      const got = p.fitment.map((f) => `${f.vehicle} ${f.fromYear}-${f.toYear}`);
      expect(got.sort()).toEqual(expected.sort());
    }
  });

  it('ranks the parts that fit the current vehicle first in a search, and narrows nothing', async () => {
    const vehicle = await commonVehicle();
    const key = `${vehicle.manufacturer} ${vehicle.model} `;
    const fitsVehicle = (p: Item) =>
      fits(p).some((v) => {
        if (!v.startsWith(key)) return false;
        const [from = 0, to = 0] = v.slice(key.length).split('-').map(Number);
        return from <= vehicle.year && vehicle.year <= to;
      });
    // A word whose hits mix parts that fit with parts that do not, the fitting not all first.
    let searched: { text: string; plain: List } | null = null;
    for (const text of ['vinsj', 'brems', 'lys', 'dekk', 'olje', 'filter', 'kit', 'sett']) {
      const plain = await list({ searchText: text, pageSize: 100 });
      const flags = plain.products.map(fitsVehicle);
      if (
        plain.count <= 100 &&
        flags.includes(false) &&
        flags.lastIndexOf(true) > flags.indexOf(false)
      ) {
        searched = { text, plain };
        break;
      }
    }
    if (!searched) throw new Error('no search mixes fitting parts with others');
    const ranked = await list({ searchText: searched.text, rankVehicle: vehicle, pageSize: 100 });
    expect(ranked.count).toBe(searched.plain.count);
    const fitting = searched.plain.products.filter(fitsVehicle).map((p) => p.productId);
    const others = searched.plain.products.filter((p) => !fitsVehicle(p)).map((p) => p.productId);
    expect(ids(ranked)).toEqual([...fitting, ...others]);
    // Without a search the vehicle to rank by changes nothing.
    expect(ids(await list({ rankVehicle: vehicle }))).toEqual(ids(await list({})));
  });
});

describe('bad list input', () => {
  it('ignores bad ids, prices and sizes instead of failing', async () => {
    const all = await list(null);
    const bad = await list({
      categories: [-1, 999_999],
      brands: [0],
      discount: [-3],
      skus: ['finnes-ikke', ''],
      price: { min: -100, max: -5 },
      parameters: [
        { name: 'Finnes ikke', values: ['x'] },
        { name: '', values: [] },
      ],
      categoryId: 999_999,
      brandId: -4,
      listId: 999,
      productIds: [-1, 5],
    });
    expect(bad).toMatchObject({ page: 1, pageSize: 24 });
    expect(bad.count).toBe(1);
    expect((await list({ categories: [-1, 999_999], price: { min: -1 } })).count).toBe(all.count);
  });

  it('clamps the page to [1, last page] and the page size to [1, 100]', async () => {
    const all = await list({ pageSize: 10 });
    const last = Math.ceil(all.count / 10);
    expect(await list({ page: 0, pageSize: 10 })).toMatchObject({ page: 1, count: all.count });
    const beyond = await list({ page: 99_999, pageSize: 10 });
    expect(beyond).toMatchObject({ page: last, count: all.count });
    expect(beyond.products).toHaveLength(all.count - (last - 1) * 10);
    expect(await list({ page: -3, pageSize: 1_000_000 })).toMatchObject({ page: 1, pageSize: 100 });
    expect((await list({ pageSize: -1 })).pageSize).toBe(24);
    expect(await list({ searchText: 'xqzvwk', page: 7 })).toMatchObject({ page: 1, count: 0 });
  });
});
