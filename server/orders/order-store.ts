// SQL of orders: insert, read (with lines and refunds) and status changes.
import type { Queryable } from '../db/types.js';
import { languageOf } from '../i18n/language.js';
import type { OrderLineModel, OrderModel, RefundValue } from './order-model.js';

interface OrderRow {
  id: string;
  orderNumber: string;
  accessToken: string;
  cartId: string;
  status: OrderModel['status'];
  fingerprint: string;
  languageId: number;
  createdAt: string;
  email: string;
  customerType: OrderModel['customerType'];
  companyName: string | null;
  organizationId: string | null;
  billingAddress: OrderModel['billingAddress'];
  shippingAddress: OrderModel['shippingAddress'];
  pickupPoint: OrderModel['pickupPoint'];
  message: string | null;
  promoCode: string | null;
  giftCardCode: string | null;
  shippingOptionId: string;
  shippingName: string;
  shippingInc: number;
  shippingEx: number;
  paymentOptionId: string;
  paymentName: string;
  paymentType: OrderModel['payment']['type'];
  paymentStatus: OrderModel['payment']['status'];
  sessionId: string | null;
  redirectUrl: string | null;
  subInc: number;
  subEx: number;
  discountInc: number;
  discountEx: number;
  totalInc: number;
  totalEx: number;
  giftCardOre: number;
  toPayOre: number;
  currencyCode: string;
  giftCardBaseOre: number;
  marketSegment: string | null;
}

export interface StoredOrder extends OrderModel {
  accessToken: string;
  fingerprint: string;
  giftCardCode: string | null;
  /** What the gift card paid in its own currency (NOK): what a cancel gives back. */
  giftCardBaseOre: number;
  /** The path segment of the market it was placed in (/se); null for the default market. */
  marketSegment: string | null;
}

function toModel(r: OrderRow, lines: OrderLineModel[], refunds: RefundValue[]): StoredOrder {
  return {
    ...r,
    languageId: languageOf(r.languageId),
    shipping: {
      optionId: r.shippingOptionId,
      name: r.shippingName,
      fee: { inc: r.shippingInc, ex: r.shippingEx },
    },
    payment: {
      optionId: r.paymentOptionId,
      name: r.paymentName,
      type: r.paymentType,
      status: r.paymentStatus,
      sessionId: r.sessionId,
      redirectUrl: r.redirectUrl,
    },
    totals: {
      subTotal: { inc: r.subInc, ex: r.subEx },
      discount: { inc: r.discountInc, ex: r.discountEx },
      total: { inc: r.totalInc, ex: r.totalEx },
      giftCardOre: r.giftCardOre,
      toPayOre: r.toPayOre,
    },
    lines,
    refunds,
  };
}

type LineRow = Omit<OrderLineModel, 'languageId' | 'total'> & { totalInc: number; totalEx: number };

export async function readOrder(
  db: Queryable,
  id: string,
  lock = false,
): Promise<StoredOrder | null> {
  // One call with cached plans (order_read, server/db/functions/): the lines and refunds ride along.
  const [read] = await db.query<{
    order: (OrderRow & { lines: LineRow[]; refunds: RefundValue[] }) | null;
  }>('SELECT order_read($1, $2) AS order', [id, lock]);
  const found = read?.order;
  if (!found) return null;
  const { lines, refunds, ...row } = found;
  const languageId = languageOf(row.languageId);
  const lineModels = lines.map(({ totalInc, totalEx, ...line }) => ({
    ...line,
    total: { inc: totalInc, ex: totalEx },
    languageId,
  }));
  return toModel(row, lineModels, refunds);
}

/** The order of a cart that is not cancelled (at most one: a unique index says so). */
export async function liveOrderId(db: Queryable, cartId: string): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM orders WHERE cart_id = $1 AND status <> 'cancelled'`,
    [cartId],
  );
  return rows[0]?.id ?? null;
}

export async function setOrderStatus(
  tx: Queryable,
  id: string,
  status: OrderModel['status'],
  paymentStatus: OrderModel['payment']['status'],
): Promise<void> {
  await tx.query(
    'UPDATE orders SET status = $2, payment_status = $3, updated_at = now() WHERE id = $1',
    [id, status, paymentStatus],
  );
}

/** Stores the payment session unless a concurrent call stored one first; answers the stored one. */
export async function setPaymentSession(
  db: Queryable,
  id: string,
  provider: string,
  session: { sessionId: string; redirectUrl: string },
): Promise<{ sessionId: string; redirectUrl: string }> {
  // One statement: the session just set, or the one a concurrent call set first.
  const [row] = await db.query<{ sessionId: string; redirectUrl: string }>(
    `WITH set AS (
       UPDATE orders SET payment_provider = $2, payment_session_id = $3, payment_redirect_url = $4
        WHERE id = $1 AND payment_session_id IS NULL
        RETURNING payment_session_id, payment_redirect_url)
     SELECT payment_session_id AS "sessionId", payment_redirect_url AS "redirectUrl" FROM set
     UNION ALL
     SELECT payment_session_id, payment_redirect_url FROM orders
      WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM set)`,
    [id, provider, session.sessionId, session.redirectUrl],
  );
  if (row?.sessionId && row.redirectUrl) return row;
  // On PostgreSQL (READ COMMITTED) a concurrent call that set the session first makes the
  // UPDATE skip the row, while the statement's own SELECT still sees it as it was when the
  // statement began: no session. A new statement sees the one that was set (a double click's
  // second placeOrder answered the confirmation page instead of the payment page).
  const [set] = await db.query<{ sessionId: string | null; redirectUrl: string | null }>(
    `SELECT payment_session_id AS "sessionId", payment_redirect_url AS "redirectUrl"
       FROM orders WHERE id = $1`,
    [id],
  );
  return set?.sessionId && set.redirectUrl
    ? { sessionId: set.sessionId, redirectUrl: set.redirectUrl }
    : session;
}

export async function orderIdBySession(
  db: Queryable,
  sessionId: string,
): Promise<{ id: string; cartId: string } | null> {
  const rows = await db.query<{ id: string; cartId: string }>(
    'SELECT id, cart_id AS "cartId" FROM orders WHERE payment_session_id = $1',
    [sessionId],
  );
  return rows[0] ?? null;
}

/** Which of these orders still hold stock unpaid (the unpaid-orders limit per shopper). */
export async function unpaidOrders(db: Queryable, ids: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM orders
      WHERE id = ANY($1::text[]) AND status = 'received' AND payment_status = 'pending'`,
    [ids],
  );
  return rows.map((r) => r.id);
}
