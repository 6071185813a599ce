// SQL of orders: insert, read (with lines and refunds) and status changes.
import type { Queryable } from '../db/types.js';
import { languageOf } from '../i18n/language.js';
import type { OrderLineModel, OrderModel, RefundValue } from '../orders/order-model.js';

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
}

const ORDER_COLUMNS = `id, order_number::text AS "orderNumber", access_token AS "accessToken",
  cart_id AS "cartId", status, fingerprint, language_id AS "languageId",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
  email, customer_type AS "customerType", company_name AS "companyName",
  organization_id AS "organizationId", billing_address AS "billingAddress",
  shipping_address AS "shippingAddress", pickup_point AS "pickupPoint", message,
  promo_code AS "promoCode", gift_card_code AS "giftCardCode",
  shipping_option_id AS "shippingOptionId", shipping_name AS "shippingName",
  shipping_inc_ore AS "shippingInc", shipping_ex_ore AS "shippingEx",
  payment_option_id AS "paymentOptionId", payment_name AS "paymentName",
  payment_type AS "paymentType", payment_status AS "paymentStatus",
  payment_session_id AS "sessionId", payment_redirect_url AS "redirectUrl",
  subtotal_inc_ore AS "subInc", subtotal_ex_ore AS "subEx", discount_inc_ore AS "discountInc",
  discount_ex_ore AS "discountEx", total_inc_ore AS "totalInc", total_ex_ore AS "totalEx",
  gift_card_ore AS "giftCardOre", to_pay_ore AS "toPayOre"`;

export interface StoredOrder extends OrderModel {
  accessToken: string;
  fingerprint: string;
  giftCardCode: string | null;
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

// The lines and refunds ride along with the order row: one statement, not three.
const LINES_JSON = `COALESCE((SELECT json_agg(json_build_object('skuId', l.sku_id,
    'productId', l.product_id, 'packageId', l.package_id, 'groupKey', l.group_key,
    'articleNumber', l.article_number, 'name', l.name, 'skuName', l.sku_name,
    'quantity', l.quantity, 'vatRate', l.vat_rate::float8,
    'unitSellingOre', l.unit_selling_inc_ore, 'totalInc', l.total_inc_ore,
    'totalEx', l.total_ex_ore) ORDER BY l.position)
  FROM order_lines l WHERE l.order_id = orders.id), '[]')`;
const REFUNDS_JSON = `COALESCE((SELECT json_agg(json_build_object('id', r.id,
    'amountOre', r.amount_ore, 'reason', r.reason,
    'createdAt', to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
    ORDER BY r.created_at)
  FROM refunds r WHERE r.order_id = orders.id), '[]')`;

export async function readOrder(
  db: Queryable,
  id: string,
  lock = false,
): Promise<StoredOrder | null> {
  const [found] = await db.query<OrderRow & { lines: LineRow[]; refunds: RefundValue[] }>(
    `SELECT ${ORDER_COLUMNS}, ${LINES_JSON} AS lines, ${REFUNDS_JSON} AS refunds
       FROM orders WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
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
  return row ?? session;
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
