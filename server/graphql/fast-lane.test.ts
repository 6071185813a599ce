import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_KEY } from '../app.js';
import { createTestDb } from '../test/fixture.js';
import type { Db } from '../db/types.js';
import { sandboxProviders, type ShopProviders } from '../payments/providers.js';
import { addToCart } from '../testing/cart-helpers.js';
import { orderInput } from '../testing/order-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { FastLane, type LaneAnswer, type LaneResult } from './fast-lane.js';

// The fast lane must answer exactly as yoga would, or leave the request to yoga.

let lane: TestApp;
let yoga: TestApp;
beforeAll(async () => {
  const db = await createTestDb();
  // The storefront's origin as another site would be: CORS answers only origins it names.
  const security = { allowedOrigins: ['https://www.atv-huset.no'] };
  lane = await startTestApp({ db, cacheResponses: false, security });
  yoga = await startTestApp({ db, cacheResponses: false, fastLane: false, security });
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
async function answered(run: () => Promise<unknown>): Promise<(LaneAnswer | LaneResult | null)[]> {
  const spy = vi.spyOn(FastLane.prototype, 'answer');
  try {
    await run();
    return await Promise.all(
      spy.mock.results.map((r) => r.value as Promise<LaneAnswer | LaneResult | null>),
    );
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

  it('leaves query errors and bad input to yoga', async () => {
    const lanes = await answered(async () => {
      const failing = await same(post({ query: '{ channel(channelId: 999) { name } }' }));
      expect(failing.body).toMatch(/Unknown channel/);
      const invalid = await same(post({ query: '{ products { nope } }' }));
      expect(invalid.status).toBe(400);
      expect((await same(post({ query: '{ products {' }))).status).toBe(400);
      await same({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '[' });
      // yoga refuses a mutation over GET (405): the lane does not run it.
      const search = `?query=${encodeURIComponent('mutation { resetCart(cartId: "x", idempotencyKey: "lane-get") { id } }')}`;
      expect((await same({ method: 'GET', search })).status).toBe(405);
    });
    expect(lanes.every((answer) => answer === null)).toBe(true);
    // CORS is closed to origins ALLOWED_ORIGINS does not name (http/security.ts), on both paths.
    const cors = await same(post({ query: '{ brands { brandId } }' }, { origin: 'https://x.no' }));
    expect(cors.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("takes a browser's request (Origin, Accept, API key) and a script's the same way, with the app's CORS headers", async () => {
    const browser = {
      origin: 'https://www.atv-huset.no',
      accept: 'application/graphql-response+json, application/json',
      'accept-encoding': 'gzip, deflate, br',
    };
    const cors = (h: Headers) =>
      [...h].filter(([name]) => name.startsWith('access-control-') || name === 'vary');
    const query = { query: '{ brands { brandId name } }' };
    const mutation = (key: string) => ({
      query: `mutation { addToCart(skuId: 1, quantity: 1, idempotencyKey: "${key}") { id } }`,
    });
    const lanes = await answered(async () => {
      const fromBrowser = await same(post(query, browser));
      expect(fromBrowser.headers.get('access-control-allow-origin')).toBe(browser.origin);
      const fromYoga = await send(yoga, post(query, browser));
      expect(cors(fromBrowser.headers)).toEqual(cors(fromYoga.headers));
      await same(post(query));
      const added = await send(lane, post(mutation('lane-browser'), browser));
      expect(added.body).toMatch(/"addToCart":\{"id"/);
      await send(lane, post(mutation('lane-script')));
    });
    // All four went through the lane, the browser's too.
    expect(lanes).toHaveLength(4);
    expect(lanes.every((answer) => answer !== null && 'body' in answer)).toBe(true);
  });

  it('runs mutations, and hands one that failed to yoga with its result: one run, its answer', async () => {
    const add = (key: string) =>
      post({
        query: `mutation Add($key: String!) {
          addToCart(skuId: -1, quantity: 1, idempotencyKey: $key) { id }
        }`,
        variables: { key },
      });
    const runs = { lane: 0, yoga: 0 };
    const count = (app: TestApp, which: keyof typeof runs) => {
      const transaction = app.db.transaction.bind(app.db);
      app.db.transaction = (fn) => {
        runs[which]++;
        return transaction(fn);
      };
    };
    const own = {
      lane: await startTestApp({ db: await createTestDb(), cacheResponses: false }),
      yoga: await startTestApp({
        db: await createTestDb(),
        cacheResponses: false,
        fastLane: false,
      }),
    };
    try {
      count(own.lane, 'lane');
      count(own.yoga, 'yoga');
      const lanes = await answered(async () => {
        const fromLane = await send(own.lane, add('lane-failing-1'));
        const fromYoga = await send(own.yoga, add('lane-failing-1'));
        expect(fromLane.status).toBe(fromYoga.status);
        expect(fromLane.body).toBe(fromYoga.body);
        expect(JSON.parse(fromLane.body)).toMatchObject({
          data: null,
          errors: [{ extensions: { code: 'UNKNOWN_SKU' }, locations: [{ line: 2 }] }],
        });
      });
      expect(lanes).toHaveLength(1);
      expect(lanes[0]).toHaveProperty('result');
      expect(runs).toEqual({ lane: 1, yoga: 1 });

      // A mutation that succeeds is answered by the lane itself, as getCart then reads it.
      const [sku] = await own.lane.db.query<{ id: number }>(
        `SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id
          WHERE p.published AND NOT p.is_package AND s.stock > 5 ORDER BY s.id LIMIT 1`,
      );
      const fields = 'id badgeQuantity items { skuId quantity product { name } sku { name } }';
      const [answer] = await answered(async () => {
        await send(
          own.lane,
          post({
            query: `mutation Add($sku: Int!) {
              addToCart(skuId: $sku, quantity: 2, idempotencyKey: "lane-ok-1") { ${fields} } }`,
            variables: { sku: sku?.id },
          }),
        );
      });
      if (!answer || !('body' in answer)) throw new Error('The lane left the mutation to yoga');
      const added = JSON.parse(answer.body.toString()) as {
        data: { addToCart: { id: string } };
      };
      const read = await send(
        own.lane,
        post({
          query: `query Get($id: ID!) { getCart(id: $id) { ${fields} } }`,
          variables: { id: added.data.addToCart.id },
        }),
      );
      expect(JSON.parse(read.body)).toEqual({ data: { getCart: added.data.addToCart } });
    } finally {
      await own.lane.close();
      await own.yoga.close();
    }
  });

  it('masks an unexpected error in a mutation as yoga does', async () => {
    // A payment provider that is down: placeOrder fails with an error the shopper must not see.
    const broken = (db: Db): ShopProviders => ({
      ...sandboxProviders(db),
      payments: {
        id: 'broken',
        createSession: () => Promise.reject(new Error('provider secret: connection refused')),
        verifyCallback: () => null,
        voidPayment: () => Promise.resolve(),
      },
    });
    const bodies: string[] = [];
    for (const fastLane of [true, false]) {
      const db = await createTestDb();
      const app = await startTestApp({
        db,
        cacheResponses: false,
        fastLane,
        providers: broken(db),
      });
      try {
        const [sku] = await db.query<{ id: number }>(
          `SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id
            WHERE p.published AND NOT p.is_package AND NOT p.is_heavy AND s.stock > 5
            ORDER BY s.id LIMIT 1`,
        );
        const { cart } = await addToCart(app, { skuId: sku?.id ?? 0, quantity: 1 });
        const input = { ...orderInput(cart?.id ?? ''), idempotencyKey: 'lane-masked-1' };
        const res = await send(
          app,
          post({
            query: 'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { token } }',
            variables: { input },
          }),
        );
        bodies.push(res.body);
      } finally {
        await app.close();
      }
    }
    expect(bodies[0]).toBe(bodies[1]);
    expect(bodies[0]).toContain('Unexpected error.');
    expect(bodies[0]).not.toContain('provider secret');
  });
});
