// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  activeFields,
  emptyCheckoutValues,
  validateField,
  validateForm,
  withField,
  type CheckoutValues,
  type FormContext,
} from './checkout-form';
import { toPlaceOrderInput } from './place-order-input';
import { attemptFor, fingerprintOf } from './order-attempt';

const person: FormContext = { customerType: 'PERSON', needsPersonalId: false, country: 'NO' };
const company: FormContext = { customerType: 'COMPANY', needsPersonalId: false, country: 'NO' };

function filled(): CheckoutValues {
  const values = emptyCheckoutValues();
  return {
    ...values,
    email: 'kari@example.no',
    billing: {
      ...values.billing,
      firstName: 'Kari',
      lastName: 'Nordmann',
      addressLine1: 'Storgata 1',
      zip: '0150',
      city: 'Oslo',
      mobile: '912 34 567',
    },
    acceptTerms: true,
  };
}

describe('checkout form', () => {
  it('requires the required fields and leaves the optional ones alone', () => {
    const errors = validateForm(emptyCheckoutValues(), person);
    expect(errors.email).toBe('REQUIRED');
    expect(errors['billingAddress.firstName']).toBe('REQUIRED');
    expect(errors['billingAddress.zip']).toBe('REQUIRED');
    expect(errors.acceptTerms).toBe('TERMS_NOT_ACCEPTED');
    expect(errors['billingAddress.careOf']).toBeUndefined();
    expect(errors['billingAddress.entryCode']).toBeUndefined();
    expect(errors.message).toBeUndefined();
  });

  it('is valid once everything is filled in and the terms are accepted', () => {
    expect(validateForm(filled(), person)).toEqual({});
    expect(validateForm({ ...filled(), acceptTerms: false }, person)).toEqual({
      acceptTerms: 'TERMS_NOT_ACCEPTED',
    });
  });

  it('checks email, postcode and mobile', () => {
    const values = filled();
    expect(validateField('email', withField(values, 'email', 'kari@'), person)).toBe(
      'INVALID_EMAIL',
    );
    expect(
      validateField('billingAddress.zip', withField(values, 'billingAddress.zip', '150'), person),
    ).toBe('INVALID_ZIP');
    expect(
      validateField(
        'billingAddress.mobile',
        withField(values, 'billingAddress.mobile', '22 12 34 56'),
        person,
      ),
    ).toBe('INVALID_MOBILE');
  });

  it('asks a business for a valid organisation number and its name', () => {
    expect(activeFields(filled(), company)).toContain('organizationId');
    expect(validateForm(filled(), company)).toEqual({
      organizationId: 'REQUIRED',
      companyName: 'REQUIRED',
    });
    const bad = { ...filled(), organizationId: '923609017', companyName: 'Fjellgarasjen AS' };
    expect(validateForm(bad, company)).toEqual({ organizationId: 'INVALID_ORGANIZATION_ID' });
    expect(validateForm({ ...bad, organizationId: '923 609 016' }, company)).toEqual({});
  });

  it('asks for a personal id only when the payment needs one', () => {
    const invoice: FormContext = { ...person, needsPersonalId: true };
    expect(activeFields(filled(), person)).not.toContain('identityNumber');
    expect(validateForm(filled(), invoice)).toEqual({ identityNumber: 'REQUIRED' });
    expect(validateForm({ ...filled(), identityNumber: '29020050168' }, invoice)).toEqual({
      identityNumber: 'INVALID_PERSONAL_ID',
    });
    expect(validateForm({ ...filled(), identityNumber: '29020050169' }, invoice)).toEqual({});
    expect(validateForm({ ...filled(), identityNumber: '811228-9874' }, invoice)).toEqual({});
  });

  it('checks a separate shipping address only when there is one', () => {
    const values = { ...filled(), hasShippingAddress: true };
    expect(validateForm(values, person)['shippingAddress.firstName']).toBe('REQUIRED');
    expect(validateForm({ ...values, hasShippingAddress: false }, person)).toEqual({});
  });

  it("takes the checkout market's country's postcode and mobile number, as placeOrder does", () => {
    const sweden: FormContext = { ...person, country: 'SE' };
    const swedish = (values: CheckoutValues): CheckoutValues => ({
      ...values,
      billing: { ...values.billing, zip: '114 55', city: 'Stockholm', mobile: '070-123 45 67' },
    });
    expect(validateForm(filled(), sweden)).toEqual({
      'billingAddress.zip': 'INVALID_ZIP',
      'billingAddress.mobile': 'INVALID_MOBILE',
    });
    expect(validateForm(swedish(filled()), sweden)).toEqual({});
    expect(validateForm(swedish(filled()), person)).toEqual({
      'billingAddress.zip': 'INVALID_ZIP',
      'billingAddress.mobile': 'INVALID_MOBILE',
    });
    // A company of either country buys in either market.
    const firm = { ...swedish(filled()), companyName: 'Skoter AB' };
    for (const organizationId of ['556012-5790', '923 609 016'])
      expect(
        validateForm({ ...firm, organizationId }, { ...sweden, customerType: 'COMPANY' }),
      ).toEqual({});
    expect(
      validateForm(
        { ...firm, organizationId: '556012-5791' },
        { ...sweden, customerType: 'COMPANY' },
      ),
    ).toEqual({ organizationId: 'INVALID_ORGANIZATION_ID' });
  });
});

describe('placeOrder input', () => {
  const choices = {
    cartId: 'cart-1',
    customerType: 'PERSON' as const,
    needsPersonalId: false,
    shippingOptionId: 'posten-pickup',
    pickupPointId: 'pickup-0150-1',
    paymentOptionId: 'card',
    languageId: 1,
    country: 'NO' as const,
  };

  it('sends a normalised address and no company fields for a person', () => {
    const input = toPlaceOrderInput({ ...filled(), organizationId: '923609016' }, choices);
    expect(input.billingAddress.mobile).toBe('+4791234567');
    expect(input.billingAddress.careOf).toBeNull();
    expect(input.organizationId).toBeNull();
    expect(input.identityNumber).toBeNull();
    expect(input.shippingAddress).toBeNull();
  });

  it('sends the organisation number and company name for a business', () => {
    const values = { ...filled(), organizationId: '923609016', companyName: 'Fjellgarasjen AS' };
    const input = toPlaceOrderInput(values, { ...choices, customerType: 'COMPANY' });
    expect(input.organizationId).toBe('923609016');
    expect(input.billingAddress.company).toBe('Fjellgarasjen AS');
  });

  it('sends a Swedish address in the forms PostNord and placeOrder keep', () => {
    const values = filled();
    const input = toPlaceOrderInput(
      { ...values, billing: { ...values.billing, zip: '11455', mobile: '070-123 45 67' } },
      { ...choices, country: 'SE' },
    );
    expect(input.billingAddress).toMatchObject({
      zip: '114 55',
      mobile: '+46701234567',
      country: 'SE',
    });
  });
});

describe('order attempt', () => {
  let keys = 0;
  const newKey = () => `key-${String((keys += 1))}`;

  it('keeps the key for the same input and makes a new one for changed input', () => {
    const first = attemptFor(null, { email: 'a@example.no' }, newKey);
    expect(attemptFor(first, { email: 'a@example.no' }, newKey)).toBe(first);
    const changed = attemptFor(first, { email: 'b@example.no' }, newKey);
    expect(changed.key).not.toBe(first.key);
  });

  it('stores a hash, not the input', () => {
    const fingerprint = fingerprintOf({ identityNumber: '29020050169' });
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint).not.toContain('29020050169');
  });
});
