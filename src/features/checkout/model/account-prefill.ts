// A logged-in shopper's checkout starts from their account (issue 15): e-mail, name, mobile and
// addresses from the settings page, a business account's organisation number and company name.
// Only empty fields are filled (but the organisation number: always the account's), once per account and draft: what the shopper typed (kept in the
// draft across reloads) is never overwritten, and a field they emptied on purpose stays empty.
import { emptyAddress, type AddressValues, type CheckoutValues } from './checkout-form';
import { normaliseMobile, type DeliveryCountry } from './validators';
import { formatMobile } from '@shared/validation/contact';
import { formatOrgNumber } from '@shared/validation/org-number';

export interface AccountAddressPrefill {
  careOf?: string | null;
  addressLine1: string;
  addressLine2?: string | null;
  zip: string;
  city: string;
  /** NO or SE: the checkout takes only an address of its own country. */
  country?: string;
}

/** What the checkout takes from the account (AccountSettingsFields). */
export interface AccountPrefill {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** As stored: +47 and eight digits, or empty. */
  phone: string;
  billing: AccountAddressPrefill | null;
  shipping: AccountAddressPrefill | null;
  organizationId: string | null;
  companyName: string | null;
  /** The account's address gets the newsletter already (the settings page's choice). */
  newsletter?: boolean;
}

/**
 * The consents the shopper holds already and is not asked for again: the newsletter, while the
 * checkout's e-mail is the account's (the list is kept by address).
 */
export function heldConsents(account: AccountPrefill | null, email: string): readonly string[] {
  if (!account?.newsletter) return [];
  const same = email.trim().toLowerCase() === account.email.trim().toLowerCase();
  return same ? ['NEWSLETTER'] : [];
}

const fill = (current: string, value: string | null | undefined): string =>
  current.trim() === '' && value ? value : current;

/** The checkout's mobile field shows the number as its country writes it (912 34 567). */
const localMobile = (phone: string): string => formatMobile(phone);

const ADDRESS_PARTS = ['careOf', 'addressLine1', 'addressLine2', 'zip', 'city'] as const;

const isEmptyAddress = (address: AddressValues): boolean =>
  Object.values(address).every((value) => value.trim() === '');

function fillAddress(
  current: AddressValues,
  account: AccountPrefill,
  address: AccountAddressPrefill | null,
): AddressValues {
  const person = {
    ...current,
    firstName: fill(current.firstName, account.firstName),
    lastName: fill(current.lastName, account.lastName),
    mobile: fill(current.mobile, localMobile(account.phone)),
  };
  // The address is taken whole or not at all: half of one typed is never mixed with the other.
  const hasTypedAddress = ADDRESS_PARTS.some((part) => current[part].trim() !== '');
  if (!address || hasTypedAddress) return person;
  return {
    ...person,
    careOf: address.careOf ?? '',
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    zip: address.zip,
    city: address.city,
  };
}

/** The values with the account's details in the fields the shopper has left empty. */
export function prefillValues(values: CheckoutValues, account: AccountPrefill): CheckoutValues {
  // A separate delivery address is turned on only for a shopper who has typed no address yet.
  const takesShipping =
    account.shipping !== null &&
    !values.hasShippingAddress &&
    isEmptyAddress(values.shipping) &&
    values.billing.addressLine1.trim() === '';
  return {
    ...values,
    email: fill(values.email, account.email),
    // A business account buys in its own name: its number replaces any typed before the login
    // (the server places the order with it either way; the field is read-only while logged in).
    // Written as the field's hint and the settings page write it ("923 609 016").
    organizationId:
      account.organizationId === null
        ? values.organizationId
        : formatOrgNumber(account.organizationId),
    companyName: fill(values.companyName, account.companyName),
    billing: fillAddress(values.billing, account, account.billing),
    hasShippingAddress: values.hasShippingAddress || takesShipping,
    shipping:
      takesShipping || values.hasShippingAddress
        ? fillAddress(
            isEmptyAddress(values.shipping) ? emptyAddress() : values.shipping,
            account,
            account.shipping,
          )
        : values.shipping,
  };
}

/**
 * What of the account a checkout in `country` can use: its addresses in that country and a
 * mobile number of it (a Swedish address is no use at a checkout that delivers in Norway).
 */
export function prefillIn(account: AccountPrefill, country: DeliveryCountry): AccountPrefill {
  const inCountry = (address: AccountAddressPrefill | null) =>
    address && (address.country ?? 'NO') === country ? address : null;
  return {
    ...account,
    phone: normaliseMobile(account.phone, country) ? account.phone : '',
    billing: inCountry(account.billing),
    shipping: inCountry(account.shipping),
  };
}
