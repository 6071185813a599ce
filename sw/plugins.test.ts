import { describe, expect, it } from 'vitest';
import { cleanGraphqlAnswersPlugin, imageStandInPlugin, type CacheOpener } from './plugins';

const origin = 'https://atv-huset.no';
const image = (size: string, file = 'ebc-fa165.jpg') => `${origin}/images/product/${size}/${file}`;

/** An in-memory stand-in for CacheStorage holding the given image URLs. */
function cacheWith(urls: string[]): CacheOpener {
  const responses = new Map(urls.map((url) => [url, new Response(`bytes of ${url}`)]));
  return {
    open: () =>
      Promise.resolve({
        keys: () => Promise.resolve([...responses.keys()].map((url) => new Request(url))),
        match: (key: RequestInfo | URL) =>
          Promise.resolve(responses.get(key instanceof Request ? key.url : key.toString())),
      } as Pick<Cache, 'keys' | 'match'>),
  };
}

async function standInFor(url: string, cached: string[]): Promise<string | undefined> {
  const plugin = imageStandInPlugin('images', cacheWith(cached));
  const response = await plugin.handlerDidError?.({
    request: new Request(url),
    event: new Event('fetch') as ExtendableEvent,
    error: new TypeError('Failed to fetch'),
    state: {},
  });
  return response ? await response.text() : undefined;
}

describe('imageStandInPlugin', () => {
  it('answers a missing size with a cached size of the same image', async () => {
    const text = await standInFor(image('1200x1200'), [image('160x160'), image('560x560')]);
    expect(text).toBe(`bytes of ${image('560x560')}`);
  });

  it('gives up (the request fails) when no size of that image is cached', async () => {
    expect(await standInFor(image('560x560'), [image('560x560', 'other.jpg')])).toBeUndefined();
  });
});

describe('cleanGraphqlAnswersPlugin', () => {
  const check = (response: Response) =>
    cleanGraphqlAnswersPlugin.cacheWillUpdate?.({
      request: new Request(`${origin}/graphql`),
      response,
      event: new Event('fetch') as ExtendableEvent,
      state: {},
    });

  it('caches answers with data and no errors', async () => {
    const response = Response.json({ data: { products: { items: [] } } });
    expect(await check(response)).toBe(response);
  });

  it('refuses answers the server marks no-store, however clean', async () => {
    const personal = Response.json(
      { data: { getCart: { id: 'cart' } } },
      { headers: { 'cache-control': 'no-store' } },
    );
    expect(await check(personal)).toBeNull();
    const kept = Response.json(
      { data: { brands: [] } },
      { headers: { 'cache-control': 'public, max-age=30' } },
    );
    expect(await check(kept)).toBe(kept);
  });

  it('refuses error answers, also those sent with status 200', async () => {
    expect(
      await check(Response.json({ errors: [{ message: 'PersistedQueryNotFound' }] })),
    ).toBeNull();
    expect(await check(new Response('not json'))).toBeNull();
    expect(await check(Response.json({ data: {} }, { status: 500 }))).toBeNull();
  });
});
