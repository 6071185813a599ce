import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

interface Category {
  categoryId: number;
  parentCategoryId: number | null;
  name: string;
  alias: string;
  canonicalUrl: string;
  productCount: number;
}

const CATEGORIES = `query Categories($languageId: Int) {
  categories(channelId: 1, languageId: $languageId, marketId: 1) {
    categoryId parentCategoryId name alias canonicalUrl order productCount
    image { fileName sizes { folder descriptor } }
  }
}`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function categories(languageId: number): Promise<Category[]> {
  const res = await app.gql<{ categories: Category[] }>(CATEGORIES, { languageId });
  expect(res.errors).toBeUndefined();
  return res.data?.categories ?? [];
}

describe('categories', () => {
  it('is a tree of at most three levels with canonical URLs from the ancestors', async () => {
    const list = await categories(1);
    const byId = new Map(list.map((c) => [c.categoryId, c]));
    const depth = (c: Category): number =>
      c.parentCategoryId === null ? 1 : 1 + depth(byId.get(c.parentCategoryId) ?? c);
    expect(list.length).toBeGreaterThan(10);
    expect(Math.max(...list.map(depth))).toBeLessThanOrEqual(3);
    for (const c of list) {
      const parent = c.parentCategoryId === null ? null : byId.get(c.parentCategoryId);
      expect(c.canonicalUrl).toBe(`${parent ? parent.canonicalUrl : 'c'}/${c.alias}`);
    }
    const top = list.filter((c) => c.parentCategoryId === null);
    expect(top.every((c) => c.productCount > 0)).toBe(true);
  });

  it('names the same categories differently in Bokmål and Nynorsk', async () => {
    const [nb, nn] = await Promise.all([categories(1), categories(2)]);
    expect(nn.map((c) => c.categoryId).sort()).toEqual(nb.map((c) => c.categoryId).sort());
    const nnNames = new Map(nn.map((c) => [c.categoryId, c.name]));
    const differing = nb.filter((c) => nnNames.get(c.categoryId) !== c.name);
    expect(differing.length).toBeGreaterThan(0);
  });
});

describe('brands', () => {
  it('lists brands with product counts and b/ URLs', async () => {
    const res = await app.gql<{
      brands: { alias: string; canonicalUrl: string; productCount: number }[];
    }>('{ brands { brandId name alias canonicalUrl productCount } }');
    const brands = res.data?.brands ?? [];
    expect(brands.length).toBeGreaterThan(5);
    expect(brands.every((b) => b.canonicalUrl === `b/${b.alias}`)).toBe(true);
    expect(brands.reduce((sum, b) => sum + b.productCount, 0)).toBeGreaterThan(100);
  });
});

describe('channel and menus', () => {
  it('returns the channel with its markets', async () => {
    const res = await app.gql<{
      channel: {
        defaultMarketId: number;
        markets: { id: number; allowedLanguages: { code: string }[]; currency: { code: string } }[];
      };
    }>(`{ channel(channelId: 1) { defaultMarketId markets { id alias
          allowedLanguages { id code name } country { code name } currency { code symbol name } } } }`);
    const channel = res.data?.channel;
    expect(channel?.markets.length).toBeGreaterThan(0);
    const defaultMarket = channel?.markets.find((m) => m.id === channel.defaultMarketId);
    expect(defaultMarket?.currency.code).toBe('NOK');
    expect(defaultMarket?.allowedLanguages.map((l) => l.code)).toContain('nb');
  });

  it('nests the main menu', async () => {
    const query = `query Menu($id: String!) { getMenuAtLocation(menuLocationId: $id, languageId: 1) {
      title menuItems { id label title type canonicalUrl targetBlank children { label children { label children { label } } } } } }`;
    const res = await app.gql<{
      getMenuAtLocation: {
        menuItems: { children: { children: { children: unknown[] }[] }[] }[];
      } | null;
    }>(query, { id: 'main' });
    const items = res.data?.getMenuAtLocation?.menuItems ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((item) => item.children.length > 0)).toBe(true);
    const third = items.flatMap((i) => i.children).flatMap((c) => c.children);
    expect(third.every((item) => item.children.length === 0)).toBe(true);
    const unknown = await app.gql<{ getMenuAtLocation: null }>(query, { id: 'nowhere' });
    expect(unknown.data?.getMenuAtLocation).toBeNull();
  });
});
