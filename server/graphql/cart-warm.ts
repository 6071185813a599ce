// Startup warm-up of the cart and checkout paths on PGlite. The first requests after a start are
// several times slower than later ones: PL/pgSQL functions compile and plan their statements
// (per connection), PGlite's catalogue caches fill, and V8 has not yet optimised the resolver,
// pricing and HTTP code. So before the server listens, a few shoppers fill carts and place
// orders through the whole HTTP and GraphQL stack, inside one transaction that is rolled back:
// nothing they do stays. Only on PGlite: the process owns that database (one connection, which
// is what gets warm); a PostgreSQL pool is shared with other processes and must not be held.
import { randomUUID } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db, Queryable } from '../db/types.js';
import { clientOperations } from './client-documents.js';

export interface WarmOptions {
  /** Carts filled and ordered (each: ADDS adds, one order). */
  shoppers?: number;
  /** Stops starting new shoppers after this long, ms. */
  budgetMs?: number;
}

const ADDS = 8;
const API_KEY_HEADER = 'x-api-key';

/**
 * The storefront's own AddToCart and PlaceOrder (the .graphql files under src/, with the
 * fragments they spread): the warm-up sends exactly what a shopper's browser sends, so a changed
 * storefront query is warmed as it is (and its prepared operation is the one shoppers then use).
 */
export function storefrontDocuments(): { add: string; place: string } {
  const operations = clientOperations();
  const add = operations.get('AddToCart');
  const place = operations.get('PlaceOrder');
  if (!add || !place) throw new Error('The storefront has no AddToCart or PlaceOrder operation');
  return { add, place };
}

/** Raised to roll the warm-up's transaction back once it is done. */
class RollBack extends Error {}

/**
 * A Db that runs everything inside the open transaction `tx`; its transactions are savepoints.
 * The warm-up's requests run one after another, so nothing interleaves on `tx`.
 */
function insideTransaction(tx: Queryable, kind: Db['kind']): Db {
  let savepoints = 0;
  return {
    kind,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    async transaction(fn) {
      const name = `warm_${++savepoints}`;
      await tx.exec(`SAVEPOINT ${name}`);
      try {
        const result = await fn(tx);
        await tx.exec(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await tx.exec(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    close: () => Promise.resolve(),
  };
}

/**
 * A PlaceOrder input the shop accepts for `cartId`: a person in Oslo, home delivery, card (the
 * sandbox provider). The bench's shoppers place theirs with it too, under their own name.
 */
export function orderInput(
  cartId: string,
  buyer: { email: string; firstName: string; lastName: string } = {
    email: 'warm-up@example.no',
    firstName: 'Oppvarming',
    lastName: 'Oppstart',
  },
): object {
  return {
    cartId,
    idempotencyKey: randomUUID(),
    email: buyer.email,
    customerType: 'PERSON',
    billingAddress: {
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      addressLine1: 'Storgata 1',
      zip: '0155',
      city: 'Oslo',
      mobile: '91234567',
    },
    shippingOptionId: 'bring-home',
    paymentOptionId: 'card',
    consents: [],
    acceptTerms: true,
  };
}

async function shop(
  post: (query: string, variables: object) => Promise<Record<string, unknown>>,
  documents: { add: string; place: string },
  skus: readonly number[],
  first: number,
): Promise<void> {
  let cartId: string | null = null;
  for (let i = 0; i < ADDS; i++) {
    const skuId = skus[(first + i * 7) % skus.length];
    const data = await post(documents.add, {
      cartId,
      skuId,
      quantity: 1,
      idempotencyKey: randomUUID(),
    });
    cartId = (data.addToCart as { id: string }).id;
  }
  if (cartId) await post(documents.place, { input: orderInput(cartId) });
}

/**
 * Warms the cart and checkout paths through `makeApp` (an app on the Db it is given), inside a
 * transaction on `db` that is rolled back. Answers how many requests it made; never throws (a
 * failed warm-up only means slower first requests) but reports through `log`.
 */
export async function warmCheckout(
  db: Db,
  makeApp: (db: Db) => RequestListener,
  apiKey: string,
  options: WarmOptions & { log?: (message: string) => void } = {},
): Promise<number> {
  if (db.kind !== 'pglite') return 0;
  const shoppers = options.shoppers ?? 20;
  const budgetMs = options.budgetMs ?? 8000;
  const started = performance.now();
  const report = (error: unknown) =>
    options.log?.(
      `Cart warm-up stopped: ${error instanceof Error ? error.message : String(error)}`,
    );
  let requests = 0;
  let sequence: { lastValue: string; isCalled: boolean } | undefined;
  try {
    const documents = storefrontDocuments();
    // Order numbers come from a sequence, which a rollback does not rewind: put it back after.
    [sequence] = await db.query<{ lastValue: string; isCalled: boolean }>(
      'SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM order_number_seq',
    );
    await db.transaction(async (tx) => {
      // Plenty of stock on a spread of ordinary skus, so every warm-up order succeeds.
      const rows = await tx.query<{ id: number }>(
        `UPDATE skus SET stock = stock + 1000 WHERE id IN (
           SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id
            WHERE p.published AND NOT p.is_package AND NOT p.is_heavy
            ORDER BY random() LIMIT 64)
         RETURNING id`,
      );
      if (rows.length === 0) throw new RollBack();
      const skus = rows.map((r) => r.id);
      const server = createServer(makeApp(insideTransaction(tx, db.kind)));
      const url = await new Promise<string>((resolve) => {
        server.listen(0, '127.0.0.1', () => {
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`);
        });
      });
      const post = async (query: string, variables: object) => {
        requests++;
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [API_KEY_HEADER]: apiKey },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await response.json()) as {
          data?: Record<string, unknown>;
          errors?: unknown[];
        };
        if (!body.data || body.errors)
          throw new Error(`Warm-up request failed: ${JSON.stringify(body.errors)}`);
        return body.data;
      };
      try {
        for (let i = 0; i < shoppers && performance.now() - started < budgetMs; i++)
          await shop(post, documents, skus, i * ADDS);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) report(error);
  }
  try {
    if (sequence)
      await db.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        'order_number_seq',
        sequence.lastValue,
        sequence.isCalled,
      ]);
  } catch (error) {
    report(error);
  }
  return requests;
}
