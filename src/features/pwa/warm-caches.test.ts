// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { requestsToWarm } from './warm-caches';

const origin = 'https://atv-huset.no';

describe('requestsToWarm', () => {
  it('re-requests GraphQL GETs with the API key and images, once each', () => {
    const products = `${origin}/graphql?operationName=GetProducts&variables=%7B%7D`;
    const image = `${origin}/images/product/560x560/a.jpg`;
    expect(
      requestsToWarm(
        [{ name: products }, { name: image }, { name: image }, { name: `${origin}/assets/x.js` }],
        origin,
      ),
    ).toEqual([[products, { headers: { 'X-Api-Key': 'atvhuset-storefront-public' } }], image]);
  });

  it('leaves mutations (POST /graphql) and other origins alone', () => {
    expect(
      requestsToWarm(
        [{ name: `${origin}/graphql` }, { name: 'https://cdn.example.com/images/a/1x1/b.jpg' }],
        origin,
      ),
    ).toEqual([]);
  });
});
