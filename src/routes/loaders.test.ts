import {
  ApolloLink,
  Observable,
  type ApolloClient,
  type NormalizedCacheObject,
} from '@apollo/client';
import { GetProductsDocument } from '@/graphql/generated/operations';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { card } from '@/features/search/offline/test-products';
import type { Locale } from '@/i18n/locale';
import { HttpStatusError } from '@/lib/http-status-error';
import { setSearchVehicleReader } from '@/lib/list-query/search-vehicle';
import { fakeApiClient } from '@/test/fake-api';
import { listAliasLoader } from './list-alias-loader';
import { listLoader, type ListLoaderData } from './list-loader';
import { productLoader } from './product-loader';

const clients = new Map<Locale, ApolloClient<NormalizedCacheObject>>();

vi.mock('@/graphql/apollo-clients', () => ({
  apolloReady: () => Promise.resolve(),
  getApolloClient: (locale: Locale) => clients.get(locale),
}));

const category = (id: number, alias: string, parent: number | null = null) => ({
  __typename: 'Category',
  categoryId: id,
  parentCategoryId: parent,
  name: alias,
  alias,
  canonicalUrl: parent ? `c/atv-utv-deler/${alias}` : `c/${alias}`,
  order: id,
  productCount: 3,
  image: null,
});

const nbCategories = [category(1, 'atv-utv-deler'), category(2, 'bremser', 1)];
const nnCategories = [category(1, 'atv-utv-delar'), category(2, 'bremsar', 1)];

const facets = {
  __typename: 'ProductFacets',
  categories: [],
  brands: [],
  discount: [],
  skus: [],
  price: { __typename: 'PriceFacet', min: 0, max: 0, selectedMin: null, selectedMax: null },
  parameters: [],
};

const info = (listType: string, id: number | null, alias: string) => ({
  __typename: 'ListPageInfo',
  listType,
  id,
  name: alias,
  alias,
  canonicalUrl: `${listType === 'BRAND' ? 'b' : 'l'}/${alias}`,
  description: null,
  meta: { __typename: 'Meta', title: alias, description: alias },
});

interface Variables {
  filter?: { page?: number };
  listType?: string;
  alias?: string;
}

/** A campaign whose alias differs between the languages, as the API answers for each. */
const campaign = (alias: string) => ({
  ...info('DISCOUNT_CAMPAIGN', 3, alias),
  canonicalUrl: `dc/${alias}`,
});

function api(categories: ReturnType<typeof category>[], campaignAlias = 'vintersalg') {
  return fakeApiClient({
    GetCategories: () => ({ categories }),
    GetProduct: () => ({ product: null }),
    GetChannelConfiguration: () => ({
      channel: {
        __typename: 'Channel',
        channelId: 1,
        configuration: {
          __typename: 'ChannelConfiguration',
          searchRouteSegment: 'sok',
          suggestedSearches: [],
          defaultSort: 'POPULARITY',
          pageSize: 24,
          searchTextMaxLength: 100,
        },
      },
    }),
    GetListPageInfo: (variables: Variables) => {
      const { listType = '', alias = '' } = variables;
      if (listType === 'BRAND' && alias === 'warn')
        return { listPageInfo: info(listType, 16, alias) };
      // The API finds a campaign by either language's alias.
      if (listType === 'DISCOUNT_CAMPAIGN' && ['vintersalg', 'vintersal'].includes(alias))
        return { listPageInfo: campaign(campaignAlias) };
      if (['CATEGORY', 'SEARCH', 'ALL'].includes(listType)) {
        return { listPageInfo: info(listType, null, alias) };
      }
      return { listPageInfo: null };
    },
    // Like the API: a page beyond the last (2) is clamped to it.
    GetProducts: (variables: Variables) => ({
      products: {
        __typename: 'ProductList',
        products: [],
        count: 30,
        page: Math.min(variables.filter?.page ?? 1, 2),
        pageSize: 24,
        facets,
      },
    }),
  });
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('the loader should throw'),
    (error: unknown) => error,
  );
}

const statusOf = (error: unknown) => (error instanceof HttpStatusError ? error.status : undefined);
const args = (path: string, params: Record<string, string>, locale: Locale = 'nb') => ({
  locale,
  params,
  url: new URL(`http://x${path}`),
});
const locationOf = (answer: unknown) =>
  answer instanceof Response ? answer.headers.get('Location') : null;

