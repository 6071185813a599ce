// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { heldConsents, prefillIn, prefillValues, type AccountPrefill } from './account-prefill';
import { emptyCheckoutValues } from './checkout-form';

const account: AccountPrefill = {
  id: 'a1',
  email: 'kari@example.test',
  firstName: 'Kari',
  lastName: 'Nordmann',
  phone: '+4791234567',
  billing: { addressLine1: 'Storgata 1', addressLine2: null, zip: '0150', city: 'Oslo' },
  shipping: null,
  organizationId: null,
  companyName: null,
};

describe('prefillValues', () => {
  it('fills an empty checkout from the account', () => {
    const values = prefillValues(emptyCheckoutValues(), account);
    expect(values.email).toBe('kari@example.test');
    expect(values.billing).toMatchObject({
      firstName: 'Kari',
      lastName: 'Nordmann',
      mobile: '912 34 567',
      addressLine1: 'Storgata 1',
      addressLine2: '',
      zip: '0150',
      city: 'Oslo',
    });
    expect(values.hasShippingAddress).toBe(false);
  });

  it('never overwrites what the shopper typed', () => {
    const typed = emptyCheckoutValues();
    typed.email = 'annen@example.test';
    typed.billing.firstName = 'Ola';
    typed.billing.zip = '5003';
    const values = prefillValues(typed, account);
    expect(values.email).toBe('annen@example.test');
    expect(values.billing.firstName).toBe('Ola');
    expect(values.billing.zip).toBe('5003');
    expect(values.billing.lastName).toBe('Nordmann');
    // Half an address typed: the account's is not mixed into it.
    expect(values.billing.addressLine1).toBe('');
    expect(values.billing.city).toBe('');
  });

  it('takes a business account’s organisation number and name, and its delivery address', () => {
    const values = prefillValues(emptyCheckoutValues(), {
      ...account,
      organizationId: '923609016',
      companyName: 'Fjellgarasjen AS',
      shipping: { addressLine1: 'Lagerveien 2', zip: '3050', city: 'Mjøndalen' },
    });
    expect(values.organizationId).toBe('923 609 016');
    expect(values.companyName).toBe('Fjellgarasjen AS');
    expect(values.hasShippingAddress).toBe(true);
    expect(values.shipping).toMatchObject({
      firstName: 'Kari',
      addressLine1: 'Lagerveien 2',
      zip: '3050',
      city: 'Mjøndalen',
    });
  });

  it('puts the business account’s organisation number over one typed before the login', () => {
    const typed = emptyCheckoutValues();
    typed.organizationId = '974760673';
    typed.companyName = 'Avdeling Nord';
    const values = prefillValues(typed, {
      ...account,
      organizationId: '923609016',
      companyName: 'Fjellgarasjen AS',
    });
    expect(values.organizationId).toBe('923 609 016');
    expect(values.companyName).toBe('Avdeling Nord');
  });

  it('turns on no delivery address for a shopper who already typed an address', () => {
    const typed = emptyCheckoutValues();
    typed.billing.addressLine1 = 'Kongens gate 3';
    const values = prefillValues(typed, {
      ...account,
      shipping: { addressLine1: 'Lagerveien 2', zip: '3050', city: 'Mjøndalen' },
    });
    expect(values.hasShippingAddress).toBe(false);
    expect(values.billing.addressLine1).toBe('Kongens gate 3');
  });
});

describe('prefillIn', () => {
  it("keeps only the account's address and mobile of the checkout's country", () => {
    const swedish = {
      addressLine1: 'Storgatan 1',
      zip: '114 55',
      city: 'Stockholm',
      country: 'SE',
    };
    const both = { ...account, shipping: { ...swedish } };
    expect(prefillIn(both, 'NO')).toMatchObject({
      phone: '+4791234567',
      billing: account.billing,
      shipping: null,
    });
    expect(prefillIn(both, 'SE')).toMatchObject({ phone: '', billing: null, shipping: swedish });
    expect(prefillIn({ ...both, phone: '+46701234567' }, 'SE').phone).toBe('+46701234567');
  });
});

describe('heldConsents', () => {
  const account = { id: 'a', email: 'Kari@Example.test', newsletter: true } as AccountPrefill;

  it('holds the newsletter of a subscribed account while the checkout uses its address', () => {
    expect(heldConsents(account, ' kari@example.test ')).toEqual(['NEWSLETTER']);
    expect(heldConsents(account, 'annen@example.test')).toEqual([]);
    expect(heldConsents({ ...account, newsletter: false }, 'kari@example.test')).toEqual([]);
    expect(heldConsents(null, 'kari@example.test')).toEqual([]);
  });
});
