import { createHash } from 'node:crypto';
import { buildSchema, getNamedType, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../app.js';
import { addToCart, pickSku } from '../testing/cart-helpers.js';
import { orderInput, placeOrder } from '../testing/order-helpers.js';
import { MANY_SHOPPERS, startTestApp, type TestApp } from '../testing/test-app.js';
import {
  isPersonalOperation,
  PERSONAL_QUERY_FIELDS,
} from '../../shared/validation/personal-operations.js';
import { loadTypeDefs } from './schema.js';

describe('isPersonalOperation', () => {
  const personal = (text: string, name: string | null = null) =>
    isPersonalOperation(parse(text), name);

  it('finds cart and order reads however they are written, and every mutation', () => {
    expect(personal('query { getCart(id: "x") { id } }')).toBe(true);
    expect(personal('{ brands { name } c: checkout(cartId: "x") { cart { id } } }')).toBe(true);
    expect(personal('{ ... on Query { order(id: "x", token: "t") { id } } }')).toBe(true);
    expect(personal('query Q { ...F } fragment F on Query { getCart(id: "x") { id } }')).toBe(true);
    expect(personal('mutation { subscribeToNewsletter(email: "a", idempotencyKey: "k") }')).toBe(
      true,
    );
    expect(personal('query A { brands { name } } query B { getCart(id: "x") { id } }', 'B')).toBe(
      true,
    );
  });

  it('leaves catalogue reads alone and knows no operation it cannot pick', () => {
    expect(personal('{ brands { name } products { totalCount } }')).toBe(false);
    expect(personal('query A { brands { name } } query B { getCart(id: "x") { id } }', 'A')).toBe(
      false,
    );
    expect(personal('query A { brands { name } } query B { brands { name } }')).toBeNull();
  });

  it('covers every query field of the schema that takes a cart, an order or a token', () => {
    // Built from the SDL as schema-coverage.test.ts does (root types spread over files).
    const seen = new Set<string>();
    const sdl = loadTypeDefs()
      .map((file) =>
        file.replace(/^type (Query|Mutation) /gm, (whole, name: string) => {
          if (seen.has(name)) return `extend type ${name} `;
          seen.add(name);
          return whole;
        }),
      )
      .join('\n');
    const query = buildSchema(sdl).getQueryType();
    const fields = Object.values(query?.getFields() ?? {});
    expect(fields.length).toBeGreaterThan(5);
    const carrying = fields.filter(
      (field) =>
        ['Cart', 'Checkout', 'Order', 'Account'].includes(getNamedType(field.type).name) ||
        field.args.some((arg) => /cart|order|token/i.test(arg.name)) ||
        // Editor-only answers (waiting questions with the askers' names) are never cached either.
        (field.description ?? '').startsWith('Editors only') ||
        // Nor an answer of the logged-in account's own (its description says so).
        (field.description ?? '').includes('Personal: POST only'),
    );
    expect(carrying.map((f) => f.name).sort()).toEqual([...PERSONAL_QUERY_FIELDS].sort());
  });
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(MANY_SHOPPERS);
});
afterAll(() => app.close());

const browser = { origin: 'http://localhost:5173' };
// Without Origin (a script) and with it (a browser): the two paths /graphql has today.
const paths = [
  ['a script', {}],
  ['a browser', browser],
] as const;

function get(params: Record<string, string>, extra: Record<string, string> = {}) {
  const search = new URLSearchParams(params).toString();
  return fetch(`${app.url}/graphql?${search}`, {
    headers: { 'x-api-key': DEFAULT_API_KEY, accept: 'application/json', ...extra },
  });
}

function post(body: unknown, extra: Record<string, string> = {}) {
  return fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'x-api-key': DEFAULT_API_KEY,
      accept: 'application/json',
      'content-type': 'application/json',
      ...extra,
    },
    body: JSON.stringify(body),
  });
}

interface Body {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function cartAndOrder() {
  const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 2);
  const cartId = (await addToCart(app, { skuId: sku.skuId, quantity: 1 })).cart?.id ?? '';
  const placed = (await placeOrder(app, orderInput(cartId))).data?.placeOrder;
  if (!placed) throw new Error('placeOrder failed');
  return { cartId, orderId: placed.order.id, token: placed.token };
}

