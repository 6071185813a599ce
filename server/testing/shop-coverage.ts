// Sample arguments for the cart, checkout and order queries in the schema coverage test.
import { addToCart, pickSku } from './cart-helpers.js';
import { orderInput, placeOrder } from './order-helpers.js';
import type { TestApp } from './test-app.js';

export async function shopCoverageArgs(app: TestApp): Promise<Record<string, string>> {
  const sku = await pickSku(app.db, 's.stock >= 20 AND NOT p.is_heavy');
  const { cart } = await addToCart(app, { skuId: sku.skuId, quantity: 1 });
  const cartId = cart?.id ?? '';
  const placed = (await placeOrder(app, orderInput(cartId))).data?.placeOrder;
  return {
    getCart: `(id: "${cartId}")`,
    checkout: `(cartId: "${cartId}")`,
    pickupPoints: '(postcode: "0155")',
    postcode: '(zip: "0155")',
    order: `(id: "${placed?.order.id ?? ''}", token: "${placed?.token ?? ''}")`,
  };
}
