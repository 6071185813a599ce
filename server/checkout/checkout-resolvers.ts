import type {
  CheckoutResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers.js';
import { languageOf } from '../i18n/language.js';
import { UNPAID_ORDER_TTL_MS } from '../orders/housekeeping.js';
import { unpaidOrders } from '../orders/order-store.js';
import { attachOrderToAccount } from '../orders/account-orders-store.js';
import { CONSENT_TYPES } from './validate-order.js';
import { paymentOptionsIn } from '../payments/options.js';
import { selectPaymentOption, selectShippingOption } from './checkout-choices.js';
import { getCart } from '../cart/cart-view.js';
import { exVatOre, formatIn, kroner } from '../catalogue/money-rules.js';
import { placeOrder, type OrderAccount } from './place-order.js';
import { profileById } from '../accounts/accounts-store.js';
import type { AuthUser } from '../accounts/accounts.js';
import type { Queryable } from '../db/types.js';
import { shippingFeeOre } from '../cart/summary.js';
import { deliveryText, needsSupplier } from '../shipping/delivery.js';
import { effectiveShipping, shippingOptionsFor, SHIPPING_VAT_RATE } from '../shipping/options.js';
import { cityOf } from '../shipping/postcodes.js';
import { isValidPostcode } from '../../shared/validation/contact.js';
import { cartCall } from '../cart/cart-resolvers.js';
import { shopCall } from '../errors/shop-call.js';
import { mailOrderConfirmation } from '../mail/order-confirmation.js';
import { cartCurrency } from '../cart/cart-shapes.js';
import { shippingInMarket, thresholdInMarket } from '../cart/market-money.js';
import { BASE_PRICING, marketCountry, marketOre } from '../site/market-rules.js';

// Who may: anyone with the API key (a cart is its secret id). Cost: checkout reads the cart as
// getCart does; pickupPoints and postcode compute from tables in memory, no query. Bad input:
// an unknown cart is CART_NOT_FOUND; a postcode not of the option's country (or another
// carrier's option) gets [] (market-checkout.test.ts); the market is the memoised market row.
export const checkoutQueries: Pick<QueryResolvers, 'checkout' | 'pickupPoints' | 'postcode'> = {
  checkout: (_, { cartId, languageId, marketId }, ctx) =>
    shopCall(
      async () =>
        getCart(ctx.db, cartId, languageOf(languageId), await ctx.markets.pricing(marketId)),
      languageId,
    ),
  pickupPoints: (_, { postcode, shippingOptionId, languageId }, ctx) =>
    ctx.providers.pickupPoints.near(
      postcode,
      shippingOptionId ?? 'posten-pickup',
      languageOf(languageId),
    ),
  postcode: (_, { zip }) => ({
    zip: zip.trim(),
    isValid: isValidPostcode(zip),
    city: cityOf(zip),
  }),
};

/** What an order takes from the account: its type and, for a business, its organisation. */
async function orderAccountOf(db: Queryable, user: AuthUser): Promise<OrderAccount> {
  if (user.customerType === 'PERSON')
    return { customerType: user.customerType, organizationId: null, companyName: null };
  const profile = await profileById(db, user.id);
  return {
    customerType: user.customerType,
    organizationId: profile?.organizationId ?? null,
    companyName: profile?.companyName ?? null,
  };
}

// Who may: anyone with the cart's id; placeOrder is counted per shopper and bounds the unpaid
// orders one may hold and the units of stock they hold together (ctx.limits; beyond them
// RATE_LIMITED or UNPAID_HOLD_LIMIT, nothing held: rate-limits.test.ts). Cost: one locked cart
// transaction each. Bad input: a
// carrier, payment or address of another country than the market's is INVALID_SHIPPING_OPTION,
// INVALID_PAYMENT_OPTION or VALIDATION_FAILED with the field's code, nothing changed
// (market-checkout.test.ts, validate-order.test.ts).
export const checkoutMutations: Pick<
  MutationResolvers,
  'selectShippingOption' | 'selectPaymentOption' | 'placeOrder'
> = {
  selectShippingOption: (_, a, ctx) =>
    shopCall(
      async () =>
        selectShippingOption(await cartCall(ctx, a), ctx.providers.pickupPoints, {
          cartId: a.cartId,
          shippingOptionId: a.shippingOptionId,
          pickupPointId: a.pickupPointId ?? null,
        }),
      a.languageId,
    ),
  selectPaymentOption: (_, a, ctx) =>
    shopCall(
      async () =>
        selectPaymentOption(await cartCall(ctx, a), {
          cartId: a.cartId,
          paymentOptionId: a.paymentOptionId,
        }),
      a.languageId,
    ),
  placeOrder: (_, { input }, ctx) =>
    shopCall(async () => {
      // No account: placements per shopper are counted, and the unpaid orders (each holding its
      // stock until paid or expired) one shopper may hold at once are bounded.
      ctx.limits.orders.take(ctx.client);
      const unitsLeft = await ctx.limits.unpaid.check(ctx.client, input.cartId, (ids) =>
        unpaidOrders(ctx.db, ids),
      );
      // Logged in: the order is of the account's customer type (place-order.ts, OrderAccount).
      const user = await ctx.auth.user();
      const account = user ? await orderAccountOf(ctx.db, user) : null;
      // The checkout market the shopper saw the checkout in: the order's prices and currency.
      const market = await ctx.markets.pricing(input.marketId);
      const { order, redirectUrl } = await placeOrder(
        { db: ctx.db, ...ctx.providers },
        input,
        account,
        market,
        unitsLeft,
      );
      // Placed while logged in: the order is the account's (its orders page), whatever e-mail
      // it names. A guest order joins an account only once that account verified the address.
      if (user) await attachOrderToAccount(ctx.db, order.id, user.id);
      // Paid in full by a gift card, the order is paid as it is placed, and no provider sends
      // the paid notice that mails the confirmation (http/payments-route.ts): it goes now. Once:
      // the order's row is claimed, so a replayed placement sends nothing more. A failed send
      // does not undo the placed order; the confirmation page shows it.
      if (order.payment.status === 'not_required' && ctx.mail)
        await mailOrderConfirmation(ctx.db, ctx.mail.mailer, ctx.mail.publicUrl, order).catch(
          (error: unknown) =>
            console.error(`Order ${order.orderNumber}: confirmation not mailed:`, error),
        );
      if (order.payment.status === 'pending' && order.status === 'received')
        ctx.limits.unpaid.add(
          ctx.client,
          order.id,
          input.cartId,
          Date.parse(order.createdAt) + UNPAID_ORDER_TTL_MS,
          order.lines.reduce((units, line) => units + line.quantity, 0),
        );
      return { order, token: order.accessToken, redirectUrl };
    }, input.languageId),
};

export const Checkout: CheckoutResolvers = {
  cart: (cart) => cart,
  country: (cart) => marketCountry(cart.market),
  shippingOptions: (cart) => {
    const hasHeavy = cart.lines.some((l) => l.isHeavy);
    const country = marketCountry(cart.market);
    const chosen = effectiveShipping(cart.shippingOptionId, hasHeavy, country);
    const freeByPromo = cart.promo?.isApplied === true && cart.promo.kind === 'free_shipping';
    const goods = cart.summary.subSelling.inc;
    const fromSupplier = needsSupplier(cart.lines);
    // Fees and the free-shipping threshold in the cart's currency, as its summary has them.
    const market = cart.market ?? BASE_PRICING;
    const formatOre = (ore: number) => formatIn(ore, cartCurrency(cart));
    const offered = shippingOptionsFor(hasHeavy, country);
    // The one way a cart can go (heavy goods) is chosen: there is nothing for the shopper to pick.
    const isOnlyWay = offered.length === 1;
    return offered.map((option) => {
      const fee = shippingFeeOre(
        shippingInMarket(option, market),
        goods,
        freeByPromo,
        cart.lines.length === 0,
        thresholdInMarket(market),
      );
      return {
        id: option.id,
        type: option.type,
        carrier: option.carrier,
        displayName: option.name[cart.languageId],
        logo: option.logo,
        isSelected: (!chosen.isDefault || isOnlyWay) && chosen.option.id === option.id,
        feeIncVat: kroner(fee),
        feeExVat: kroner(exVatOre(fee, SHIPPING_VAT_RATE)),
        feeIncVatFormatted: formatOre(fee),
        feeExVatFormatted: formatOre(exVatOre(fee, SHIPPING_VAT_RATE)),
        deliveryText: deliveryText(option, cart.languageId, fromSupplier),
        needsPickupPoint: option.needsPickupPoint,
      };
    });
  },
  paymentOptions: (cart) =>
    paymentOptionsIn(marketCountry(cart.market)).map((option) => {
      const feeOre = marketOre(option.feeOre, cart.market ?? BASE_PRICING);
      return {
        id: option.id,
        displayName: option.name[cart.languageId],
        logo: option.logo,
        paymentType: option.type,
        description: option.description[cart.languageId],
        fee: kroner(feeOre),
        feeFormatted: formatIn(feeOre, cartCurrency(cart)),
        isSelected: option.id === cart.paymentOptionId,
        needsPersonalId: option.needsPersonalId,
        customerTypes: [...option.customerTypes],
      };
    }),
  pickupPoint: async (cart, _, ctx) => {
    const option = cart.summary.shipping.optionId;
    return cart.pickupPointId
      ? ctx.providers.pickupPoints.byId(cart.pickupPointId, option, cart.languageId)
      : null;
  },
  consents: () => CONSENT_TYPES.map((type) => ({ type, required: false })),
};
