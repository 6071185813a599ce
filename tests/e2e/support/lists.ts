import type { APIRequestContext } from '@playwright/test';
import { API_KEY, LANGUAGE, type Locale } from './catalogue.js';

// What the list, search and package journeys need to know from the API before they look.

interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string }[];
}

export async function gql<T>(
  request: APIRequestContext,
  locale: Locale,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { 'X-Api-Key': API_KEY, 'Content-Type': 'application/json' },
    data: {
      query,
      variables: { channelId: 1, languageId: LANGUAGE[locale], marketId: 1, ...variables },
    },
  });
  if (!response.ok()) throw new Error(`/graphql answered ${response.status()}`);
  const body = (await response.json()) as GraphQLResponse<T>;
  if (!body.data) throw new Error(`/graphql errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface BrandFacet {
  id: number;
  label: string;
  count: number;
}

/** A list's count and brand facet for a filter, as the list page asks for them. */
export async function listFacets(
  request: APIRequestContext,
  locale: Locale,
  filter: Record<string, unknown>,
): Promise<{ count: number; pageSize: number; brands: BrandFacet[] }> {
  const { products } = await gql<{
    products: { count: number; pageSize: number; facets: { brands: BrandFacet[] } };
  }>(
    request,
    locale,
    `query E2eFacets($filter: FilterInputType, $channelId: Int, $languageId: Int, $marketId: Int) {
      products(filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
        count pageSize facets { brands { id label count } }
      }
    }`,
    { filter },
  );
  return { count: products.count, pageSize: products.pageSize, brands: products.facets.brands };
}

export interface PackageSummary {
  name: string;
  canonicalUrl: string;
  unitPrice: { sellingPriceIncVatFormatted: string; sellingPriceIncVat: number };
  packageParts: {
    quantity: number;
    product: { name: string; unitPrice: { sellingPriceIncVat: number }; skus: { name: string }[] };
  }[];
}

/** Packages found by a search text, parts with their sizes. */
export async function findPackages(
  request: APIRequestContext,
  text: string,
): Promise<PackageSummary[]> {
  const { products } = await gql<{
    products: { products: (PackageSummary & { isPackage: boolean })[] };
  }>(
    request,
    'nb',
    `query E2ePackages($filter: FilterInputType, $channelId: Int, $languageId: Int, $marketId: Int) {
      products(filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
        products {
          name canonicalUrl isPackage
          unitPrice { sellingPriceIncVatFormatted sellingPriceIncVat }
          packageParts { quantity product { name unitPrice { sellingPriceIncVat } skus { name } } }
        }
      }
    }`,
    { filter: { searchText: text, pageSize: 20 } },
  );
  return products.products.filter((product) => product.isPackage);
}

/** A count as the page writes it: 1234 as "1 234" (a no-break or narrow space) too. */
export function countPattern(count: number, noun = 'produkt'): RegExp {
  const digits = String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f]?');
  return new RegExp(`^${digits}\\s?${noun}`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
