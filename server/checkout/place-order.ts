import { createHash } from 'node:crypto';
import { isSecretId, newSecretId } from '../idempotency/secret-id.js';
import type { Db, Queryable } from '../db/types.js';
import type { PlaceOrderInput } from '../generated/resolvers.js';
import { languageOf, type LanguageId } from '../i18n/language.js';
import { validateOrderInput, type FieldError, type OrderInput } from './validate-order.js';
import {
  GIFT_CARD_PAYMENT,
  paymentOptionById,
  type PaymentOptionDef,
} from '../payments/options.js';
import type { PaymentProvider } from '../payments/provider.js';
import type { PickupPointProvider, PickupPointValue } from '../shipping/pickup-points.js';
import {
  shippingOptionById,
  shippingOptionsFor,
  type ShippingOptionDef,
} from '../shipping/options.js';
import { lockCart, type LockedCart } from '../cart/cart-store.js';
import { loadCartModel } from '../cart/cart-view.js';
import { chargeGiftCard } from '../cart/code-store.js';
import { idempotent, type AnswerSlot } from '../idempotency/idempotency.js';
import { cancelUnpaidOrder } from '../orders/order-cancel.js';
import { insertOrder } from './order-insert-store.js';
import {
  liveOrderId,
  readOrder,
  setPaymentSession,
  type StoredOrder,
} from '../orders/order-store.js';
import { nextUrl } from '../payments/payment-result.js';
import { ShopError } from '../errors/shop-error.js';
import { takeStock } from '../orders/stock-take-store.js';
import { BASE_PRICING, marketCountry, type MarketPricing } from '../site/market-rules.js';

export interface CheckoutDeps {
  db: Db;
  payments: PaymentProvider;
  pickupPoints: PickupPointProvider;
}

/**
 * The logged-in shopper's account, as an order sees it (null: a guest, who chooses freely).
 *
 * The account's customer type is the order's. A request naming another type is refused with
 * CUSTOMER_TYPE_LOCKED, not quietly changed: the type decided what the shopper was shown (prices
 * with or without VAT, which payment methods, the company fields), so an order of another type
 * is not the one they saw and agreed to. A business account does not buy at private terms nor a
 * private account as a business (a company's invoice and VAT deduction need a business buyer the
 * shop knows). The checkout sends the account's type, so only a stale page (a login in another
 * tab) or a hand-made request meets the refusal, and nothing is lost: the cart and what was
 * typed stay.
 *
 * A business account buys in its own name: the organisation number is the account's (checked at
 * registration and never changed), whatever the request sends, so a login cannot put another
 * company's number on an invoice; the checkout shows it read-only. The company name is the one
 * the shopper gave (a department may be named), else the account's.
 */
export interface OrderAccount {
  customerType: string;
  organizationId: string | null;
  companyName: string | null;
}

interface Checked {
  input: OrderInput;
  languageId: LanguageId;
  shipping: ShippingOptionDef;
  /** null: none chosen, which only an order a gift card pays in full may be. */
  payment: PaymentOptionDef | null;
  pickupPoint: PickupPointValue | null;
  /** The checkout market: the order is priced and paid in its currency. */
  market: MarketPricing;
}

/** The checked request and the units of stock an unpaid order may hold for this shopper. */
type Placing = Checked & { unitsLeft: number };

const fieldError = (field: string, code: FieldError['code']) =>
  new ShopError('VALIDATION_FAILED', `Invalid field: ${field}`, {
    fields: [{ field, code }] satisfies FieldError[],
  });

/** The request as the account may place it (see OrderAccount); a guest's as it came. */
function asAccount(raw: PlaceOrderInput, account: OrderAccount | null): PlaceOrderInput {
  if (!account) return raw;
  if (raw.customerType !== account.customerType)
    throw new ShopError('CUSTOMER_TYPE_LOCKED', 'The account buys as its own customer type', {
      customerType: account.customerType,
    });
  if (raw.customerType !== 'COMPANY' || !account.organizationId) return raw;
  return {
    ...raw,
    organizationId: account.organizationId,
    companyName: raw.companyName?.trim() ? raw.companyName : account.companyName,
  };
}

/** Everything that can be checked without the cart; failures here change nothing and are not stored. */
async function check(
  deps: CheckoutDeps,
  sent: PlaceOrderInput,
  account: OrderAccount | null,
  market: MarketPricing,
): Promise<Checked> {
  const raw = asAccount(sent, account);
  // The checkout market's country: its carriers, payment options and address rules.
  const country = marketCountry(market);
  const payment = raw.paymentOptionId
    ? (paymentOptionById(raw.paymentOptionId, country) ?? null)
    : null;
  if (raw.paymentOptionId && !payment?.customerTypes.includes(raw.customerType))
    throw new ShopError('INVALID_PAYMENT_OPTION', 'This payment option is not offered');
  const input = validateOrderInput(raw, payment, country);
  const shipping = shippingOptionById(input.shippingOptionId);
  if (!shipping) throw new ShopError('INVALID_SHIPPING_OPTION', 'Unknown shipping option');
  let pickupPoint: PickupPointValue | null = null;
  if (shipping.needsPickupPoint) {
    if (!input.pickupPointId) throw fieldError('pickupPointId', 'REQUIRED');
    pickupPoint = await deps.pickupPoints.byId(
      input.pickupPointId,
      shipping.id,
      languageOf(raw.languageId),
    );
    if (!pickupPoint) throw fieldError('pickupPointId', 'INVALID_PICKUP_POINT');
  }
  return { input, languageId: languageOf(raw.languageId), shipping, payment, pickupPoint, market };
}

