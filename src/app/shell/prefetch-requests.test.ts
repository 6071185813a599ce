// The page's inline bootstrap asks for the start and product pages' queries before the bundle
// runs (issue 18, point 2); Apollo takes those answers only where its own request would have
// been the same GET address. This holds shellRequest to the storefront's real Apollo client.
import { InMemoryCache, type DocumentNode } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '@/graphql/create-apollo-client';
import {
  GetCategoriesDocument,
  GetChannelConfigurationDocument,
  GetListPageInfoDocument,
  GetMenuAtLocationDocument,
  GetProductDocument,
  GetProductsDocument,
  GetWidgetAreaDocument,
} from '@/graphql/generated/operations';
import { typePolicies } from '@/graphql/type-policies';
import { LANGUAGE_IDS, type Locale } from '@/i18n/locale';
import { FRONT_PAGE_AREA } from '@/features/widgets/front-page-area';
import {
  ENCODED_ALIAS,
  catalogueRequests,
  layoutRequests,
  listRegistrations,
  listRequests,
  routePlans,
  shellRequest,
  SHELL_REQUEST_HEADERS,
  startRequests,
} from './prefetch-requests';

interface Sent {
  url: string;
  headers: Record<string, string>;
}

/** The first request the storefront's own client sends for the operation (not answered). */
async function apolloSends(
  document: DocumentNode,
  variables: Record<string, unknown>,
  locale: Locale,
): Promise<Sent> {
  const sent: Sent[] = [];
  // The error link reports the unanswered request; that is not what this test is about.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    sent.push({
      url: input,
      headers: Object.fromEntries(
        Object.entries(init.headers as Record<string, string>).map(([k, v]) => [
          k.toLowerCase(),
          v,
        ]),
      ),
    });
    return Promise.reject(new TypeError('Failed to fetch'));
  });
  const client = createApolloClient({
    cache: new InMemoryCache({ typePolicies }),
    languageId: LANGUAGE_IDS[locale],
  });
  await client.query({ query: document, variables, fetchPolicy: 'network-only' }).catch(() => null);
  const first = sent[0];
  if (!first) throw new Error('The client sent nothing');
  return first;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shellRequest', () => {
  const cases: [string, DocumentNode, Record<string, unknown>][] = [
    ['the main menu', GetMenuAtLocationDocument, { menuLocationId: 'main' }],
    ['the categories', GetCategoriesDocument, {}],
    // Declares no marketId: the link leaves unused variables out.
    ['the channel settings', GetChannelConfigurationDocument, {}],
    // Has a default value ($withFacets), which the client puts before the given variables.
    [
      'a product list',
      GetProductsDocument,
      { filter: { sort: 'POPULARITY', pageSize: 8, page: 1 } },
    ],
    ['the front page', GetWidgetAreaDocument, FRONT_PAGE_AREA],
    ['a product', GetProductDocument, { alias: 'vinsj "45" / æøå' }],
  ];
  for (const locale of ['nb', 'nn'] as const)
    for (const [what, document, variables] of cases)
      it(`asks for ${what} (${locale}) at the address and with the headers Apollo uses`, async () => {
        const request = await shellRequest(document, variables, locale);
        const sent = await apolloSends(document, variables, locale);
        expect(request.url).toBe(sent.url);
        expect(SHELL_REQUEST_HEADERS).toEqual(sent.headers);
      });

  it('registers the text whose SHA-256 the address names', async () => {
    const request = await shellRequest(GetCategoriesDocument, {}, 'nb');
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(request.query));
    const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(request.hash).toBe(hex);
    expect(request.url).toContain(hex);
  });
});

