import type { AddressInput, PlaceOrderInput } from '@/graphql/generated/operations';
import { normaliseMobile, normalisePostcode, type DeliveryCountry } from './validators';
import type { AddressValues, CheckoutValues, CustomerKind } from './checkout-form';

export interface OrderChoices {
  cartId: string;
  customerType: CustomerKind;
  needsPersonalId: boolean;
  shippingOptionId: string;
  pickupPointId: string | null;
  /** null: a gift card pays the whole order, which needs no payment method. */
  paymentOptionId: string | null;
  languageId: number;
  /** The checkout market (its currency is the order's); unset: the default market. */
  marketId?: number;
  /** The checkout market's country: the addresses are in it. */
  country: DeliveryCountry;
}

const optional = (value: string) => value.trim() || null;

function toAddress(
  address: AddressValues,
  company: string | null,
  country: DeliveryCountry,
): AddressInput {
  return {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    careOf: optional(address.careOf),
    addressLine1: address.addressLine1.trim(),
    addressLine2: optional(address.addressLine2),
    zip: normalisePostcode(address.zip, country) ?? address.zip.trim(),
    city: address.city.trim(),
    country,
    entryCode: optional(address.entryCode),
    mobile: normaliseMobile(address.mobile, country) ?? address.mobile.trim(),
    company,
  };
}

/** placeOrder's input without its idempotency key (the attempt adds it). */
export function toPlaceOrderInput(
  values: CheckoutValues,
  choices: OrderChoices,
): Omit<PlaceOrderInput, 'idempotencyKey'> {
  const isCompany = choices.customerType === 'COMPANY';
  const company = isCompany ? optional(values.companyName) : null;
  return {
    cartId: choices.cartId,
    email: values.email.trim(),
    customerType: choices.customerType,
    identityNumber: !isCompany && choices.needsPersonalId ? optional(values.identityNumber) : null,
    organizationId: isCompany ? optional(values.organizationId) : null,
    companyName: company,
    billingAddress: toAddress(values.billing, company, choices.country),
    shippingAddress: values.hasShippingAddress
      ? toAddress(values.shipping, company, choices.country)
      : null,
    shippingOptionId: choices.shippingOptionId,
    pickupPointId: choices.pickupPointId,
    paymentOptionId: choices.paymentOptionId,
    consents: Object.entries(values.consents).map(([type, checked]) => ({ type, checked })),
    acceptTerms: values.acceptTerms,
    message: optional(values.message),
    languageId: choices.languageId,
    ...(choices.marketId === undefined ? {} : { marketId: choices.marketId }),
  };
}
