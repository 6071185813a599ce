// placeOrder input, checked as the checkout form checks it (the spec: every field valid and the
// purchase terms accepted; the Norway notes in DESIGN.md).
import type {
  AddressInput,
  CheckoutFieldErrorCode,
  PlaceOrderInput,
} from '../generated/resolvers.js';
import type { PaymentOptionDef } from '../payments/options.js';
import { ShopError } from '../errors/shop-error.js';
import {
  isValidEmail,
  normaliseMobile,
  normalisePostcode,
  type DeliveryCountry,
} from '../../shared/validation/contact.js';
import { normaliseBuyerOrgNumber } from '../../shared/validation/org-number.js';
import { isValidPersonalId, maskPersonalId } from '../../shared/validation/personal-id.js';
import type { AddressValue, CustomerTypeValue } from '../orders/order-model.js';

export const CONSENT_TYPES = ['NEWSLETTER', 'SMS', 'REVIEW_INVITATION'] as const;

export interface OrderInput {
  cartId: string;
  email: string;
  customerType: CustomerTypeValue;
  identityNumberMasked: string | null;
  organizationId: string | null;
  companyName: string | null;
  billingAddress: AddressValue;
  shippingAddress: AddressValue | null;
  shippingOptionId: string;
  pickupPointId: string | null;
  paymentOptionId: string | null;
  consents: { type: string; checked: boolean }[];
  message: string | null;
}

/** One entry of VALIDATION_FAILED's extensions.fields; the codes are the schema's. */
export interface FieldError {
  field: string;
  code: CheckoutFieldErrorCode;
}

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** Control characters (NUL, escapes, …); a message may still have line breaks and tabs. */
const CONTROL = /[\p{Cc}]/u;
const CONTROL_BUT_LINES = /[^\P{Cc}\n\r\t]/u;

/** Fields (top level and addresses) with characters no name, address or message has. */
function controlCharacters(input: PlaceOrderInput, errors: FieldError[]): void {
  const check = (value: unknown, field: string, pattern: RegExp) => {
    if (typeof value === 'string' && pattern.test(value))
      errors.push({ field, code: 'INVALID_CHARACTERS' });
  };
  for (const [name, value] of Object.entries(input))
    check(value, name, name === 'message' ? CONTROL_BUT_LINES : CONTROL);
  for (const prefix of ['billingAddress', 'shippingAddress'] as const)
    for (const [name, value] of Object.entries(input[prefix] ?? {}))
      check(value, `${prefix}.${name}`, CONTROL);
}

/** An address in the checkout market's country, by that country's rules. */
function address(
  input: AddressInput,
  prefix: string,
  country: DeliveryCountry,
  errors: FieldError[],
): AddressValue {
  const required = ['firstName', 'lastName', 'addressLine1', 'zip', 'city', 'mobile'] as const;
  for (const name of required)
    if (!text(input[name])) errors.push({ field: `${prefix}.${name}`, code: 'REQUIRED' });
  for (const [name, value] of Object.entries(input))
    if (typeof value === 'string' && value.length > 100)
      errors.push({ field: `${prefix}.${name}`, code: 'TOO_LONG' });
  // No country named: the market's. Another country than the market's is not delivered to.
  if ((text(input.country) ?? country).toUpperCase() !== country)
    errors.push({ field: `${prefix}.country`, code: 'UNSUPPORTED_COUNTRY' });
  const zip = normalisePostcode(input.zip, country);
  if (text(input.zip) && !zip) errors.push({ field: `${prefix}.zip`, code: 'INVALID_ZIP' });
  const mobile = normaliseMobile(input.mobile, country);
  if (text(input.mobile) && !mobile)
    errors.push({ field: `${prefix}.mobile`, code: 'INVALID_MOBILE' });
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    careOf: text(input.careOf),
    addressLine1: input.addressLine1.trim(),
    addressLine2: text(input.addressLine2),
    zip: zip ?? input.zip.trim(),
    city: input.city.trim(),
    country,
    entryCode: text(input.entryCode),
    mobile: mobile ?? input.mobile.trim(),
    company: text(input.company),
  };
}

function customer(input: PlaceOrderInput, payment: PaymentOptionDef | null, errors: FieldError[]) {
  const id = text(input.identityNumber);
  if (input.customerType === 'COMPANY') {
    // A Norwegian or a Swedish company, whichever market it buys in.
    const org = text(input.organizationId);
    const normalised = org ? normaliseBuyerOrgNumber(org) : null;
    if (!org) errors.push({ field: 'organizationId', code: 'REQUIRED' });
    else if (!normalised) errors.push({ field: 'organizationId', code: 'INVALID_ORGANIZATION_ID' });
    if (!text(input.companyName)) errors.push({ field: 'companyName', code: 'REQUIRED' });
    return {
      organizationId: normalised,
      companyName: text(input.companyName),
      idMasked: null,
    };
  }
  if (!id && payment?.needsPersonalId) errors.push({ field: 'identityNumber', code: 'REQUIRED' });
  if (id && !isValidPersonalId(id))
    errors.push({ field: 'identityNumber', code: 'INVALID_PERSONAL_ID' });
  return { organizationId: null, companyName: null, idMasked: id ? maskPersonalId(id) : null };
}

/**
 * The input normalised; VALIDATION_FAILED lists every field error at once. `payment` is null
 * when none was chosen (a gift card paying everything needs none: placeOrder decides with the
 * cart). `country` is the checkout market's: addresses, postcodes and mobile numbers follow its
 * rules (a company of either country may buy in either).
 */
export function validateOrderInput(
  input: PlaceOrderInput,
  payment: PaymentOptionDef | null,
  country: DeliveryCountry = 'NO',
): OrderInput {
  const errors: FieldError[] = [];
  if (!isValidEmail(input.email))
    errors.push({ field: 'email', code: text(input.email) ? 'INVALID_EMAIL' : 'REQUIRED' });
  if (!input.acceptTerms) errors.push({ field: 'acceptTerms', code: 'TERMS_NOT_ACCEPTED' });
  if ((input.message?.length ?? 0) > 500) errors.push({ field: 'message', code: 'TOO_LONG' });
  for (const field of ['companyName', 'pickupPointId', 'identityNumber', 'organizationId'] as const)
    if ((input[field]?.length ?? 0) > 100) errors.push({ field, code: 'TOO_LONG' });
  controlCharacters(input, errors);
  input.consents.forEach((consent, i) => {
    if (!(CONSENT_TYPES as readonly string[]).includes(consent.type))
      errors.push({ field: `consents.${i}.type`, code: 'UNKNOWN_CONSENT' });
  });
  const who = customer(input, payment, errors);
  const billingAddress = address(input.billingAddress, 'billingAddress', country, errors);
  const shippingAddress = input.shippingAddress
    ? address(input.shippingAddress, 'shippingAddress', country, errors)
    : null;
  if (errors.length > 0)
    throw new ShopError(
      'VALIDATION_FAILED',
      `Invalid fields: ${errors.map((e) => e.field).join(', ')}`,
      {
        fields: errors,
      },
    );
  return {
    cartId: input.cartId,
    email: input.email.trim().toLowerCase(),
    customerType: input.customerType,
    identityNumberMasked: who.idMasked,
    organizationId: who.organizationId,
    companyName: who.companyName,
    billingAddress,
    shippingAddress,
    shippingOptionId: input.shippingOptionId,
    pickupPointId: text(input.pickupPointId),
    paymentOptionId: text(input.paymentOptionId),
    consents: input.consents.map((c) => ({ type: c.type, checked: c.checked })),
    message: text(input.message),
  };
}
