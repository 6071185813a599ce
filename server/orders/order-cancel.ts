import type { Queryable } from '../db/types.js';
import type { PaymentStatusValue } from './order-model.js';
import { refundGiftCard } from '../cart/code-store.js';
import { liveOrderId, readOrder, setOrderStatus } from './order-store.js';
import { releaseStock } from './stock-take-store.js';

/**
 * Cancels an unpaid order: its stock and gift card amount go back and the cart opens again with
 * everything in it. The caller holds the cart lock. Paid orders are never touched here.
 */
export async function cancelUnpaidOrder(
  tx: Queryable,
  orderId: string,
  paymentStatus: PaymentStatusValue,
): Promise<void> {
  const order = await readOrder(tx, orderId, true);
  if (order?.status !== 'received') return;
  await setOrderStatus(tx, order.id, 'cancelled', paymentStatus);
  await releaseStock(tx, order.id);
  if (order.giftCardCode) await refundGiftCard(tx, order.giftCardCode, order.giftCardBaseOre);
  await tx.query(`UPDATE carts SET status = 'open' WHERE id = $1 AND status = 'payment_pending'`, [
    order.cartId,
  ]);
}

export async function cancelOrderOfCart(
  tx: Queryable,
  cartId: string,
  paymentStatus: PaymentStatusValue,
): Promise<void> {
  const id = await liveOrderId(tx, cartId);
  if (id) await cancelUnpaidOrder(tx, id, paymentStatus);
}
