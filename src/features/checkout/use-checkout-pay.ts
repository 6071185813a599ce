import { useState } from 'react';
import type { Locale } from '@/i18n/locale';
import { LANGUAGE_IDS } from '@/i18n/locale';
import { checkoutMarketId } from '@/lib/market/current-market';
import type { CheckoutChoices } from './model/checkout-choices';
import type { CheckoutValues, CustomerKind } from './model/checkout-form';
import type { OrderAttempt } from './model/order-attempt';
import type { DeliveryCountry } from './model/validators';
import { toPlaceOrderInput } from './model/place-order-input';
import { formFieldErrors } from './place-order-error';
import type { CheckoutModel } from './use-checkout';
import type { useCheckoutForm } from './use-checkout-form';
import { usePlaceOrder } from './use-place-order';
import { focusFirstMissing } from './components/text-field';

interface PayInput {
  checkout: CheckoutModel;
  choices: CheckoutChoices;
  values: CheckoutValues;
  form: ReturnType<typeof useCheckoutForm>;
  customerType: CustomerKind;
  /** The checkout market's country: the order's addresses are in it. */
  country: DeliveryCountry;
  locale: Locale;
  attempt: OrderAttempt | null;
  setAttempt: (attempt: OrderAttempt) => void;
  /** After a failed order: the cart may have changed (stock), fetch it again. */
  refresh: () => void;
}

/** One thing missing before the order can be paid (pay-section.tsx names them). */
export type MissingItem =
  { kind: 'fields'; count: number } | { kind: 'shipping' | 'pickupPoint' | 'payment' | 'terms' };

/**
 * The pay button (the spec: all fields valid and purchase terms accepted): it reveals every missing
 * field and choice, and only a complete form places the order; the server's verdict lands on the
 * fields.
 */
export function useCheckoutPay(input: PayInput) {
  const { checkout, choices, values, form, customerType, country, locale, refresh } = input;
  const { placeOrder, isBusy, error } = usePlaceOrder(input.attempt, input.setAttempt);
  const [hasTriedToPay, setHasTriedToPay] = useState(false);
  const { shipping, payment, pickupMissing, isPaidByGiftCard } = choices;
  const errorCount = Object.keys(form.errors).length;
  const isReady =
    errorCount === 0 &&
    shipping !== null &&
    !pickupMissing &&
    (payment !== null || isPaidByGiftCard);
  // What stands between the shopper and paying, named one by one under the pay button.
  const fieldCount = Object.keys(form.errors).filter((field) => field !== 'acceptTerms').length;
  const missing: MissingItem[] = [
    ...(fieldCount > 0 ? [{ kind: 'fields' as const, count: fieldCount }] : []),
    ...(shipping === null ? [{ kind: 'shipping' as const }] : []),
    ...(pickupMissing ? [{ kind: 'pickupPoint' as const }] : []),
    ...(payment === null && !isPaidByGiftCard ? [{ kind: 'payment' as const }] : []),
    ...('acceptTerms' in form.errors ? [{ kind: 'terms' as const }] : []),
  ];

  const pay = async () => {
    setHasTriedToPay(true);
    const firstInvalid = form.revealAll();
    if (!isReady) {
      focusFirstMissing(firstInvalid, { shipping: !shipping, pickupPoint: pickupMissing });
      return;
    }
    const failure = await placeOrder(
      toPlaceOrderInput(values, {
        cartId: checkout.cart.id,
        customerType,
        needsPersonalId: choices.personalIdFor !== null,
        shippingOptionId: shipping.id,
        pickupPointId: shipping.needsPickupPoint ? (checkout.pickupPoint?.id ?? null) : null,
        paymentOptionId: payment?.id ?? null,
        languageId: LANGUAGE_IDS[locale],
        marketId: checkoutMarketId(),
        country,
      }),
    );
    if (!failure) return;
    form.showServerErrors(formFieldErrors(failure));
    // The cart may have changed (stock): show it as it is now.
    if (failure.code !== 'NETWORK') refresh();
  };

  return { pay, isBusy, error, isReady, missing, hasTriedToPay };
}