describe('the route plans', () => {
  it('ask for what the layout and start page loaders ask for', async () => {
    const layout = await layoutRequests('nn');
    expect(layout.map((request) => request.operationName)).toEqual([
      'GetMenuAtLocation',
      'GetMenuAtLocation',
      'GetMenuAtLocation',
      'GetMenuAtLocation',
      'GetMenuAtLocation',
      'GetMenuAtLocation',
      'GetChannelConfiguration',
    ]);
    expect(layout.every((request) => request.variables.languageId === 2)).toBe(true);
    const catalogue = await catalogueRequests('nn');
    expect(catalogue.map((request) => request.operationName)).toEqual(['GetCategories']);
    expect(catalogue[0]?.variables.languageId).toBe(2);
    const [start] = await startRequests('nb');
    expect(start?.operationName).toBe('GetWidgetArea');
    expect(start?.variables).toMatchObject(FRONT_PAGE_AREA);
  });

  it('match the start, product, category and search pages of their language only', async () => {
    const matches = async (locale: Locale, path: string) =>
      (await routePlans(locale))
        .filter((route) => new RegExp(route.pattern).test(path))
        .map((route) => route.sources[0]);
    expect(await matches('nb', '/')).toEqual(['src/routes/start-page.tsx']);
    expect(await matches('nn', '/nn')).toEqual(['src/routes/start-page.tsx']);
    expect(await matches('nn', '/nn/')).toEqual(['src/routes/start-page.tsx']);
    expect(await matches('nb', '/nn')).toEqual([]);
    expect(await matches('nb', '/p/lys/arbeidslys-1')).toEqual(['src/routes/product-page.tsx']);
    expect(await matches('nn', '/nn/pp/vinsjpakke')).toEqual(['src/routes/product-page.tsx']);
    expect(await matches('nb', '/c/lys')).toEqual(['src/routes/list-page.tsx']);
    expect(await matches('nn', '/nn/c/lys/arbeidslys')).toEqual(['src/routes/list-page.tsx']);
    expect(await matches('nb', '/s/vinsj')).toEqual(['src/routes/list-page.tsx']);
    expect(await matches('nb', '/s/vinsj/x')).toEqual([]);
    expect(await matches('nb', '/nn/c/lys')).toEqual([]);
    expect(await matches('nb', '/b/tusk')).toEqual([]);
    expect(await matches('nb', '/p/')).toEqual([]);
  });

  it("give the product query's address with a place for the alias", async () => {
    const product = (await routePlans('nb')).find((route) => route.aliasRequests.length > 0);
    expect(product?.aliasRequests[0]).toContain(ENCODED_ALIAS);
  });

  // The bootstrap fills the places as app/shell/bootstrap.ts does.
  const fill = (template: string, id: number, alias: string) =>
    template
      .split('%22%7Bid%7D%22')
      .join(String(id))
      .split('%22%7BpageSize%7D%22')
      .join('24')
      .split('%7Balias%7D')
      .join(encodeURIComponent(JSON.stringify(alias).slice(1, -1)));

  it("give a category's and a search's first queries as the list loader asks them", async () => {
    for (const locale of ['nb', 'nn'] as const) {
      const [products, info] = await listRequests('category', locale);
      expect(fill(products?.url ?? '', 7, 'bøyler')).toBe(
        (
          await apolloSends(
            GetProductsDocument,
            { filter: { categoryId: 7, page: 1, pageSize: 24 }, withFacets: true },
            locale,
          )
        ).url,
      );
      expect(fill(info?.url ?? '', 7, 'bøyler')).toBe(
        (
          await apolloSends(
            GetListPageInfoDocument,
            { listType: 'CATEGORY', alias: 'bøyler' },
            locale,
          )
        ).url,
      );
      const [search, searchInfo] = await listRequests('search', locale);
      const text = 'tusk "dekk" æ';
      expect(fill(search?.url ?? '', 0, text)).toBe(
        (
          await apolloSends(
            GetProductsDocument,
            { filter: { searchText: text, page: 1, pageSize: 24 }, withFacets: true },
            locale,
          )
        ).url,
      );
      expect(fill(searchInfo?.url ?? '', 0, text)).toBe(
        (await apolloSends(GetListPageInfoDocument, { listType: 'SEARCH', alias: text }, locale))
          .url,
      );
    }
  });

  it('register the list queries the plans ask by hash', async () => {
    const hashes = (await listRegistrations('nb')).map((request) => request.hash);
    const asked = (await listRequests('category', 'nb')).map((request) => request.hash);
    expect(hashes).toEqual(asked);
  });
});
