// The end of a payment: approved orders go on to processing and close their cart; any other
// outcome cancels the order and leaves the cart as it was, ready for another try. The outcome
// comes only from a provider's signed callback, and only when it matches the order it names.
import type { Db } from '../db/types.js';
import type { PaymentNotice, PaymentProvider } from './provider.js';
import { lockCart } from '../cart/cart-store.js';
import { cancelUnpaidOrder } from '../orders/order-cancel.js';
import { shopPagePrefix } from '../../shared/routes/page-addresses.js';
import { readOrder, setOrderStatus, type StoredOrder } from '../orders/order-store.js';

const FAIL_REASONS = new Set(['declined', 'sold_out', 'insufficient_balance', 'blocked']);

/** The order's pages: in its market and language (/se/nn/…). */
const pagePrefix = (order: StoredOrder): string =>
  shopPagePrefix(order.languageId, order.marketSegment);

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
 * Where a payment's return sends the shopper: the order's id only. The return is a GET whose
 * address (with its payment session) proxies and logs keep, and anyone who replays it would be
 * handed the token; the browser that placed the order kept the token itself (placeOrder answered
 * it), and the confirmation page finds it there.
 */
export function returnUrl(order: StoredOrder): string {
  if (order.status === 'cancelled' || order.status === 'received') return nextUrl(order);
  const id = new URLSearchParams({ order: order.id });
  return `${pagePrefix(order)}/checkout/confirm#${id.toString()}`;
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

/** The order a provider's payment session belongs to, as the shop stored it. */
export async function orderOfSession(
  db: Db,
  providerId: string,
  sessionId: string,
): Promise<{ id: string; cartId: string } | null> {
  const rows = await db.query<{ id: string; cartId: string }>(
    `SELECT id, cart_id AS "cartId" FROM orders
      WHERE payment_session_id = $1 AND payment_provider = $2`,
    [sessionId, providerId],
  );
  return rows[0] ?? null;
}

export type Settlement =
  /** No order has this session with this provider. */
  | { kind: 'unknown' }
  /** The notice names another order, amount or currency than the session's order: refused. */
  | { kind: 'mismatch'; field: 'orderId' | 'amountOre' | 'currency' }
  /** Applied now, or earlier by the same or another notice: the order as it stands. */
  | { kind: 'settled'; order: StoredOrder }
  /** Approved for an order cancelled before (expired, superseded): the payment was given back. */
  | { kind: 'voided'; order: StoredOrder };

/**
 * Applies a verified notice once; later notices for the session find the order settled and change
 * nothing. An approval that comes after its order was cancelled is voided through the provider,
 * never kept against the cancelled order. Callers verify the signature first (receiveCallback).
 */
export async function settlePayment(
  db: Db,
  provider: PaymentProvider,
  notice: PaymentNotice,
): Promise<Settlement> {
  const found = await orderOfSession(db, provider.id, notice.sessionId);
  if (!found) return { kind: 'unknown' };
  const result = await db.transaction(async (tx): Promise<Settlement> => {
    // Cart first, then the order: the lock order of every cart and checkout change.
    await lockCart(tx, found.cartId);
    const order = await readOrder(tx, found.id, true);
    if (!order) return { kind: 'unknown' };
    if (notice.orderId !== order.id) return { kind: 'mismatch', field: 'orderId' };
    if (notice.amountOre !== order.totals.toPayOre) return { kind: 'mismatch', field: 'amountOre' };
    if (notice.currency !== order.currencyCode) return { kind: 'mismatch', field: 'currency' };
    if (order.status === 'cancelled' && notice.outcome === 'approved')
      return { kind: 'voided', order };
    if (order.status !== 'received' || order.payment.status !== 'pending')
      return { kind: 'settled', order };
    if (notice.outcome === 'approved') {
      await setOrderStatus(tx, order.id, 'processing', 'approved');
      await tx.query(`UPDATE carts SET status = 'ordered', updated_at = now() WHERE id = $1`, [
        order.cartId,
      ]);
    } else {
      await cancelUnpaidOrder(tx, order.id, notice.outcome);
    }
    const settled = await readOrder(tx, order.id);
    return settled ? { kind: 'settled', order: settled } : { kind: 'unknown' };
  });
  // Outside the transaction: a provider call must not hold database locks. Throws (and the
  // provider retries its callback) when the void does not go through.
  if (result.kind === 'voided')
    await provider.voidPayment(
      notice.sessionId,
      `order cancelled (${result.order.payment.status})`,
    );
  return result;
}

/** A provider's callback, raw: verified, then settled. */
export async function receiveCallback(
  db: Db,
  provider: PaymentProvider,
  body: Buffer,
  headers: Parameters<PaymentProvider['verifyCallback']>[1],
): Promise<Settlement | 'bad_signature'> {
  const notice = provider.verifyCallback(body, headers);
  if (!notice) return 'bad_signature';
  return settlePayment(db, provider, notice);
}
