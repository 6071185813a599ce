import {
  CUSTOMER_TYPE_COOKIE,
  CUSTOMER_TYPE_COOKIE_DAYS,
  VAT_INCLUDED_COOKIE,
} from '@/config/constants';
import type { CustomerType } from '@/graphql/generated/operations';

export interface CustomerTypeChoice {
  type: CustomerType;
  /** Prices shown including VAT. */
  vatIncluded: boolean;
}

// Every type the API knows: a type added to the SDL fails to compile here until it is listed.
const KNOWN_TYPES: Record<CustomerType, true> = { PERSON: true, COMPANY: true };

export const isCustomerType = (value: string): value is CustomerType =>
  Object.hasOwn(KNOWN_TYPES, value);

const DAY_SECONDS = 86_400;

/** The Set-Cookie texts of a choice: a year, first-party on cross-site requests, Secure on HTTPS. */
export function customerTypeCookieTexts(choice: CustomerTypeChoice, https: boolean): string[] {
  const rest = `; path=/; max-age=${CUSTOMER_TYPE_COOKIE_DAYS * DAY_SECONDS}; samesite=lax${https ? '; secure' : ''}`;
  return [
    `${CUSTOMER_TYPE_COOKIE}=${choice.type}${rest}`,
    `${VAT_INCLUDED_COOKIE}=${choice.vatIncluded ? '1' : '0'}${rest}`,
  ];
}

export function writeCustomerTypeCookies(choice: CustomerTypeChoice): void {
  if (typeof document === 'undefined') return;
  for (const text of customerTypeCookieTexts(choice, location.protocol === 'https:'))
    document.cookie = text;
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * The choice the cookies hold, or null when there is none or it is not one this shop makes.
 * Without the VAT cookie the type's usual display stands: with VAT for PERSON only.
 */
export function readCustomerTypeCookies(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): CustomerTypeChoice | null {
  const type = cookieValue(cookies, CUSTOMER_TYPE_COOKIE);
  if (type === null || !isCustomerType(type)) return null;
  const vat = cookieValue(cookies, VAT_INCLUDED_COOKIE);
  return { type, vatIncluded: vat === '1' || (vat !== '0' && type === 'PERSON') };
}

interface ChoiceStore {
  getState(): { customerType: CustomerTypeChoice };
  subscribe(listener: () => void): () => void;
}

/**
 * Writes the cookies whenever the choice in the store changes (the shopper's, another tab's,
 * an account's), in the same moment: a reload that follows a choice at once reads it back from
 * the cookies, although redux-persist's copy in IndexedDB may not have been written yet.
 */
export function keepCustomerTypeCookies(store: ChoiceStore): () => void {
  let kept = store.getState().customerType;
  return store.subscribe(() => {
    const now = store.getState().customerType;
    if (now === kept) return;
    kept = now;
    writeCustomerTypeCookies(now);
  });
}
