import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, pickSku } from '../testing/cart-helpers.js';
import { orderInput, placeOrder } from '../testing/order-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { setPaymentSession } from './order-store.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('setPaymentSession', () => {
  // Two placeOrder calls of one double click both find the order without a session and both
  // set one: the second must answer the session the first set, never none. On PostgreSQL the
  // second statement waits for the first's row lock and then sees the row as it was when it
  // began; PGlite has one connection, so the two cannot overlap there.
  it.runIf(process.env['TEST_DATABASE_URL'])(
    'answers the session a concurrent call set first',
    async () => {
      const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy', 17);
      const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
      const placed = await placeOrder(app, orderInput(cart?.id ?? ''));
      const orderId = placed.data?.placeOrder?.order.id ?? '';
      await app.db.query('UPDATE orders SET payment_session_id = NULL WHERE id = $1', [orderId]);

      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => undefined;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const first = app.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE orders SET payment_session_id = 'first', payment_redirect_url = '/pay/first'
            WHERE id = $1`,
          [orderId],
        );
        locked();
        await held;
      });
      await isLocked;
      const second = setPaymentSession(app.db, orderId, 'sandbox', {
        sessionId: 'second',
        redirectUrl: '/pay/second',
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await first;
      expect(await second).toEqual({ sessionId: 'first', redirectUrl: '/pay/first' });
    },
  );
});