describe('product loader', () => {
  beforeEach(() => clients.set('nb', api(nbCategories)));

  it('answers an unknown product alias, or none, with 404', async () => {
    const error = await thrown(productLoader(args('/p/bremser/x', { '*': 'bremser/x' })));
    expect(statusOf(error)).toBe(404);
    expect(statusOf(await thrown(productLoader(args('/product', {}))))).toBe(404);
  });

  it('turns API failures into route errors with a status, fallback 500', async () => {
    clients.set('nb', fakeApiClient({}));
    expect(statusOf(await thrown(productLoader(args('/p/x', { '*': 'x' }))))).toBe(500);
  });
});

describe('list loader', () => {
  beforeEach(() => {
    clients.set('nb', api(nbCategories));
    clients.set('nn', api(nnCategories, 'vintersal'));
  });

  it("narrows a brand page by the route's brandId, leaving the brand facet free", async () => {
    const data = (await listLoader('BRAND')(
      args('/b/warn?price=100~2000', { '*': 'warn' }),
    )) as ListLoaderData;
    expect(data.productsVariables.filter).toMatchObject({ brandId: 16, price: { min: 100 } });
    expect(data.productsVariables.filter).not.toHaveProperty('brands');
  });

  it("sends a campaign alias of the other language to this language's alias", async () => {
    const switched = await listLoader('DISCOUNT_CAMPAIGN')(
      args('/nn/dc/vintersalg?page=2', { '*': 'vintersalg' }, 'nn'),
    );
    expect(locationOf(switched)).toBe('/nn/dc/vintersal?page=2');
    const back = await listLoader('DISCOUNT_CAMPAIGN')(args('/dc/vintersal', { '*': 'vintersal' }));
    expect(locationOf(back)).toBe('/dc/vintersalg');
    const data = (await listLoader('DISCOUNT_CAMPAIGN')(
      args('/nn/dc/vintersal', { '*': 'vintersal' }, 'nn'),
    )) as ListLoaderData;
    expect(data.productsVariables.filter).toMatchObject({ discountCampaignId: 3 });
  });

  it('answers an unknown category, brand or generic list with 404', async () => {
    const cases = [
      listLoader('CATEGORY')(args('/c/finnes-ikke', { '*': 'finnes-ikke' })),
      listLoader('BRAND')(args('/b/finnes-ikke', { '*': 'finnes-ikke' })),
      listLoader('LIST')(args('/l/finnes-ikke', { '*': 'finnes-ikke' })),
    ];
    for (const loading of cases) expect(statusOf(await thrown(loading))).toBe(404);
  });

  it("moves a category reached by the other language's alias to this language's address", async () => {
    const answer = await listLoader('CATEGORY')(
      args('/nn/c/atv-utv-deler/bremser?page=2', { '*': 'atv-utv-deler/bremser' }, 'nn'),
    );
    expect(locationOf(answer)).toBe('/nn/c/atv-utv-deler/bremsar?page=2');
  });

  it('reads the whole list state from the URL into the API filter', async () => {
    const data = (await listLoader('CATEGORY')(
      args('/c/atv-utv-deler/bremser?brands=Warn~16&price=100~2000&sort=PRICE_ASC&page=2', {
        '*': 'atv-utv-deler/bremser',
      }),
    )) as ListLoaderData;
    expect(data.categoryId).toBe(2);
    expect(data.productsVariables).toEqual({
      filter: {
        categoryId: 2,
        brands: [16],
        price: { min: 100, max: 2000 },
        sort: 'PRICE_ASC',
        page: 2,
        pageSize: 24,
      },
      withFacets: true,
    });
    expect(data.defaultSort).toBe('POPULARITY');
  });

  it('corrects a page beyond the last one in the address, filters kept', async () => {
    const answer = await listLoader('BRAND')(args('/b/warn?price=~500&page=9', { '*': 'warn' }));
    expect(locationOf(answer)).toBe('/b/warn?price=~500&page=2');
  });

  it('searches by the market segment from the configuration, with RELEVANCE by default', async () => {
    const data = (await listLoader('MARKET_SEARCH')(
      args('/sok/vinsj', { searchSegment: 'sok', searchString: 'vinsj' }),
    )) as ListLoaderData;
    expect(data.productsVariables.filter).toMatchObject({ searchText: 'vinsj' });
    expect(data.defaultSort).toBe('RELEVANCE');
    const other = listLoader('MARKET_SEARCH')(
      args('/finnes/ikke', { searchSegment: 'finnes', searchString: 'ikke' }),
    );
    expect(statusOf(await thrown(other))).toBe(404);
  });

  it('asks a search, and only a search, to rank the parts that fit the current vehicle first', async () => {
    const vehicle = { manufacturer: 'Polaris', year: 2022, model: 'Sportsman 570' };
    setSearchVehicleReader(() => vehicle);
    try {
      const search = (await listLoader('SEARCH')(
        args('/s/vinsj', { search: 'vinsj' }),
      )) as ListLoaderData;
      expect(search.productsVariables.filter).toMatchObject({
        searchText: 'vinsj',
        rankVehicle: vehicle,
      });
      const all = (await listLoader('ALL')(args('/produkter', {}))) as ListLoaderData;
      expect(all.productsVariables.filter).not.toHaveProperty('rankVehicle');
    } finally {
      setSearchVehicleReader(() => null);
    }
    const plain = (await listLoader('SEARCH')(
      args('/s/vinsj', { search: 'vinsj' }),
    )) as ListLoaderData;
    expect(plain.productsVariables.filter).not.toHaveProperty('rankVehicle');
  });

  it('makes no search for empty text', async () => {
    const answer = await listLoader('SEARCH')(args('/s/%20', { search: ' ' }));
    expect(locationOf(answer)).toBe('/produkter');
  });
});

