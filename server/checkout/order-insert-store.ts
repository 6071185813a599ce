// SQL of a new order: its row and its lines (each line's share of the stock taken:
// orders/stock-take-rules.ts).
import type { CartModel } from '../cart/model.js';
import type { StockTake } from '../cart/quantity-rules.js';
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type { OrderModel } from '../orders/order-model.js';
import type { OrderInput } from './validate-order.js';
import type { PaymentOptionDef } from '../payments/options.js';
import type { PickupPointValue } from '../shipping/pickup-points.js';
import type { ShippingOptionDef } from '../shipping/options.js';
import { exVatOre } from '../catalogue/money-rules.js';
import { lineTakes } from '../orders/stock-take-rules.js';

export interface NewOrder {
  id: string;
  accessToken: string;
  fingerprint: string;
  languageId: LanguageId;
  input: OrderInput;
  cart: CartModel;
  shipping: ShippingOptionDef;
  payment: PaymentOptionDef;
  pickupPoint: PickupPointValue | null;
  status: OrderModel['status'];
  paymentStatus: OrderModel['payment']['status'];
  taken: ReadonlyMap<number, StockTake>;
  /** What the gift card paid in its own currency (NOK). */
  giftCardBaseOre: number;
}

/** The order's lines in one statement, named from the catalogue in the order's language. */
async function insertLines(tx: Queryable, order: NewOrder): Promise<void> {
  const takes = lineTakes(order.cart.lines, order.taken);
  const rows = order.cart.lines.map((line, i) => {
    const { fromStock, fromSupplier } = takes[i] ?? { fromStock: 0, fromSupplier: 0 };
    return {
      position: i + 1,
      sku_id: line.skuId,
      product_id: line.productId,
      package_id: line.packageId,
      group_key: line.groupKey || null,
      quantity: line.quantity,
      vat_rate: line.vatRate,
      unit_selling_inc_ore: line.sellingUnitOre,
      total_inc_ore: line.sellingTotalOre,
      total_ex_ore: exVatOre(line.sellingTotalOre, line.vatRate),
      from_stock: fromStock,
      from_supplier: fromSupplier,
    };
  });
  if (rows.length === 0) return;
  // A cached plan (order_lines_insert, server/db/functions/): planning this join cost more than it.
  await tx.query('SELECT order_lines_insert($1, $2::json, $3)', [
    order.id,
    JSON.stringify(rows),
    order.languageId,
  ]);
}

export async function insertOrder(tx: Queryable, order: NewOrder): Promise<void> {
  const { input, cart } = order;
  const s = cart.summary;
  await tx.query(
    `INSERT INTO orders (id, access_token, cart_id, status, fingerprint, language_id, email,
       customer_type, identity_number_masked, organization_id, company_name, billing_address,
       shipping_address, pickup_point, consents, message, promo_code, gift_card_code,
       shipping_option_id, shipping_name, shipping_inc_ore, shipping_ex_ore, payment_option_id,
       payment_name, payment_type, payment_status, subtotal_inc_ore, subtotal_ex_ore,
       discount_inc_ore, discount_ex_ore, total_inc_ore, total_ex_ore, gift_card_ore, to_pay_ore,
       currency_code, gift_card_base_ore, market_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14::jsonb,
       $15::jsonb, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31,
       $32, $33, $34, $35, $36, $37)`,
    [
      order.id,
      order.accessToken,
      cart.id,
      order.status,
      order.fingerprint,
      order.languageId,
      input.email,
      input.customerType,
      input.identityNumberMasked,
      input.organizationId,
      input.companyName,
      JSON.stringify(input.billingAddress),
      input.shippingAddress ? JSON.stringify(input.shippingAddress) : null,
      order.pickupPoint ? JSON.stringify(order.pickupPoint) : null,
      JSON.stringify(input.consents),
      input.message,
      cart.promo?.isApplied ? cart.promo.code : null,
      s.giftCardOre > 0 ? (cart.giftCard?.code ?? null) : null,
      order.shipping.id,
      order.shipping.name[order.languageId],
      s.shipping.fee.inc,
      s.shipping.fee.ex,
      order.payment.id,
      order.payment.name[order.languageId],
      order.payment.type,
      order.paymentStatus,
      s.subSelling.inc,
      s.subSelling.ex,
      s.promoDiscount.inc,
      s.promoDiscount.ex,
      s.total.inc,
      s.total.ex,
      s.giftCardOre,
      s.toPayOre,
      cart.market?.currencyCode ?? 'NOK',
      s.giftCardOre > 0 ? order.giftCardBaseOre : 0,
      cart.market?.id ?? 1,
    ],
  );
  await insertLines(tx, order);
}