/** What the shopper ordered (the cart and the details), stored with the order. */
function fingerprintOf(cart: LockedCart, input: OrderInput): string {
  const content = { items: cart.items, promo: cart.promoCode, gift: cart.giftCardCode, input };
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

async function createOrder(tx: Queryable, c: Placing, answer: AnswerSlot<string>): Promise<string> {
  const cart = isSecretId(c.input.cartId) ? await lockCart(tx, c.input.cartId) : null;
  if (!cart) throw new ShopError('CART_NOT_FOUND', 'No cart with this id');
  // This runs only for a key not seen before (a replay of the key is answered from its stored
  // answer): the order of an ordered cart belongs to the request that placed it, and knowing
  // the cart id must not hand out its token, name, address or phone.
  if (cart.status === 'ordered')
    throw new ShopError('CART_ALREADY_ORDERED', 'This cart has been ordered');
  // A new key is a new attempt (the client keeps one key per attempt): an unpaid order of the
  // cart is replaced, never answered, whether or not the details are the same.
  const live = await liveOrderId(tx, cart.id);
  if (live) await cancelUnpaidOrder(tx, live, 'superseded');
  const fingerprint = fingerprintOf(cart, c.input);
  const model = await loadCartModel(
    tx,
    { ...cart, shippingOptionId: c.shipping.id },
    c.languageId,
    c.market,
  );
  if (model.lines.length === 0) throw new ShopError('EMPTY_CART', 'The cart is empty');
  const offered = shippingOptionsFor(
    model.lines.some((l) => l.isHeavy),
    marketCountry(c.market),
  );
  if (!offered.includes(c.shipping))
    throw new ShopError('INVALID_SHIPPING_OPTION', 'This shipping option does not take this cart');
  const needs = new Map<number, number>();
  for (const line of model.lines)
    needs.set(line.skuId, (needs.get(line.skuId) ?? 0) + line.quantity);
  const { giftCardOre, toPayOre } = model.summary;
  const paid = toPayOre === 0;
  // Nothing left to pay (the gift card covers it): no payment method is asked for or kept.
  const payment = paid ? GIFT_CARD_PAYMENT : c.payment;
  if (!payment) throw fieldError('paymentOptionId', 'REQUIRED');
  // An unpaid order holds its stock until paid or expired: one shopper may hold only so much, so
  // nobody can make a shelf unbuyable by ordering it and not paying.
  let units = 0;
  for (const quantity of needs.values()) units += quantity;
  if (!paid && units > c.unitsLeft)
    throw new ShopError('UNPAID_HOLD_LIMIT', 'Too many units held by unpaid orders', {
      max: c.unitsLeft,
      units,
    });
  const taken = await takeStock(tx, needs);
  // The card keeps NOK: it gives what paying giftCardOre in the order's currency takes.
  const giftCardBaseOre = model.giftCard?.appliedBaseOre ?? giftCardOre;
  if (model.giftCard && !(await chargeGiftCard(tx, model.giftCard.code, giftCardBaseOre)))
    throw new ShopError('GIFT_CARD_EMPTY', 'The gift card balance changed; apply it again');
  const id = newSecretId();
  await insertOrder(tx, {
    id,
    accessToken: newSecretId(),
    fingerprint,
    languageId: c.languageId,
    input: c.input,
    cart: model,
    shipping: c.shipping,
    payment,
    pickupPoint: c.pickupPoint,
    status: paid ? 'processing' : 'received',
    paymentStatus: paid ? 'not_required' : 'pending',
    taken,
    giftCardBaseOre,
  });
  // The checkout's choices, the cart's new status and the idempotency answer in one statement
  // (nothing before it reads them back; a ShopError before it changes nothing).
  const stored = answer.store(id);
  await tx.query(
    `WITH answer AS (
       UPDATE idempotency_keys SET response = $6::jsonb, cart_id = $7 WHERE key = $8)
     UPDATE carts SET shipping_option_id = $2, pickup_point_id = $3, payment_option_id = $4,
            status = $5, updated_at = now()
      WHERE id = $1`,
    [
      cart.id,
      c.shipping.id,
      c.pickupPoint?.id ?? null,
      payment.id,
      paid ? 'ordered' : 'payment_pending',
      stored.json,
      stored.cartId,
      stored.key,
    ],
  );
  return id;
}

/** Creates (or finds again) the order and its payment session; see placeOrder in the SDL. */
export async function placeOrder(
  deps: CheckoutDeps,
  raw: PlaceOrderInput,
  account: OrderAccount | null = null,
  market: MarketPricing = BASE_PRICING,
  unitsLeft: number = Number.MAX_SAFE_INTEGER,
): Promise<{ order: StoredOrder; redirectUrl: string }> {
  const checked = { ...(await check(deps, raw, account, market)), unitsLeft };
  const { idempotencyKey, ...request } = raw;
  const orderId = await idempotent<string>(deps.db, {
    key: idempotencyKey,
    operation: 'placeOrder',
    scope: checked.input.cartId,
    request,
    cartIdOf: () => checked.input.cartId,
    run: (tx, answer) => createOrder(tx, checked, answer),
  });
  let order = await readOrder(deps.db, orderId);
  if (order?.status === 'received' && !order.payment.sessionId) {
    // Outside the transaction: a provider call must not hold database locks.
    const session = await deps.payments.createSession({
      orderId,
      orderNumber: order.orderNumber,
      amountOre: order.totals.toPayOre,
      currency: order.currencyCode,
      paymentType: order.payment.type,
      email: order.email,
      languageId: order.languageId,
    });
    const stored = await setPaymentSession(deps.db, orderId, deps.payments.id, session);
    order = { ...order, payment: { ...order.payment, ...stored } };
  }
  if (!order) throw new Error(`Order ${orderId} vanished`);
  return { order, redirectUrl: nextUrl(order) };
}
