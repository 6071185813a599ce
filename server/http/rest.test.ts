import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const auth = { authorization: basic('storefront', 'atvhuset') };

/** A raw request: fetch() would normalise "/../" away before sending. */
function rawGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(app.url);
    request({ host: url.hostname, port: url.port, path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('/images', () => {
  it('serves product images as cacheable SVG', async () => {
    const res = await app.gql<{
      products: {
        products: { images: { fileName: string; type: string; sizes: { folder: string }[] }[] }[];
      };
    }>(
      '{ products(filter: { pageSize: 1 }) { products { images { fileName type sizes { folder } } } } }',
    );
    const image = res.data?.products.products[0]?.images[0];
    const folder = image?.sizes[0]?.folder ?? '';
    const path = `/images/${image?.type ?? ''}/${folder}/${image?.fileName ?? ''}`;
    const ok = await fetch(`${app.url}${path}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(ok.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = ok.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect(await ok.text()).toMatch(/<svg/);
    const again = await fetch(`${app.url}${path}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('rejects traversal and unknown images', async () => {
    expect(await rawGet('/images/product/../../package.json')).toBe(400);
    expect(await rawGet('/images/product/x/..%2F..%2Fpackage.json')).toBe(400);
    expect((await fetch(`${app.url}/images/product/x/finnes-ikke.svg`)).status).toBe(404);
  });
});

describe('/api/vehicles', () => {
  it('needs basic authorization', async () => {
    const none = await fetch(`${app.url}/api/vehicles/GetManufacturers`);
    expect(none.status).toBe(401);
    const wrong = await fetch(`${app.url}/api/vehicles/GetManufacturers`, {
      headers: { authorization: basic('storefront', 'feil') },
    });
    expect(wrong.status).toBe(401);
  });

  it('lists manufacturers, years and models', async () => {
    const get = async (path: string) => {
      const res = await fetch(`${app.url}/api/vehicles/${path}`, { headers: auth });
      expect(res.status).toBe(200);
      return res.json() as Promise<unknown>;
    };
    const makers = (await get('GetManufacturers')) as string[];
    expect(makers).toContain('Polaris');
    const years = (await get('GetYears?manufacturer=Polaris')) as number[];
    expect(years.length).toBeGreaterThan(3);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const models = (await get(`GetModels?manufacturer=polaris&year=${years[0]}`)) as {
      name: string;
    }[];
    expect(models.length).toBeGreaterThan(0);
    expect(typeof models[0]?.name).toBe('string');
    const missing = await fetch(`${app.url}/api/vehicles/GetModels?manufacturer=Polaris`, {
      headers: auth,
    });
    expect(missing.status).toBe(400);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await fetch(`${app.url}/api/finnes-ikke`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });
});
