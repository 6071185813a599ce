// The end of a payment: approved orders go on to processing and close their cart; any other
// outcome cancels the order and leaves the cart as it was, ready for another try.
import type { Db } from '../db/types.js';
import type { PaymentOutcome } from '../payments/provider.js';
import { lockCart } from './cart-store.js';
import { cancelUnpaidOrder } from './order-cancel.js';
import { orderIdBySession, readOrder, setOrderStatus, type StoredOrder } from './order-store.js';

const FAIL_REASONS = new Set(['declined', 'sold_out', 'insufficient_balance', 'blocked']);

/** The shop's pages in the order's language (Nynorsk under /nn). */
const pagePrefix = (order: StoredOrder): string => (order.languageId === 2 ? '/nn' : '');

/**
 * The confirmation page with the order id and its token in the fragment: a fragment is never
 * sent to a server, so it stays out of proxies, server logs and Referer headers, where a query
 * string or a path would not; the page reads the order with them by POST.
 */
export function confirmUrl(order: StoredOrder): string {
  const secret = new URLSearchParams({ order: order.id, token: order.accessToken });
  return `${pagePrefix(order)}/checkout/confirm#${secret.toString()}`;
}

/**
 * The failure page names the reason only: the shopper's own browser still holds its cart (the
 * cart is open again), and a page that took a cart id from its URL would let any link hand a
 * browser someone else's cart.
 */
export function failUrl(order: StoredOrder): string {
  const status = order.payment.status;
  const reason = FAIL_REASONS.has(status) ? status : 'declined';
  return `${pagePrefix(order)}/checkout/klarna-fail?reason=${reason}`;
}

/** Where the shopper goes next for an order in its current state. */
export function nextUrl(order: StoredOrder): string {
  if (order.status === 'cancelled') return failUrl(order);
  if (order.status === 'received' && order.payment.redirectUrl) return order.payment.redirectUrl;
  return confirmUrl(order);
}

/** Applies a provider's outcome once; later calls find the order settled and change nothing. */
export async function settlePayment(
  db: Db,
  sessionId: string,
  outcome: PaymentOutcome,
): Promise<StoredOrder | null> {
  const found = await orderIdBySession(db, sessionId);
  if (!found) return null;
  return db.transaction(async (tx) => {
    // Cart first, then the order: the lock order of every cart and checkout change.
    await lockCart(tx, found.cartId);
    const order = await readOrder(tx, found.id, true);
    if (order?.status !== 'received') return order;
    if (outcome === 'approved') {
      await setOrderStatus(tx, order.id, 'processing', 'approved');
      await tx.query(`UPDATE carts SET status = 'ordered', updated_at = now() WHERE id = $1`, [
        order.cartId,
      ]);
    } else {
      await cancelUnpaidOrder(tx, order.id, outcome);
    }
    return readOrder(tx, order.id);
  });
}
