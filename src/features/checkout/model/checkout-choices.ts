import type { CheckoutModel, PaymentOptionModel, ShippingOptionModel } from '../use-checkout';
import type { CustomerKind } from './checkout-form';

export interface CheckoutChoices {
  /** The payment options offered to the shopper's customer type. */
  payments: PaymentOptionModel[];
  /** A gift card pays the whole order: no payment method is asked for, and none is sent. */
  isPaidByGiftCard: boolean;
  payment: PaymentOptionModel | null;
  shipping: ShippingOptionModel | null;
  /** The chosen payment asks for a person's national id (else null). */
  personalIdFor: PaymentOptionModel | null;
  /** The chosen shipping needs a pickup point and none is chosen. */
  pickupMissing: boolean;
}

/** The shipping and payment as chosen so far, and what they still ask of the shopper. */
export function checkoutChoices(
  checkout: Pick<CheckoutModel, 'cart' | 'paymentOptions' | 'shippingOptions' | 'pickupPoint'>,
  customerType: CustomerKind,
): CheckoutChoices {
  const payments = checkout.paymentOptions.filter((option) =>
    option.customerTypes.includes(customerType),
  );
  const { total } = checkout.cart.summary;
  const isPaidByGiftCard = total.giftCardAmount > 0 && total.toPayIncVat === 0;
  const payment = isPaidByGiftCard ? null : (payments.find((option) => option.isSelected) ?? null);
  const shipping = checkout.shippingOptions.find((option) => option.isSelected) ?? null;
  return {
    payments,
    isPaidByGiftCard,
    payment,
    shipping,
    personalIdFor: customerType === 'PERSON' && payment?.needsPersonalId === true ? payment : null,
    pickupMissing: shipping?.needsPickupPoint === true && !checkout.pickupPoint,
  };
}
