import type { CartModel } from '../cart/model.js';
import { paymentOptionById } from '../payments/options.js';
import type { PickupPointProvider } from '../shipping/pickup-points.js';
import { shippingOptionsFor } from '../shipping/options.js';
import { cartMutation, type CartCall } from '../cart/cart-change.js';
import { loadCartModel } from '../cart/cart-view.js';
import { ShopError } from '../errors/shop-error.js';
import { marketCountry } from '../site/market-rules.js';
import type { FieldError } from './validate-order.js';

interface ShippingArgs {
  cartId: string;
  shippingOptionId: string;
  pickupPointId: string | null;
}

export function selectShippingOption(
  call: CartCall,
  pickupPoints: PickupPointProvider,
  args: ShippingArgs,
): Promise<CartModel> {
  return cartMutation<ShippingArgs>('selectShippingOption', async (tx, cart) => {
    const { lines } = await loadCartModel(tx, cart, call.languageId, call.market);
    const country = marketCountry(call.market);
    const option = shippingOptionsFor(
      lines.some((l) => l.isHeavy),
      country,
    ).find((o) => o.id === args.shippingOptionId);
    if (!option)
      throw new ShopError('INVALID_SHIPPING_OPTION', 'This shipping option is not offered');
    let pickupPointId: string | null = null;
    if (option.needsPickupPoint && args.pickupPointId) {
      const point = await pickupPoints.byId(args.pickupPointId, option.id);
      if (!point)
        throw new ShopError('VALIDATION_FAILED', 'Unknown pickup point', {
          fields: [{ field: 'pickupPointId', code: 'INVALID_PICKUP_POINT' }] satisfies FieldError[],
        });
      pickupPointId = point.id;
    }
    return { shippingOptionId: option.id, pickupPointId };
  })(call, args);
}

/** A payment option offered in the call's market's country (Vipps only in Norway). */
export function selectPaymentOption(
  call: CartCall,
  args: { cartId: string; paymentOptionId: string },
): Promise<CartModel> {
  return cartMutation<typeof args>('selectPaymentOption', (_tx, _cart, sent) => {
    const option = paymentOptionById(sent.paymentOptionId, marketCountry(call.market));
    if (!option) throw new ShopError('INVALID_PAYMENT_OPTION', 'Unknown payment option');
    return Promise.resolve({ paymentOptionId: option.id });
  })(call, args);
}
