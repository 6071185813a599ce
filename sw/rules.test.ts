// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  graphqlCacheKey,
  isCacheableGraphqlBody,
  pickImageStandIn,
  runtimeCacheKind,
} from './rules';

const origin = 'https://atv-huset.no';

function graphqlGet(operationName: string, extra = ''): URL {
  const variables = encodeURIComponent('{"channelId":1,"languageId":1,"marketId":1}');
  return new URL(`${origin}/graphql?operationName=${operationName}&variables=${variables}${extra}`);
}

const kind = (url: URL, method = 'GET', hasAuthorization = false) =>
  runtimeCacheKind({ method, url, hasAuthorization });

describe('runtimeCacheKind', () => {
  it('caches the catalogue queries network first', () => {
    for (const name of [
      'GetProducts',
      'GetProduct',
      'GetFavouriteProducts',
      'GetRecommendations',
      'GetCategories',
      'GetListPageInfo',
    ]) {
      expect(kind(graphqlGet(name))).toBe('catalogue');
    }
  });

  it('keeps reviews and answered questions readable offline, never the review writes', () => {
    for (const name of ['GetProductReviews', 'GetProductQuestions', 'GetShopReviews'])
      expect(kind(graphqlGet(name))).toBe('catalogue');
    expect(kind(graphqlGet('WriteReview'), 'POST')).toBeNull();
    expect(kind(graphqlGet('GetProductReviews'), 'GET', true)).toBeNull();
  });

  it('caches menus, channel settings and widget areas as site content', () => {
    expect(kind(graphqlGet('GetMenuAtLocation'))).toBe('widgets');
    expect(kind(graphqlGet('GetChannelConfiguration'))).toBe('widgets');
    // Widget areas: network first (a published page shows on the next visit), same cache.
    expect(kind(graphqlGet('GetWidgetArea'))).toBe('content');
  });

  it('caches product images of every size', () => {
    expect(kind(new URL(`${origin}/images/product/160x160/ebc-fa165.jpg`))).toBe('images');
    expect(kind(new URL(`${origin}/images/category/1200x1200/lys.webp`))).toBe('images');
  });

  it('never caches the cart, checkout, orders, customers or auth', () => {
    for (const name of ['GetCart', 'GetOrder', 'GetCustomer', 'GetCheckout', 'GetAccount']) {
      expect(kind(graphqlGet(name))).toBeNull();
    }
    expect(kind(new URL(`${origin}/api/auth/login`))).toBeNull();
    expect(kind(new URL(`${origin}/api/vehicles/GetManufacturers`))).toBeNull();
    expect(kind(new URL(`${origin}/graphql`), 'POST')).toBeNull();
  });

  it('never caches an unknown operation or a request with its own credentials', () => {
    expect(kind(graphqlGet('GetSomethingNew'))).toBeNull();
    expect(kind(graphqlGet('GetProducts'), 'GET', true)).toBeNull();
    expect(kind(graphqlGet('GetProducts'), 'POST')).toBeNull();
  });

  it('does not take look-alike paths for images or the API', () => {
    expect(kind(new URL(`${origin}/images/product/a.jpg`))).toBeNull();
    expect(kind(new URL(`${origin}/graphqlx?operationName=GetProducts`))).toBeNull();
  });
});

describe('graphqlCacheKey', () => {
  it('gives the hash-only and the full-query form of a persisted query one key', () => {
    const extensions = `&extensions=${encodeURIComponent('{"persistedQuery":{"sha256Hash":"ab"}}')}`;
    const hashOnly = graphqlGet('GetProducts', extensions);
    const withQuery = graphqlGet(
      'GetProducts',
      `&query=${encodeURIComponent('query X{a}')}${extensions}`,
    );
    expect(graphqlCacheKey(withQuery)).toBe(graphqlCacheKey(hashOnly));
  });

  it('keeps different variables apart', () => {
    expect(graphqlCacheKey(graphqlGet('GetProducts', '&page=1'))).not.toBe(
      graphqlCacheKey(graphqlGet('GetProducts', '&page=2')),
    );
  });
});

describe('isCacheableGraphqlBody', () => {
  it('accepts data without errors only', () => {
    expect(isCacheableGraphqlBody({ data: { products: [] } })).toBe(true);
    expect(
      isCacheableGraphqlBody({ errors: [{ message: 'PersistedQueryNotFound' }], data: null }),
    ).toBe(false);
    expect(isCacheableGraphqlBody({ data: { a: 1 }, errors: [{ message: 'partial' }] })).toBe(
      false,
    );
    expect(isCacheableGraphqlBody(null)).toBe(false);
  });
});

describe('pickImageStandIn', () => {
  const url = (size: string, file = 'ebc-fa165.jpg', type = 'product') =>
    new URL(`${origin}/images/${type}/${size}/${file}`);

  it('takes the smallest cached size at least as wide as the one asked for', () => {
    const cached = [url('160x160'), url('1200x1200'), url('560x560')];
    expect(pickImageStandIn(url('400x400'), cached)?.href).toBe(url('560x560').href);
  });

  it('takes the widest cached size when all are smaller', () => {
    const cached = [url('160x160'), url('320x320')];
    expect(pickImageStandIn(url('1200x1200'), cached)?.href).toBe(url('320x320').href);
  });

  it('never stands in another image or another image type', () => {
    const cached = [url('560x560', 'other.jpg'), url('560x560', 'ebc-fa165.jpg', 'category')];
    expect(pickImageStandIn(url('560x560'), cached)).toBeNull();
  });
});
