// The settings page's rules, pure: what a name, a phone number and an address may be. The codes
// are CheckoutFieldErrorCode's, so the client words them as it words the checkout's. An address
// is in Norway or Sweden (its country's postcode), a phone number either country's mobile.
import {
  deliveryCountry,
  normaliseMobile,
  normalisePostcode,
} from '../../shared/validation/contact.js';
import type { AccountAddress, ProfileRow } from './accounts-store.js';

export interface SettingsInput {
  firstName: string;
  lastName: string;
  phone: string;
  newsletter: boolean;
  addresses: readonly {
    kind: 'billing' | 'shipping';
    careOf?: string | null;
    addressLine1: string;
    addressLine2?: string | null;
    zip: string;
    city: string;
    country?: string | null;
  }[];
  companyName?: string | null;
}

export interface FieldError {
  field: string;
  code:
    | 'REQUIRED'
    | 'TOO_LONG'
    | 'INVALID_CHARACTERS'
    | 'INVALID_ZIP'
    | 'INVALID_MOBILE'
    | 'UNSUPPORTED_COUNTRY';
}

const MAX = 100;
// Control characters have no place in a name or an address line.
const CONTROL = /\p{Cc}/u;

function text(
  errors: FieldError[],
  field: string,
  value: string | null | undefined,
  required: boolean,
): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed.length === 0) {
    if (required) errors.push({ field, code: 'REQUIRED' });
    return null;
  }
  if (trimmed.length > MAX) errors.push({ field, code: 'TOO_LONG' });
  else if (CONTROL.test(trimmed)) errors.push({ field, code: 'INVALID_CHARACTERS' });
  return trimmed;
}

/**
 * The settings to store, or the fields that are wrong (all of them at once). Names may be empty
 * (an account need not say who it is until it orders); an address, once given, needs its street,
 * postcode and place; at most one address of each kind.
 */
export function checkSettings(
  input: SettingsInput,
  isBusiness: boolean,
):
  | {
      ok: true;
      value: Omit<ProfileRow, 'emailVerified' | 'organizationId'> & { newsletter: boolean };
    }
  | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const firstName = text(errors, 'firstName', input.firstName, false) ?? '';
  const lastName = text(errors, 'lastName', input.lastName, false) ?? '';
  let phone = '';
  if (input.phone.trim() !== '') {
    const mobile = normaliseMobile(input.phone, 'NO') ?? normaliseMobile(input.phone, 'SE');
    if (mobile) phone = mobile;
    else errors.push({ field: 'phone', code: 'INVALID_MOBILE' });
  }
  const companyName = isBusiness ? text(errors, 'companyName', input.companyName, true) : null;
  const addresses: AccountAddress[] = [];
  const seen = new Set<string>();
  for (const address of input.addresses) {
    const at = `addresses.${address.kind}`;
    if (seen.has(address.kind)) {
      errors.push({ field: at, code: 'TOO_LONG' });
      continue;
    }
    seen.add(address.kind);
    const addressLine1 = text(errors, `${at}.addressLine1`, address.addressLine1, true);
    const addressLine2 = text(errors, `${at}.addressLine2`, address.addressLine2, false);
    const careOf = text(errors, `${at}.careOf`, address.careOf, false);
    const city = text(errors, `${at}.city`, address.city, true);
    const country = deliveryCountry(address.country ?? 'NO');
    if (!country) errors.push({ field: `${at}.country`, code: 'UNSUPPORTED_COUNTRY' });
    const zip = address.zip.trim();
    const postcode = country ? normalisePostcode(zip, country) : zip;
    if (zip === '') errors.push({ field: `${at}.zip`, code: 'REQUIRED' });
    else if (!postcode) errors.push({ field: `${at}.zip`, code: 'INVALID_ZIP' });
    addresses.push({
      kind: address.kind,
      careOf,
      addressLine1: addressLine1 ?? '',
      addressLine2,
      zip: postcode ?? zip,
      city: city ?? '',
      country: country ?? 'NO',
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { firstName, lastName, phone, newsletter: input.newsletter, addresses, companyName },
  };
}
