import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locale';
import { HttpStatusError } from '@/lib/http-status-error';
import { fakeApiClient } from '@/test/fake-api';
import { categoryLoader, type CategoryLoaderData } from './category-loader';
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

function api(
  categories: ReturnType<typeof category>[],
  product: Record<string, unknown> | null = null,
) {
  return fakeApiClient({
    GetCategories: () => ({ categories }),
    GetProduct: () => ({ product }),
    GetListPageInfo: () => ({ listPageInfo: null }),
    GetProducts: () => ({
      products: { __typename: 'ProductList', products: [], count: 0, page: 1, pageSize: 24 },
    }),
  });
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('the loader should throw'),
    (error: unknown) => error,
  );
}

function statusOf(error: unknown): number | undefined {
  return error instanceof HttpStatusError ? error.status : undefined;
}

describe('route loaders', () => {
  beforeEach(() => {
    clients.set('nb', api(nbCategories));
    clients.set('nn', api(nnCategories));
  });

  it('answer an unknown product alias with 404', async () => {
    const error = await thrown(
      productLoader({
        locale: 'nb',
        params: { '*': 'bremser/finnes-ikke' },
        url: new URL('http://x/p/bremser/finnes-ikke'),
      }),
    );
    expect(statusOf(error)).toBe(404);
  });

  it('answer /product without an alias with 404', async () => {
    const error = await thrown(
      productLoader({ locale: 'nb', params: {}, url: new URL('http://x/product') }),
    );
    expect(statusOf(error)).toBe(404);
  });

  it('answer an unknown category with 404', async () => {
    const error = await thrown(
      categoryLoader({
        locale: 'nb',
        params: { '*': 'finnes-ikke' },
        url: new URL('http://x/c/finnes-ikke'),
      }),
    );
    expect(statusOf(error)).toBe(404);
  });

  it("move a category reached by the other language's alias to this language's address", async () => {
    const answer = await categoryLoader({
      locale: 'nn',
      params: { '*': 'atv-utv-deler/bremser' },
      url: new URL('http://x/nn/c/atv-utv-deler/bremser?page=2'),
    });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('Location')).toBe('/nn/c/atv-utv-deler/bremsar?page=2');
  });

  it('load a known category with its page from the query', async () => {
    const data = await categoryLoader({
      locale: 'nb',
      params: { '*': 'atv-utv-deler/bremser' },
      url: new URL('http://x/c/atv-utv-deler/bremser?page=3'),
    });
    expect(data).not.toBeInstanceOf(Response);
    expect((data as CategoryLoaderData).categoryId).toBe(2);
    expect((data as CategoryLoaderData).productsVariables).toEqual({
      filter: { categories: [2], page: 3, pageSize: 24 },
    });
  });

  it('turn API failures into route errors with a status, fallback 500', async () => {
    clients.set('nb', fakeApiClient({}));
    const error = await thrown(
      productLoader({ locale: 'nb', params: { '*': 'x' }, url: new URL('http://x/p/x') }),
    );
    expect(statusOf(error)).toBe(500);
  });
});
