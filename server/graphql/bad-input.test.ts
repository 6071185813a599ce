import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, pickSku } from '../testing/cart-helpers.js';
import { ADDRESS, orderInput, placeOrder } from '../testing/order-helpers.js';
import { MANY_SHOPPERS, startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(MANY_SHOPPERS);
});
afterAll(() => app.close());

const PRODUCTS = `query P($min: Float, $languageId: Int) {
  products(filter: { price: { min: $min } }, languageId: $languageId) { count }
}`;
const SEARCH = `query S($max: Float) {
  search(filter: { searchText: "brems", price: { max: $max } }) { products { count } }
}`;

describe('bad input', () => {
  it('refuses a price filter of 1e307 kr with a clear error in Bokmål or Nynorsk', async () => {
    const nb = await app.gql(PRODUCTS, { min: 1e307 });
    expect(nb.errors?.[0]?.extensions?.['code']).toBe('INVALID_PRICE');
    expect(nb.errors?.[0]?.message).toBe('Prisen må være et tall mellom 0 og 10 000 000 kr.');
    const nn = await app.gql(PRODUCTS, { min: 1e307, languageId: 2 });
    expect(nn.errors?.[0]?.message).toBe('Prisen må vere eit tal mellom 0 og 10 000 000 kr.');
    const search = await app.gql(SEARCH, { max: 1e9 });
    expect(search.errors?.[0]?.extensions?.['code']).toBe('INVALID_PRICE');
    // Ordinary prices (and the ignored negative ones) still filter.
    const fine = await app.gql<{ products: { count: number } }>(PRODUCTS, { min: 100 });
    expect(fine.errors).toBeUndefined();
    expect(fine.data?.products.count).toBeGreaterThan(0);
  });

  it('refuses control characters and overlong fields in an order, and changes nothing', async () => {
    const sku = await pickSku(app.db, 's.stock >= 5 AND NOT p.is_heavy');
    const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
    const cartId = cart?.id ?? '';
    const stock = async () =>
      (
        await app.db.query<{ stock: number }>('SELECT stock FROM skus WHERE id = $1', [sku.skuId])
      )[0]?.stock;
    const before = await stock();
    const res = await placeOrder(
      app,
      orderInput(cartId, {
        // (A NUL is refused for the whole request before this: graphql/limits.test.ts.)
        billingAddress: { ...ADDRESS, firstName: 'Kari\u0007', city: 'Oslo\u001b[2J' },
        message: 'Ring på\nbakdøra',
        customerType: 'COMPANY',
        companyName: 'AS '.repeat(40),
        organizationId: '923609016',
        paymentOptionId: 'invoice',
      }),
    );
    expect(res.errors?.[0]?.extensions?.['code']).toBe('VALIDATION_FAILED');
    expect(res.errors?.[0]?.extensions?.['fields']).toEqual(
      expect.arrayContaining([
        { field: 'billingAddress.firstName', code: 'INVALID_CHARACTERS' },
        { field: 'billingAddress.city', code: 'INVALID_CHARACTERS' },
        { field: 'companyName', code: 'TOO_LONG' },
      ]),
    );
    const fields = res.errors?.[0]?.extensions?.['fields'] as { field: string }[];
    expect(fields.map((f) => f.field)).not.toContain('message'); // a line break is fine
    expect(await stock()).toBe(before);
    const orders = await app.db.query('SELECT 1 FROM orders WHERE cart_id = $1', [cartId]);
    expect(orders).toHaveLength(0);
  });
});
