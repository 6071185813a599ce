import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { RUNTIME_CACHES } from '@/config/pwa';
import { GetProductsDocument } from '@/graphql/generated/operations';
import { typePolicies } from '@/graphql/type-policies';
import { productsInCachedAnswers, type AnswerStorage } from './cached-answers';
import { offlineSearchIndex, offlineSearchResult } from './offline-search';
import { productsInCache } from './offline-products';
import { card } from './test-products';

const withTypes = <T extends object>(value: T, typename: string) => ({
  __typename: typename,
  ...value,
});

/** A card as the server answers it, with the __typename fields Apollo adds to the query. */
function answerCard(productId: number, name: string) {
  const { brand, unitPrice, images, stock, ...rest } = card(productId, name);
  return withTypes(
    {
      ...rest,
      brand: withTypes(brand, 'Brand'),
      unitPrice: withTypes(unitPrice, 'Price'),
      images,
      stock: withTypes(stock, 'Stock'),
    },
    'Product',
  );
}

function listAnswer(products: ReturnType<typeof answerCard>[]) {
  return {
    products: withTypes(
      { products, count: products.length, page: 1, pageSize: 24, facets: null },
      'ProductList',
    ),
  };
}

const listVariables = { filter: { categoryId: 7 }, withFacets: false, languageId: 1 };

function cacheWith(products: ReturnType<typeof answerCard>[]) {
  const cache = new InMemoryCache({ typePolicies });
  cache.writeQuery({
    query: GetProductsDocument,
    variables: listVariables,
    data: listAnswer(products) as never,
  });
  return cache;
}

describe('products in the Apollo cache', () => {
  it('takes every product with a whole card, and leaves out one known only in part', () => {
    const cache = cacheWith([answerCard(1, 'LED arbeidslys'), answerCard(2, 'Vinsjpakke')]);
    cache.writeFragment({
      id: cache.identify({ __typename: 'Product', productId: 3 }),
      fragment: gql`
        fragment Partial on Product {
          productId
          name
        }
      `,
      data: { __typename: 'Product', productId: 3, name: 'Hjelm' },
    });
    const found = productsInCache(cache);
    expect(found.map((p) => p.card.name).sort()).toEqual(['LED arbeidslys', 'Vinsjpakke']);
    expect(found[0]?.category).toBeNull();
  });

  it('knows the category and brand pages a product page brought', () => {
    const cache = cacheWith([answerCard(1, 'LED arbeidslys')]);
    cache.writeFragment({
      id: cache.identify({ __typename: 'Product', productId: 1 }),
      fragment: gql`
        fragment Page on Product {
          productId
          brand {
            brandId
            canonicalUrl
          }
          primaryCategory {
            categoryId
            name
            canonicalUrl
          }
        }
      `,
      data: {
        __typename: 'Product',
        productId: 1,
        brand: { __typename: 'Brand', brandId: 6, canonicalUrl: '/b/kimpex' },
        primaryCategory: {
          __typename: 'Category',
          categoryId: 40,
          name: 'Lys',
          canonicalUrl: '/c/lys',
        },
      },
    });
    const [found] = productsInCache(cache);
    expect(found?.category).toEqual({ id: 40, name: 'Lys', url: '/c/lys' });
    expect(found?.brandUrl).toBe('/b/kimpex');
  });
});

/** CacheStorage holding these GraphQL GET answers in the worker's catalogue cache. */
function storageWith(answers: { url: string; body: unknown }[]): AnswerStorage {
  const requests = answers.map(({ url }) => new Request(url));
  return {
    has: (name) => Promise.resolve(name === RUNTIME_CACHES.catalogue),
    open: () =>
      Promise.resolve({
        keys: () => Promise.resolve(requests),
        match: (request: RequestInfo | URL) => {
          const url = typeof request === 'string' ? request : (request as Request).url;
          const found = answers.find((answer) => answer.url === url);
          return Promise.resolve(found ? new Response(JSON.stringify(found.body)) : undefined);
        },
      } as unknown as Cache),
  };
}

const getUrl = (operationName: string, variables: unknown) =>
  `https://shop.test/graphql?operationName=${operationName}&variables=${encodeURIComponent(JSON.stringify(variables))}`;

describe("products in the worker's cached answers", () => {
  it("reads the lists' cards of the language asked for, and skips what does not fit", async () => {
    const storage = storageWith([
      {
        url: getUrl('GetProducts', listVariables),
        body: { data: listAnswer([answerCard(1, 'Vinsjpakke')]) },
      },
      {
        url: getUrl('GetProducts', { ...listVariables, languageId: 2 }),
        body: { data: listAnswer([answerCard(2, 'Vinsjpakke nn')]) },
      },
      { url: getUrl('GetProducts', { ...listVariables, page: 2 }), body: { data: { wrong: 1 } } },
      { url: getUrl('GetCategories', { languageId: 1 }), body: { data: { categories: [] } } },
    ]);
    const found = await productsInCachedAnswers(1, storage);
    expect(found.map((p) => p.card.name)).toEqual(['Vinsjpakke']);
    expect(await productsInCachedAnswers(1, undefined)).toEqual([]);
  });
});

describe('offline search result', () => {
  it("answers as the panel's SearchPreview does, from the client's cache", async () => {
    const cache = cacheWith([answerCard(1, 'LED arbeidslys'), answerCard(2, 'Vinsjpakke')]);
    const client = new ApolloClient({ cache });
    const index = await offlineSearchIndex(client, 1);
    const result = offlineSearchResult(index, 'lys', 10);
    expect(result.count).toBe(1);
    expect(result.products[0]).toMatchObject({ id: 1, name: 'LED arbeidslys', url: '/p/1' });
    expect(offlineSearchResult(index, 'hjelm', 10).count).toBe(0);
  });
});
