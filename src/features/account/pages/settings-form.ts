// The settings form's values and rules, pure: the server checks the same (phone a Norwegian or
// Swedish mobile, an address in Norway or Sweden with its country's postcode, at most 100
// characters) and answers VALIDATION_FAILED otherwise.
import {
  deliveryCountry,
  formatMobile,
  isValidPostcode,
  normaliseMobile,
  type DeliveryCountry,
} from '@shared/validation/contact';
import type {
  AccountSettingsFieldsFragment,
  AccountSettingsInput,
} from '@/graphql/generated/operations';

export type SettingsFieldCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'INVALID_ZIP'
  | 'INVALID_MOBILE'
  | 'INVALID_CHARACTERS'
  | 'UNSUPPORTED_COUNTRY';

export interface SettingsForm {
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  newsletter: boolean;
  billingLine1: string;
  billingLine2: string;
  billingZip: string;
  billingCity: string;
  billingCountry: DeliveryCountry;
  hasShipping: boolean;
  shippingLine1: string;
  shippingLine2: string;
  shippingZip: string;
  shippingCity: string;
  shippingCountry: DeliveryCountry;
}

/**
 * The form of the account's settings; an address not given yet starts in `country` (the
 * shopper's market's: a shopper in Sverige writes a Swedish address).
 */
export function settingsFormOf(
  account: AccountSettingsFieldsFragment,
  country: DeliveryCountry = 'NO',
): SettingsForm {
  const billing = account.addresses.find((a) => a.kind === 'billing');
  const shipping = account.addresses.find((a) => a.kind === 'shipping');
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    companyName: account.companyName ?? '',
    // As the shopper's country writes it (912 34 567), not as stored (+4791234567).
    phone: formatMobile(account.phone),
    newsletter: account.newsletter,
    billingLine1: billing?.addressLine1 ?? '',
    billingLine2: billing?.addressLine2 ?? '',
    billingZip: billing?.zip ?? '',
    billingCity: billing?.city ?? '',
    billingCountry: (billing && deliveryCountry(billing.country)) ?? country,
    hasShipping: shipping !== undefined,
    shippingLine1: shipping?.addressLine1 ?? '',
    shippingLine2: shipping?.addressLine2 ?? '',
    shippingZip: shipping?.zip ?? '',
    shippingCity: shipping?.city ?? '',
    shippingCountry: (shipping && deliveryCountry(shipping.country)) ?? country,
  };
}

const MAX = 100;

/** The wrong fields (none: an empty object). An address is given when any of its fields is. */
export function checkSettingsForm(
  form: SettingsForm,
  isBusiness: boolean,
): Partial<Record<keyof SettingsForm, SettingsFieldCode>> {
  const errors: Partial<Record<keyof SettingsForm, SettingsFieldCode>> = {};
  const long = (field: keyof SettingsForm) => {
    if (String(form[field]).trim().length > MAX) errors[field] = 'TOO_LONG';
  };
  (['firstName', 'lastName', 'billingLine2', 'shippingLine2'] as const).forEach(long);
  if (isBusiness && form.companyName.trim() === '') errors.companyName = 'REQUIRED';
  else long('companyName');
  const phone = form.phone.trim();
  if (phone !== '' && !normaliseMobile(phone, 'NO') && !normaliseMobile(phone, 'SE'))
    errors.phone = 'INVALID_MOBILE';
  const address = (prefix: 'billing' | 'shipping', isWanted: boolean) => {
    const line1 = `${prefix}Line1` as const;
    const zip = `${prefix}Zip` as const;
    const city = `${prefix}City` as const;
    const country = form[`${prefix}Country`];
    const given = [form[line1], form[zip], form[city]].some((v) => v.trim() !== '');
    if (!isWanted || !given) {
      if (prefix === 'shipping' && isWanted) errors[line1] = 'REQUIRED';
      return;
    }
    if (form[line1].trim() === '') errors[line1] = 'REQUIRED';
    else long(line1);
    if (form[city].trim() === '') errors[city] = 'REQUIRED';
    else long(city);
    if (form[zip].trim() === '') errors[zip] = 'REQUIRED';
    else if (!isValidPostcode(form[zip], country)) errors[zip] = 'INVALID_ZIP';
  };
  address('billing', true);
  address('shipping', form.hasShipping);
  return errors;
}

export function settingsInputOf(form: SettingsForm, isBusiness: boolean): AccountSettingsInput {
  const addresses: AccountSettingsInput['addresses'] = [];
  const add = (kind: 'billing' | 'shipping') => {
    const [line1, line2, zip, city] = (['Line1', 'Line2', 'Zip', 'City'] as const).map(
      (part) => form[`${kind}${part}`],
    ) as [string, string, string, string];
    if ([line1, zip, city].every((v) => v.trim() === '')) return;
    addresses.push({
      kind,
      addressLine1: line1.trim(),
      addressLine2: line2.trim() || null,
      zip: zip.trim(),
      city: city.trim(),
      country: form[`${kind}Country`],
    });
  };
  add('billing');
  if (form.hasShipping) add('shipping');
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: form.phone.trim(),
    newsletter: form.newsletter,
    addresses,
    ...(isBusiness ? { companyName: form.companyName.trim() } : {}),
  };
}
