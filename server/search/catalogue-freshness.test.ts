import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, DEFAULT_API_KEY } from '../app.js';
import type { Db, Queryable } from '../db/types.js';
import { createTestDb } from '../test/fixture.js';
import { CatalogueFreshness } from './catalogue-freshness.js';

/** A database whose catalogue version the test sets. */
function versionDb(): Queryable & { version: number } {
  const db = {
    version: 1,
    query<Row>(): Promise<Row[]> {
      return Promise.resolve([{ version: db.version }] as Row[]);
    },
    exec: () => Promise.resolve(),
  };
  return db;
}

describe('CatalogueFreshness', () => {
  it('runs onChange once per moved version, and again after a failed one', async () => {
    const db = versionDb();
    let changes = 0;
    let failNext = false;
    const freshness = new CatalogueFreshness(db, () => {
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('reload failed'));
      }
      changes++;
      return Promise.resolve();
    });
    expect(await freshness.check()).toBe(false); // the first read only notes the version
    expect(await freshness.check()).toBe(false);
    db.version = 2;
    expect(await freshness.check()).toBe(true);
    expect(await freshness.check()).toBe(false);
    db.version = 3;
    failNext = true;
    await expect(freshness.check()).rejects.toThrow('reload failed');
    expect(await freshness.check()).toBe(true); // not noted as seen: tried again
    expect(changes).toBe(2);
  });

  it('checks at most once per interval when touched by requests', async () => {
    const db = versionDb();
    let reads = 0;
    const counting: Queryable = {
      query: <Row>(sql: string) => {
        reads++;
        return db.query<Row>(sql);
      },
      exec: () => Promise.resolve(),
    };
    const freshness = new CatalogueFreshness(counting, () => Promise.resolve(), 1000);
    freshness.touch(10_000);
    await freshness.check(); // shares the touch's read
    freshness.touch(10_500);
    freshness.touch(10_900);
    expect(reads).toBe(1);
    freshness.touch(11_100);
    await freshness.check();
    expect(reads).toBe(2);
    await freshness.check(); // an explicit check reads now
    expect(reads).toBe(3);
  });
});

// Two API instances on one database, each with its own caches: a change made in the database
// (by a third party: the other instance, an import) is served by both within 5 s.
describe('two instances on one database', () => {
  let db: Db;
  const servers: ReturnType<typeof createServer>[] = [];
  const urls: string[] = [];
  beforeAll(async () => {
    db = await createTestDb();
    for (let i = 0; i < 2; i++) {
      const server = createServer(createApp({ db, distDir: null, logger: createLogger('error') }));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await db.close();
  });

  const PRICES = `query Prices($alias: String!, $ids: [Int!]) {
    product(alias: $alias) { unitPrice { sellingPriceIncVat } }
    products(filter: { productIds: $ids }) { products { productId unitPrice { sellingPriceIncVat } } }
  }`;
  const pricesAt = async (url: string, alias: string, id: number): Promise<number[]> => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEFAULT_API_KEY },
      body: JSON.stringify({ query: PRICES, variables: { alias, ids: [id] } }),
    });
    const { data } = (await response.json()) as {
      data: {
        product: { unitPrice: { sellingPriceIncVat: number } };
        products: { products: { unitPrice: { sellingPriceIncVat: number } }[] };
      };
    };
    return [
      data.product.unitPrice.sellingPriceIncVat,
      ...data.products.products.map((p) => p.unitPrice.sellingPriceIncVat),
    ];
  };

  it('serves a changed price and a new campaign from both within 5 s', async () => {
    const [product] = await db.query<{ id: number; alias: string; price: number }>(
      `SELECT p.id, t.alias, p.price_inc_vat_ore AS price
         FROM products p JOIN product_translations t ON t.product_id = p.id AND t.language_id = 1
        WHERE p.published AND NOT p.is_package
          AND NOT EXISTS (SELECT 1 FROM discount_campaign_products d WHERE d.product_id = p.id)
        ORDER BY p.id LIMIT 1`,
    );
    if (!product) throw new Error('no product outside campaigns');
    const both = () => Promise.all(urls.map((url) => pricesAt(url, product.alias, product.id)));
    // Both answer (and keep) the old price first.
    expect((await both()).flat()).toEqual([0, 1, 2, 3].map(() => product.price / 100));

    await db.query(
      'UPDATE products SET price_inc_vat_ore = price_inc_vat_ore + 10000 WHERE id = $1',
      [product.id],
    );
    const raised = (product.price + 10000) / 100;
    await expect
      .poll(async () => (await both()).flat(), { timeout: 5000, interval: 100 })
      .toEqual([raised, raised, raised, raised]);

    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO discount_campaigns (id, kind, percentage, starts_at, ends_at)
         VALUES (987654, 'percentage', 50, now() - interval '1 minute', now() + interval '1 day')`,
      );
      await tx.query(
        `INSERT INTO discount_campaign_translations (campaign_id, language_id, name, alias)
         SELECT 987654, id, 'Halv pris', 'halv-pris-test' FROM languages`,
      );
      await tx.query(
        'INSERT INTO discount_campaign_products (campaign_id, product_id) VALUES (987654, $1)',
        [product.id],
      );
    });
    const half = Math.round((product.price + 10000) / 2) / 100;
    await expect
      .poll(async () => (await both()).flat(), { timeout: 5000, interval: 100 })
      .toEqual([half, half, half, half]);
  });
});
