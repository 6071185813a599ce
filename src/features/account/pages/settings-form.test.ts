// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkSettingsForm, settingsInputOf, type SettingsForm } from './settings-form';

const empty: SettingsForm = {
  firstName: '',
  lastName: '',
  companyName: '',
  phone: '',
  newsletter: false,
  billingLine1: '',
  billingLine2: '',
  billingZip: '',
  billingCity: '',
  billingCountry: 'NO',
  hasShipping: false,
  shippingLine1: '',
  shippingLine2: '',
  shippingZip: '',
  shippingCity: '',
  shippingCountry: 'NO',
};

describe('the settings form', () => {
  it('takes an empty form (an account need not say who it is until it orders)', () => {
    expect(checkSettingsForm(empty, false)).toEqual({});
    expect(settingsInputOf(empty, false).addresses).toEqual([]);
  });

  it('checks the phone, an address once begun, the postcode and a business’s company name', () => {
    expect(
      checkSettingsForm(
        { ...empty, phone: '123', billingZip: '12', firstName: 'x'.repeat(101) },
        true,
      ),
    ).toEqual({
      phone: 'INVALID_MOBILE',
      billingLine1: 'REQUIRED',
      billingCity: 'REQUIRED',
      billingZip: 'INVALID_ZIP',
      firstName: 'TOO_LONG',
      companyName: 'REQUIRED',
    });
    expect(checkSettingsForm({ ...empty, hasShipping: true }, false)).toEqual({
      shippingLine1: 'REQUIRED',
    });
  });

  it('sends what the server takes, trimmed', () => {
    const input = settingsInputOf(
      {
        ...empty,
        firstName: ' Ola ',
        phone: '912 34 567',
        billingLine1: 'Storgata 1',
        billingZip: '0150',
        billingCity: 'Oslo',
        companyName: 'Firma AS',
      },
      true,
    );
    expect(input).toEqual({
      firstName: 'Ola',
      lastName: '',
      phone: '912 34 567',
      newsletter: false,
      addresses: [
        {
          kind: 'billing',
          addressLine1: 'Storgata 1',
          addressLine2: null,
          zip: '0150',
          city: 'Oslo',
          country: 'NO',
        },
      ],
      companyName: 'Firma AS',
    });
  });

  it('takes a Swedish address with its postcode, and a Swedish mobile number', () => {
    const swedish: SettingsForm = {
      ...empty,
      phone: '070-123 45 67',
      billingLine1: 'Drottninggatan 12',
      billingZip: '11455',
      billingCity: 'Stockholm',
      billingCountry: 'SE',
    };
    expect(checkSettingsForm(swedish, false)).toEqual({});
    expect(settingsInputOf(swedish, false).addresses).toEqual([
      expect.objectContaining({ zip: '11455', country: 'SE' }),
    ]);
    // A Norwegian postcode is no Swedish one, and the other way round.
    expect(checkSettingsForm({ ...swedish, billingZip: '0150' }, false)).toEqual({
      billingZip: 'INVALID_ZIP',
    });
    expect(checkSettingsForm({ ...swedish, billingCountry: 'NO' }, false)).toEqual({
      billingZip: 'INVALID_ZIP',
    });
  });
});
