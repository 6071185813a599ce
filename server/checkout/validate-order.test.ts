import { readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { PlaceOrderInput } from '../generated/resolvers.js';
import { ShopError } from '../errors/shop-error.js';
import { paymentOptionById } from '../payments/options.js';
import { ADDRESS, orderInput } from '../testing/order-helpers.js';
import { validateOrderInput, type FieldError } from './validate-order.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The values of the schema's CheckoutFieldErrorCode, read from the SDL itself. */
const schemaCodes = parse(read('../schema/checkout.graphql'))
  .definitions.flatMap((d) =>
    d.kind === Kind.ENUM_TYPE_DEFINITION && d.name.value === 'CheckoutFieldErrorCode'
      ? (d.values ?? []).map((v) => v.name.value)
      : [],
  )
  .sort();

const invoice = paymentOptionById('invoice', 'NO') ?? null;

/** The field errors validateOrderInput gives for an input, or [] when it passes. */
function fieldErrors(over: Record<string, unknown>, payment = invoice): FieldError[] {
  const input = orderInput('cart-1', over) as unknown as PlaceOrderInput;
  try {
    validateOrderInput(input, payment);
    return [];
  } catch (error) {
    if (!(error instanceof ShopError) || error.code !== 'VALIDATION_FAILED') throw error;
    return error.details.fields as FieldError[];
  }
}

/** Inputs that between them break every rule validateOrderInput has. */
const BAD_INPUTS: Record<string, unknown>[] = [
  {
    email: 'not-an-email',
    acceptTerms: false,
    message: 'x'.repeat(501),
    consents: [{ type: 'POSTCARDS', checked: true }],
    billingAddress: { ...ADDRESS, lastName: '', zip: '12', mobile: '123', country: 'SE' },
  },
  { email: '', identityNumber: '01010112345', companyName: 'Kari\u0000' },
  { customerType: 'COMPANY', organizationId: '923609017' },
];

describe('placeOrder field error codes', () => {
  it('the schema names them', () => {
    expect(schemaCodes.length).toBeGreaterThan(0);
  });

  it("are all the schema's CheckoutFieldErrorCode, and the validators give every one", () => {
    const given = new Set(BAD_INPUTS.flatMap((over) => fieldErrors(over)).map((e) => e.code));
    expect([...given].filter((code) => !schemaCodes.includes(code))).toEqual([]);
    // The pickup point is checked against the pickup point service, by placeOrder and
    // selectShippingOption (place-order.test.ts), not by validateOrderInput.
    expect([...given, 'INVALID_PICKUP_POINT'].sort()).toEqual(schemaCodes);
  });

  it('a valid input gives none', () => {
    expect(fieldErrors({ identityNumber: '' }, paymentOptionById('card', 'NO') ?? null)).toEqual(
      [],
    );
  });

  it.each(['nb', 'nn'])('each has a text in locales/%s/checkout.json', (locale) => {
    const texts = (
      JSON.parse(read(`../../locales/${locale}/checkout.json`)) as {
        errors: Record<string, string>;
      }
    ).errors;
    expect(schemaCodes.filter((code) => !texts[code]?.trim())).toEqual([]);
  });
});
