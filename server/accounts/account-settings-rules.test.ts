import { describe, expect, it } from 'vitest';
import { isValidOrgNumber, normaliseOrgNumber } from '../../shared/validation/org-number.js';
import { checkSettings } from './account-settings-rules.js';
import { checkRegistrationType } from './accounts-rules.js';
import { checkChanges } from '../favourites/favourites-rules.js';

const TYPES = [
  { type: 'PERSON', vatIncluded: true },
  { type: 'COMPANY', vatIncluded: false },
];
const check = (input: Record<string, unknown>) =>
  checkRegistrationType(TYPES, input, isValidOrgNumber, normaliseOrgNumber);

describe('registration types', () => {
  it('is a person by default and takes no organisation for one', () => {
    expect(check({})).toEqual({ ok: true, customerType: 'PERSON', business: null });
    expect(check({ customerType: 'PERSON', organizationId: '923609016' })).toMatchObject({
      business: null,
    });
  });

  it('needs a MOD11 organisation number and a company name for a business type', () => {
    expect(check({ customerType: 'COMPANY', organizationId: '923609017' })).toMatchObject({
      ok: false,
      code: 'ORGANIZATION_ID_INVALID',
    });
    expect(check({ customerType: 'COMPANY', organizationId: '923609016' })).toMatchObject({
      ok: false,
      code: 'COMPANY_NAME_INVALID',
    });
    expect(
      check({ customerType: 'COMPANY', organizationId: 'NO 923 609 016 MVA', companyName: ' AS ' }),
    ).toEqual({
      ok: true,
      customerType: 'COMPANY',
      business: { organizationId: '923609016', companyName: 'AS' },
    });
  });

  it('refuses a type the channel does not offer', () => {
    expect(check({ customerType: 'ADMIN' })).toMatchObject({ ok: false, field: 'customerType' });
    expect(check({ customerType: 7 })).toMatchObject({ ok: false, field: 'customerType' });
  });
});

describe('settings', () => {
  const base = { firstName: '', lastName: '', phone: '', newsletter: false, addresses: [] };
  it('normalises the phone and refuses a second address of a kind', () => {
    const result = checkSettings(
      {
        ...base,
        phone: '+47 912 34 567',
        addresses: [
          { kind: 'billing', addressLine1: 'A 1', zip: '0150', city: 'Oslo' },
          { kind: 'billing', addressLine1: 'B 2', zip: '0150', city: 'Oslo' },
        ],
      },
      false,
    );
    expect(result).toMatchObject({ ok: false, errors: [{ field: 'addresses.billing' }] });
    const ok = checkSettings({ ...base, phone: '91234567' }, false);
    expect(ok).toMatchObject({ ok: true, value: { phone: '+4791234567', companyName: null } });
  });

  it("keeps an address in Sweden in PostNord's form, a Swedish mobile, and no third country", () => {
    const swedish = { kind: 'billing' as const, addressLine1: 'Storgatan 1', city: 'Stockholm' };
    const ok = checkSettings(
      { ...base, phone: '070-123 45 67', addresses: [{ ...swedish, zip: '11455', country: 'se' }] },
      false,
    );
    expect(ok).toMatchObject({
      ok: true,
      value: { phone: '+46701234567', addresses: [{ zip: '114 55', country: 'SE' }] },
    });
    // An address without a country is Norway's (as those saved before countries are).
    expect(
      checkSettings({ ...base, addresses: [{ ...swedish, zip: '11455' }] }, false),
    ).toMatchObject({
      ok: false,
      errors: [{ field: 'addresses.billing.zip', code: 'INVALID_ZIP' }],
    });
    expect(
      checkSettings({ ...base, addresses: [{ ...swedish, zip: '2100', country: 'DK' }] }, false),
    ).toMatchObject({
      ok: false,
      errors: [{ field: 'addresses.billing.country', code: 'UNSUPPORTED_COUNTRY' }],
    });
  });

  it('refuses control characters', () => {
    expect(checkSettings({ ...base, lastName: 'a\u0007b' }, false)).toMatchObject({
      ok: false,
      errors: [{ field: 'lastName', code: 'INVALID_CHARACTERS' }],
    });
  });
});

describe('favourite changes', () => {
  it('keeps the newest change of each product and caps times at now', () => {
    const result = checkChanges(
      [
        { productId: 1, kind: 'add', changedAt: 10 },
        { productId: 1, kind: 'remove', changedAt: 20 },
        { productId: 2, kind: 'add', changedAt: 5000 },
      ],
      1000,
    );
    expect(result).toEqual({
      ok: true,
      value: [
        { productId: 1, kind: 'remove', changedAt: 20 },
        { productId: 2, kind: 'add', changedAt: 1000 },
      ],
    });
  });

  it('refuses bad ids and times', () => {
    expect(checkChanges([{ productId: 0, kind: 'add', changedAt: 1 }], 9)).toMatchObject({
      ok: false,
    });
    expect(checkChanges([{ productId: 1, kind: 'add', changedAt: NaN }], 9)).toMatchObject({
      ok: false,
    });
  });
});