describe('personal operations over HTTP', () => {
  it('reads an order only with its own id and its own token', async () => {
    const a = await cartAndOrder();
    const b = await cartAndOrder();
    const read = async (id: string, token: string) => {
      const res = await post({
        query: 'query O($id: ID!, $token: String!) { order(id: $id, token: $token) { id email } }',
        variables: { id, token },
      });
      return (await res.json()) as Body;
    };
    expect((await read(a.orderId, a.token)).data).toEqual({
      order: { id: a.orderId, email: 'kari@example.no' },
    });
    for (const [id, token] of [
      [a.orderId, b.token],
      [b.orderId, a.token],
      [a.cartId, a.token],
      [a.orderId, a.cartId],
      [a.orderId, ''],
    ] as const) {
      const body = await read(id, token);
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_FOUND');
      expect(JSON.stringify(body)).not.toContain('kari@example.no');
    }
  });

  it.each(paths)(
    'refuses cart and order reads over GET from %s, in nb and nn',
    async (_, extra) => {
      const { cartId, orderId, token } = await cartAndOrder();
      const reads = [
        { query: 'query G($id: ID!) { getCart(id: $id) { id } }', variables: { id: cartId } },
        {
          query: 'query C($cartId: ID!) { checkout(cartId: $cartId) { cart { id } } }',
          variables: { cartId },
        },
        {
          query: 'query O($id: ID!, $token: String!) { order(id: $id, token: $token) { email } }',
          variables: { id: orderId, token },
        },
      ];
      for (const { query, variables } of reads) {
        const res = await get({ query, variables: JSON.stringify(variables) }, extra);
        expect(res.status).toBe(405);
        expect(res.headers.get('allow')).toBe('POST');
        expect(res.headers.get('cache-control')).toBe('no-store');
        const body = (await res.json()) as Body;
        expect(body.data ?? null).toBeNull();
        expect(body.errors?.[0]?.extensions?.code).toBe('POST_REQUIRED');
        expect(body.errors?.[0]?.message).toMatch(/^Denne forespørselen gjelder en handlekurv/);
        expect(JSON.stringify(body)).not.toContain('kari@example.no');
      }
      const nn = await get(
        {
          query:
            'query G($id: ID!, $languageId: Int) { getCart(id: $id, languageId: $languageId) { id } }',
          variables: JSON.stringify({ id: cartId, languageId: 2 }),
        },
        extra,
      );
      expect(((await nn.json()) as Body).errors?.[0]?.message).toMatch(
        /^Denne førespurnaden gjeld ei handlekorg/,
      );
    },
  );

  it('refuses a persisted cart read sent by its hash over GET', async () => {
    const { cartId } = await cartAndOrder();
    const query = 'query PersistedCart($id: ID!) { getCart(id: $id) { id } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
    const variables = JSON.stringify({ id: cartId });
    const registered = await post({
      query,
      variables: { id: cartId },
      extensions: JSON.parse(extensions) as unknown,
    });
    expect(registered.status).toBe(200);
    for (const extra of [{}, browser]) {
      const res = await get({ operationName: 'PersistedCart', variables, extensions }, extra);
      expect(res.status).toBe(405);
      expect(((await res.json()) as Body).errors?.[0]?.extensions?.code).toBe('POST_REQUIRED');
    }
  });

  it.each(paths)(
    'answers personal reads and mutations over POST from %s with no-store, catalogue reads without',
    async (_, extra) => {
      const { cartId, orderId, token } = await cartAndOrder();
      const cart = await post(
        { query: 'query G($id: ID!) { getCart(id: $id) { id } }', variables: { id: cartId } },
        extra,
      );
      expect(cart.status).toBe(200);
      expect(cart.headers.get('cache-control')).toBe('no-store');
      expect(((await cart.json()) as Body).data).toEqual({ getCart: { id: cartId } });
      const order = await post(
        {
          query: 'query O($id: ID!, $token: String!) { order(id: $id, token: $token) { email } }',
          variables: { id: orderId, token },
        },
        extra,
      );
      expect(order.headers.get('cache-control')).toBe('no-store');
      expect(((await order.json()) as Body).data).toEqual({ order: { email: 'kari@example.no' } });
      const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 6);
      const added = await post(
        {
          query: `mutation A($skuId: Int!, $key: String!) {
            addToCart(skuId: $skuId, quantity: 1, idempotencyKey: $key) { id } }`,
          variables: { skuId: sku.skuId, key: crypto.randomUUID() },
        },
        extra,
      );
      expect(added.status).toBe(200);
      expect(added.headers.get('cache-control')).toBe('no-store');
      const brands = await get({ query: '{ brands { name } }' }, extra);
      expect(brands.status).toBe(200);
      expect(brands.headers.get('cache-control')).not.toBe('no-store');
      // Asked as someone (a customer's prices, an editor's preview): never stored either.
      const asSomeone = await get(
        { query: '{ brands { name } }' },
        { ...extra, authorization: 'Bearer not-a-real-token' },
      );
      expect(asSomeone.headers.get('cache-control')).toBe('no-store');
    },
  );
});
