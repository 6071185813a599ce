import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

interface Hit {
  productId: number;
  name: string;
  articleNumber: string;
  brand: { name: string };
}
interface Search {
  products: { count: number; page: number; products: Hit[] };
  categories: { categoryId: number; name: string; count: number }[];
  brands: { brandId: number; name: string; count: number }[];
}

const SEARCH = `query Search($filter: FilterInputType, $languageId: Int) {
  search(filter: $filter, languageId: $languageId) {
    products { count page products { productId name articleNumber brand { name } } }
    categories { categoryId name alias canonicalUrl count }
    brands { brandId name canonicalUrl count }
  }
}`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function search(searchText: string, languageId = 1, pageSize = 24): Promise<Search> {
  const res = await app.gql<{ search: Search }>(SEARCH, {
    filter: { searchText, pageSize },
    languageId,
  });
  expect(res.errors).toBeUndefined();
  if (!res.data) throw new Error('no data');
  return res.data.search;
}

const names = (s: Search) => s.products.products.map((p) => p.name);

describe('search ranking', () => {
  it('finds brake pads named "Bremseklosser" for "bremsekloss"', async () => {
    const found = await search('bremsekloss');
    expect(found.products.count).toBeGreaterThan(5);
    expect(
      names(found)
        .slice(0, 5)
        .every((n) => n.includes('Bremseklosser')),
    ).toBe(true);
  });

  it('puts winches of the asked capacity first for "vinsj {lb}"', async () => {
    const winches = await app.db.query<{ lb: string; n: number }>(
      `SELECT substring(name from 'vinsj (\\d+) lb') AS lb, count(*)::int AS n
         FROM product_translations WHERE language_id = 1 AND name ~ 'vinsj \\d+ lb' GROUP BY 1`,
    );
    expect(winches.length).toBeGreaterThan(1);
    for (const { lb, n } of winches) {
      const first = names(await search(`vinsj ${lb}`)).slice(0, Math.min(n, 5));
      expect(
        first.every((name) => name.includes(`vinsj ${lb} lb`)),
        `vinsj ${lb}`,
      ).toBe(true);
    }
  });

  it('finds Polaris parts for the misspelt "polaros"', async () => {
    const found = await search('polaros');
    expect(found.products.count).toBeGreaterThan(3);
    expect(
      names(found)
        .slice(0, 3)
        .every((n) => n.includes('Polaris')),
    ).toBe(true);
    expect(found.brands.map((b) => b.name)).toContain('Polaris');
  });

  it('finds the product with an exact article number, and only that one', async () => {
    const [row] = await app.db.query<{ id: number; article: string }>(
      'SELECT id, article_number AS article FROM products ORDER BY popularity LIMIT 1',
    );
    const article = row?.article ?? '';
    for (const text of [article, ` ${article.toLowerCase()} `, article.replace(/\D/g, '')]) {
      const found = await search(text);
      expect(
        found.products.products.map((p) => p.productId),
        text,
      ).toEqual([row?.id]);
    }
    // The letters alone are a word like any other (the brand's article prefix).
    expect((await search(article.slice(0, 3))).products.count).toBeGreaterThan(1);
  });

  it('finds singular names for plural words and the other way round', async () => {
    for (const word of ['støtdempere', 'støtdemper', 'Støtdemperne']) {
      expect(names(await search(word))[0], word).toMatch(/Støtdemper/);
    }
    for (const word of ['hjullager', 'hjullagre', 'hjullagersett']) {
      expect(names(await search(word))[0], word).toMatch(/Hjullager/);
    }
  });

  it('searches the Nynorsk texts for languageId 2', async () => {
    const found = await search('bremseklossar', 2);
    expect(found.products.count).toBeGreaterThan(5);
    expect(
      names(found)
        .slice(0, 5)
        .every((n) => n.includes('Bremseklossar')),
    ).toBe(true);
    expect((await search('støytdempar', 2)).products.products[0]?.name).toMatch(/Støytdempar/);
  });

  it('tags the categories and brands with the most hits', async () => {
    const found = await search('bremseklosser');
    expect(found.categories[0]?.name).toBe('Bremseklosser');
    const counts = found.brands.map((b) => b.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(found.products.count);
  });
});

describe('search input', () => {
  it('treats query syntax and SQL as plain text', async () => {
    for (const text of [`'"&|!:*()<>`, "'; DROP TABLE products; --", 'led:* & !(x | y)', '\\']) {
      const found = await search(text);
      expect(found.products.page).toBe(1);
    }
    expect((await search('led & (arbeidslys)')).products.count).toBeGreaterThan(0);
    const [count] = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(count?.n).toBeGreaterThan(0);
  });

  it('finds nothing, without an error, for empty text', async () => {
    for (const text of ['', '   ', '!!']) {
      expect(await search(text)).toMatchObject({ products: { count: 0, products: [] } });
    }
    const nothing = await search('xqzvwk');
    expect(nothing).toMatchObject({ products: { count: 0 }, categories: [], brands: [] });
  });

  it('uses only the first 100 characters', async () => {
    const found = await search(`bremseklosser ${'x'.repeat(5000)}`);
    expect(found.products.count).toBeGreaterThan(0);
  });
});
