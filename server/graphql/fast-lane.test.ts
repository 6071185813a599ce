import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_KEY } from '../app.js';
import { createTestDb } from '../test/fixture.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { FastLane, type LaneAnswer } from './fast-lane.js';

// The fast lane must answer exactly as yoga would, or leave the request to yoga.

let lane: TestApp;
let yoga: TestApp;
beforeAll(async () => {
  const db = await createTestDb();
  lane = await startTestApp({ db, cacheResponses: false });
  yoga = await startTestApp({ db, cacheResponses: false, fastLane: false });
});
afterAll(async () => {
  await lane.close();
  await yoga.close().catch(() => undefined); // the database is closed already
});

interface Sent {
  status: number;
  type: string | null;
  body: string;
  headers: Headers;
}

async function send(app: TestApp, init: RequestInit & { search?: string }): Promise<Sent> {
  const res = await fetch(`${app.url}/graphql${init.search ?? ''}`, {
    ...init,
    headers: { 'x-api-key': DEFAULT_API_KEY, ...(init.headers as Record<string, string>) },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: await res.text(),
    headers: res.headers,
  };
}

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** What the lane itself answered (null: it left the request to yoga). */
async function answered(run: () => Promise<unknown>): Promise<(LaneAnswer | null)[]> {
  const spy = vi.spyOn(FastLane.prototype, 'answer');
  try {
    await run();
    return await Promise.all(spy.mock.results.map((r) => r.value as Promise<LaneAnswer | null>));
  } finally {
    spy.mockRestore();
  }
}

async function same(init: RequestInit & { search?: string }): Promise<Sent> {
  const fromYoga = await send(yoga, init);
  const fromLane = await send(lane, init);
  expect(fromLane.status).toBe(fromYoga.status);
  expect(fromLane.type).toBe(fromYoga.type);
  expect(fromLane.body).toBe(fromYoga.body);
  return fromLane;
}

const SEARCH = `query LaneSearch($filter: FilterInputType, $languageId: Int) {
  search(filter: $filter, languageId: $languageId) {
    products { count page products { ...Card } }
    categories { categoryId name canonicalUrl count }
    brands { brandId name count }
  }
}
fragment Card on Product {
  productId name canonicalUrl brand { brandId name }
  unitPrice { isDiscounted sellingPriceIncVat sellingPriceIncVatFormatted discountPercentage }
  images { fileName type alt ratio sizes { folder descriptor width } }
  discountCampaigns { id name canonicalUrl }
}`;

const LIST = `query LaneList($filter: FilterInputType) {
  products(filter: $filter) {
    count page pageSize
    products { productId name stock { inStock totalStock incoming } skus { skuId name } }
    facets {
      categories { id parentId label count selected } brands { id label count selected }
      price { min max selectedMin selectedMax }
      parameters { name values { value count selected } }
    }
  }
}`;

describe('fast lane', () => {
  it('answers catalogue queries byte for byte as yoga does, over POST and GET', async () => {
    const queries = [
      { query: SEARCH, variables: { filter: { searchText: 'bremsekloss' }, languageId: 1 } },
      { query: SEARCH, variables: { filter: { searchText: 'vinsj', pageSize: 5 }, languageId: 2 } },
      { query: LIST, variables: { filter: { sort: 'PRICE_ASC', page: 2 } } },
      { query: '{ categories { categoryId name canonicalUrl productCount } }', variables: {} },
    ];
    const lanes = await answered(async () => {
      for (const q of queries) {
        await same(post(q));
        const search = `?query=${encodeURIComponent(q.query)}&variables=${encodeURIComponent(JSON.stringify(q.variables))}`;
        await same({ method: 'GET', search });
      }
    });
    expect(lanes.filter(Boolean)).toHaveLength(queries.length * 2);
    // The media type follows Accept as yoga's does.
    const typed = await same(
      post(queries[3], { accept: 'application/graphql-response+json, application/json;q=0.9' }),
    );
    expect(typed.type).toMatch(/^application\/graphql-response\+json/);
  });

  it('shares persisted queries with yoga: a hash stored by one is found by the other', async () => {
    const query = '{ brands { brandId name } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const search = `?extensions=${encodeURIComponent(JSON.stringify(extensions))}`;
    // Unknown hash: yoga answers PersistedQueryNotFound (status 200 for Apollo's retry).
    const missing = await same({ method: 'GET', search });
    expect(missing.body).toContain('PERSISTED_QUERY_NOT_FOUND');
    await same(post({ query, extensions }));
    const lanes = await answered(() => same({ method: 'GET', search }));
    expect(lanes[0]).not.toBeNull();
    // A hash that is not the query's is yoga's to refuse.
    const wrong = { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } };
    expect((await same(post({ query, extensions: wrong }))).body).toContain('MISMATCH');
  });

  it('leaves errors, mutations, bad input and cross-origin requests to yoga', async () => {
    const lanes = await answered(async () => {
      const failing = await same(post({ query: '{ channel(channelId: 999) { name } }' }));
      expect(failing.body).toMatch(/Unknown channel/);
      const invalid = await same(post({ query: '{ products { nope } }' }));
      expect(invalid.status).toBe(400);
      expect((await same(post({ query: '{ products {' }))).status).toBe(400);
      await same(
        post({
          query:
            'mutation { addToCart(skuId: -1, quantity: 1, idempotencyKey: "lane-test") { __typename } }',
        }),
      );
      await same({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '[' });
      const cors = await same(
        post({ query: '{ brands { brandId } }' }, { origin: 'https://x.no' }),
      );
      expect(cors.headers.get('access-control-allow-origin')).toBe('https://x.no');
    });
    expect(lanes.every((answer) => answer === null)).toBe(true);
  });
});
