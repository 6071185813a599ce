// A logged-in shopper's checkout starts from their account (issue 15): e-mail, name, mobile and
// addresses from the settings page, a business account's organisation number and company name.
// Only empty fields are filled, once per account and draft: what the shopper typed (kept in the
// draft across reloads) is never overwritten, and a field they emptied on purpose stays empty.
import { emptyAddress, type AddressValues, type CheckoutValues } from './checkout-form';

export interface AccountAddressPrefill {
  careOf?: string | null;
  addressLine1: string;
  addressLine2?: string | null;
  zip: string;
  city: string;
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
}

const fill = (current: string, value: string | null | undefined): string =>
  current.trim() === '' && value ? value : current;

/** The checkout's mobile field takes the eight digits a Norwegian shopper types. */
const localMobile = (phone: string): string => phone.replace(/^\+47/, '');

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
    organizationId: fill(values.organizationId, account.organizationId),
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
