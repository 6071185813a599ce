import { createLogger } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmUpApp } from '../app.js';
import type { Db } from '../db/types.js';
import { createTestDb } from '../test/fixture.js';
import { storefrontDocuments } from './cart-warm.js';
import { clientOperations } from './client-documents.js';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

const state = (d: Db) =>
  d.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM carts)::text AS carts,
            (SELECT count(*) FROM orders)::text AS orders,
            (SELECT count(*) FROM idempotency_keys)::text AS keys,
            (SELECT count(*) FROM sandbox_payment_sessions)::text AS sessions,
            (SELECT sum(stock)::text FROM skus) AS stock,
            (SELECT last_value::text || is_called::text FROM order_number_seq) AS seq`,
  );

describe('startup warm-up', () => {
  it("sends the storefront's own AddToCart and PlaceOrder, with the fragments they spread", () => {
    const { add, place } = storefrontDocuments();
    const operations = clientOperations();
    expect(add).toBe(operations.get('AddToCart'));
    expect(place).toBe(operations.get('PlaceOrder'));
    expect(add).toMatch(/^mutation AddToCart\b[\s\S]*\bfragment CartFields on Cart\b/);
  });

  it('fills carts and places orders, then leaves no trace', async () => {
    const before = await state(db);
    const requests = await warmUpApp(
      { db, distDir: null, logger: createLogger('error') },
      { shoppers: 1, budgetMs: 60_000, log: (message) => expect.fail(message) },
    );
    if (db.kind === 'pglite') expect(requests).toBe(9);
    else expect(requests).toBe(0);
    expect(await state(db)).toEqual(before);
  }, 90_000);
});