describe('search page without a network', () => {
  /** A product card as the API answers it (with the __typenames Apollo normalises by). */
  const answerCard = (id: number, name: string) => {
    const { brand, unitPrice, stock, ...rest } = card(id, name);
    return {
      __typename: 'Product',
      ...rest,
      brand: { __typename: 'Brand', ...brand },
      unitPrice: { __typename: 'Price', ...unitPrice },
      stock: { __typename: 'Stock', ...stock },
    };
  };
  const seen = [answerCard(1, 'Vinsjpakke Warn'), answerCard(2, 'Bremseklosser foran')];

  beforeEach(() => {
    const client = api(nbCategories);
    // The shopper saw a list with these two products earlier.
    client.cache.writeQuery({
      query: GetProductsDocument,
      variables: { filter: { categoryId: 1 } },
      data: {
        products: {
          __typename: 'ProductList',
          products: seen,
          count: 2,
          page: 1,
          pageSize: 24,
          facets: null,
        },
      } as never,
    });
    clients.set('nb', client);
  });
  afterEach(() => vi.restoreAllMocks());

  it('finds among the products the device holds, and asks the API nothing for them', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const data = (await listLoader('SEARCH')(
      args('/s/pakke', { search: 'pakke' }),
    )) as ListLoaderData;
    expect(data.offline?.products.map((p) => p.name)).toEqual(['Vinsjpakke Warn']);
    expect(data.offline).toMatchObject({ count: 1, page: 1, pageCount: 1, facets: null });
  });

  it('does the same when the browser thinks it is online but the API cannot be reached', async () => {
    const client = clients.get('nb');
    if (!client) throw new Error('no client');
    client.setLink(
      new ApolloLink(
        () => new Observable((observer) => observer.error(new TypeError('Failed to fetch'))),
      ),
    );
    const data = (await listLoader('SEARCH')(
      args('/s/bremsekloss', { search: 'bremsekloss' }),
    )) as ListLoaderData;
    expect(data.offline?.products.map((p) => p.name)).toEqual(['Bremseklosser foran']);
    // Other lists still fail as before: the offline answer is only a search's.
    expect(statusOf(await thrown(listLoader('ALL')(args('/produkter', {}))))).toBe(500);
  });
});

describe('/list/{value?}', () => {
  beforeEach(() => clients.set('nb', api(nbCategories)));

  it('sends a brand, a category or a text to its own list, query kept', async () => {
    expect(locationOf(await listAliasLoader(args('/list/warn?page=2', { value: 'warn' })))).toBe(
      '/b/warn?page=2',
    );
    expect(locationOf(await listAliasLoader(args('/list/bremser', { value: 'bremser' })))).toBe(
      '/c/atv-utv-deler/bremser',
    );
    expect(locationOf(await listAliasLoader(args('/list/led lys', { value: 'led lys' })))).toBe(
      '/s/led%20lys',
    );
    expect(locationOf(await listAliasLoader(args('/list', {})))).toBe('/produkter');
  });
});
