import { timingSafeEqual } from 'node:crypto';
import type { OrderLineResolvers, OrderResolvers, QueryResolvers } from '../generated/resolvers.js';
import { isSecretId } from '../idempotency/secret-id.js';
import { exVatOre, formatIn, kroner } from '../catalogue/money-rules.js';
import { readOrder } from './order-store.js';
import { ShopError } from '../errors/shop-error.js';
import { amountOf } from '../cart/cart-shapes.js';
import { shopCall } from '../errors/shop-call.js';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const orderQueries: Pick<QueryResolvers, 'order'> = {
  order: (_, { id, token, languageId }, ctx) =>
    shopCall(async () => {
      const order = isSecretId(id) ? await readOrder(ctx.db, id) : null;
      // One answer for "no such order" and "wrong token": ids cannot be probed.
      if (!order || !sameToken(token, order.accessToken))
        throw new ShopError('ORDER_NOT_FOUND', 'No order with this id and token');
      return order;
    }, languageId),
};

export const Order: OrderResolvers = {
  lines: (order) => order.lines.map((line) => ({ ...line, currencyCode: order.currencyCode })),
  shipping: (order) => ({
    optionId: order.shipping.optionId,
    displayName: order.shipping.name,
    fee: amountOf(order.shipping.fee, order.currencyCode),
  }),
  payment: (order) => ({
    optionId: order.payment.optionId,
    displayName: order.payment.name,
    paymentType: order.payment.type,
    status: order.payment.status,
  }),
  totals: ({ totals, shipping, currencyCode }) => ({
    subTotal: amountOf(totals.subTotal, currencyCode),
    discount: amountOf(totals.discount, currencyCode),
    shipping: amountOf(shipping.fee, currencyCode),
    total: amountOf(totals.total, currencyCode),
    giftCard: kroner(totals.giftCardOre),
    giftCardFormatted: formatIn(totals.giftCardOre, currencyCode),
    toPay: kroner(totals.toPayOre),
    toPayFormatted: formatIn(totals.toPayOre, currencyCode),
  }),
  refunds: (order) =>
    order.refunds.map((r) => ({
      id: r.id,
      reason: r.reason,
      createdAt: r.createdAt,
      amount: amountOf({ inc: r.amountOre, ex: exVatOre(r.amountOre, 25) }, order.currencyCode),
    })),
};

export const OrderLine: OrderLineResolvers = {
  unitPrice: (line) =>
    amountOf(
      { inc: line.unitSellingOre, ex: exVatOre(line.unitSellingOre, line.vatRate) },
      line.currencyCode,
    ),
  total: (line) => amountOf(line.total, line.currencyCode),
  product: async (line, _, ctx) => {
    const row = await ctx.loaders(line.languageId).product.load(line.productId);
    return row ? { ...row, languageId: line.languageId } : null;
  },
};
