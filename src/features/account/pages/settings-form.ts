// The settings form's values and rules, pure: the server checks the same (phone a Norwegian
// mobile, postcodes four digits, at most 100 characters) and answers VALIDATION_FAILED otherwise.
import { isValidPostcode, normaliseMobile } from '@shared/validation/contact';
import type {
  AccountSettingsFieldsFragment,
  AccountSettingsInput,
} from '@/graphql/generated/operations';

export type SettingsFieldCode =
  'REQUIRED' | 'TOO_LONG' | 'INVALID_ZIP' | 'INVALID_MOBILE' | 'INVALID_CHARACTERS';

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
  hasShipping: boolean;
  shippingLine1: string;
  shippingLine2: string;
  shippingZip: string;
  shippingCity: string;
}

export function settingsFormOf(account: AccountSettingsFieldsFragment): SettingsForm {
  const billing = account.addresses.find((a) => a.kind === 'billing');
  const shipping = account.addresses.find((a) => a.kind === 'shipping');
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    companyName: account.companyName ?? '',
    phone: account.phone,
    newsletter: account.newsletter,
    billingLine1: billing?.addressLine1 ?? '',
    billingLine2: billing?.addressLine2 ?? '',
    billingZip: billing?.zip ?? '',
    billingCity: billing?.city ?? '',
    hasShipping: shipping !== undefined,
    shippingLine1: shipping?.addressLine1 ?? '',
    shippingLine2: shipping?.addressLine2 ?? '',
    shippingZip: shipping?.zip ?? '',
    shippingCity: shipping?.city ?? '',
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
  if (form.phone.trim() !== '' && !normaliseMobile(form.phone)) errors.phone = 'INVALID_MOBILE';
  const address = (prefix: 'billing' | 'shipping', isWanted: boolean) => {
    const line1 = `${prefix}Line1` as const;
    const zip = `${prefix}Zip` as const;
    const city = `${prefix}City` as const;
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
    else if (!isValidPostcode(form[zip])) errors[zip] = 'INVALID_ZIP';
  };
  address('billing', true);
  address('shipping', form.hasShipping);
  return errors;
}

export function settingsInputOf(form: SettingsForm, isBusiness: boolean): AccountSettingsInput {
  const addresses: AccountSettingsInput['addresses'] = [];
  const add = (
    kind: 'billing' | 'shipping',
    line1: string,
    line2: string,
    zip: string,
    city: string,
  ) => {
    if ([line1, zip, city].every((v) => v.trim() === '')) return;
    addresses.push({
      kind,
      addressLine1: line1.trim(),
      addressLine2: line2.trim() || null,
      zip: zip.trim(),
      city: city.trim(),
    });
  };
  add('billing', form.billingLine1, form.billingLine2, form.billingZip, form.billingCity);
  if (form.hasShipping)
    add('shipping', form.shippingLine1, form.shippingLine2, form.shippingZip, form.shippingCity);
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: form.phone.trim(),
    newsletter: form.newsletter,
    addresses,
    ...(isBusiness ? { companyName: form.companyName.trim() } : {}),
  };
}
