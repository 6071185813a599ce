import type { APIRequestContext } from '@playwright/test';

// The browser tests ask the API what the catalogue holds, then look for it on the page as a
// shopper would: the seeded demo catalogue can change without breaking them.

export const API_KEY = 'atvhuset-storefront-public';
export const LANGUAGE = { nb: 1, nn: 2 } as const;
export type Locale = keyof typeof LANGUAGE;

export interface CategorySummary {
  categoryId: number;
  parentCategoryId: number | null;
  name: string;
  canonicalUrl: string;
  order: number;
  productCount: number;
}

export interface ProductSummary {
  name: string;
  canonicalUrl: string;
  brand: { name: string };
}

export interface ProductDetails extends ProductSummary {
  shortDescription: string;
  /** Simple HTML */
  description: string;
  unitPrice: { sellingPriceIncVatFormatted: string };
}

interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string }[];
}

async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { 'X-Api-Key': API_KEY, 'Content-Type': 'application/json' },
    data: { query, variables },
  });
  if (!response.ok()) throw new Error(`/graphql answered ${response.status()}`);
  const body = (await response.json()) as GraphQLResponse<T>;
  if (!body.data) throw new Error(`/graphql errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const ids = (locale: Locale) => ({ channelId: 1, languageId: LANGUAGE[locale], marketId: 1 });

/** Top-level categories in menu order. */
export async function topCategories(
  request: APIRequestContext,
  locale: Locale,
): Promise<CategorySummary[]> {
  const { categories } = await gql<{ categories: CategorySummary[] }>(
    request,
    `query E2eCategories($channelId: Int, $languageId: Int, $marketId: Int) {
      categories(channelId: $channelId, languageId: $languageId, marketId: $marketId) {
        categoryId parentCategoryId name canonicalUrl order productCount
      }
    }`,
    ids(locale),
  );
  return categories
    .filter((category) => category.parentCategoryId === null)
    .sort((a, b) => a.order - b.order);
}

/** The first page of a category's product list, as the category page asks for it. */
export async function categoryProducts(
  request: APIRequestContext,
  locale: Locale,
  categoryId: number,
): Promise<{ count: number; pageSize: number; products: ProductSummary[] }> {
  const { products } = await gql<{
    products: { count: number; pageSize: number; products: ProductSummary[] };
  }>(
    request,
    `query E2eProducts($filter: FilterInputType, $channelId: Int, $languageId: Int, $marketId: Int) {
      products(filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
        count pageSize products { name canonicalUrl brand { name } }
      }
    }`,
    { ...ids(locale), filter: { categories: [categoryId], page: 1 } },
  );
  return products;
}

/** One product by its alias (the last segment of its path). */
export async function productByAlias(
  request: APIRequestContext,
  locale: Locale,
  alias: string,
): Promise<ProductDetails | null> {
  const { product } = await gql<{ product: ProductDetails | null }>(
    request,
    `query E2eProduct($alias: String, $channelId: Int, $languageId: Int, $marketId: Int) {
      product(alias: $alias, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
        name canonicalUrl brand { name } shortDescription description
        unitPrice { sellingPriceIncVatFormatted }
      }
    }`,
    { ...ids(locale), alias },
  );
  return product;
}

/** The value, or a failed test that says what was missing. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}`);
  return value;
}

/** A path for a canonicalUrl (stored without locale prefix) in the given locale. */
export function localePath(locale: Locale, canonicalUrl: string): string {
  const path = `/${canonicalUrl.replace(/^\//, '')}`;
  return locale === 'nb' ? path : `/${locale}${path}`;
}
