// Email, mobile number and postcode. An address's rules are its country's: the checkout
// market's country (Norway, Sweden) decides which postcode and mobile number a form accepts.

import { isValidEmail as isValidShopEmail } from './email.js';

/** The countries the shop delivers to (a market's country); anything else is not an address. */
export const DELIVERY_COUNTRIES = ['NO', 'SE'] as const;
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

/** A country code the shop delivers to, or null (upper- or lower-case accepted). */
export function deliveryCountry(code: string | null | undefined): DeliveryCountry | null {
  const upper = code?.trim().toUpperCase();
  return DELIVERY_COUNTRIES.find((country) => country === upper) ?? null;
}

/** The shop's one e-mail rule (./email.ts), for a typed address (trimmed here). */
export function isValidEmail(input: string): boolean {
  return isValidShopEmail(input.trim());
}

/**
 * A mobile number in international form, or null when it is not one of the country's.
 * Norway: "+47 912 34 567", "0047 91234567", "91234567" -> "+4791234567" (8 digits from 4 or 9).
 * Sweden: "070-123 45 67", "+46 70 123 45 67" -> "+46701234567" (07 and 0, 2, 3, 6 or 9).
 */
export function normaliseMobile(input: string, country: DeliveryCountry = 'NO'): string | null {
  const compact = input.replace(/[\s().-]/g, '').replace(/^00/, '+');
  if (country === 'SE') {
    const national = compact.startsWith('+46') ? compact.slice(3) : compact.replace(/^0/, '');
    return /^7[02369]\d{7}$/.test(national) ? `+46${national}` : null;
  }
  const national = compact.startsWith('+47') ? compact.slice(3) : compact;
  return /^[49]\d{7}$/.test(national) ? `+47${national}` : null;
}

/**
 * A stored mobile number as its country writes it, for a form to show: "+4791234567" ->
 * "912 34 567", "+46701234567" -> "070-123 45 67"; anything else as it is. Typed back, it
 * normalises to the same number (normaliseMobile).
 */
export function formatMobile(stored: string): string {
  const norway = /^\+47([49]\d{2})(\d{2})(\d{3})$/.exec(stored);
  if (norway) return `${norway[1]} ${norway[2]} ${norway[3]}`;
  const sweden = /^\+46(7\d)(\d{3})(\d{2})(\d{2})$/.exec(stored);
  if (sweden) return `0${sweden[1]}-${sweden[2]} ${sweden[3]} ${sweden[4]}`;
  return stored;
}

/**
 * The postcode as the country's post writes it, or null when the country has no such code.
 * Norway: four digits, 0001 to 9991 (0000 and 9992-9999 never exist). Sweden: five digits,
 * 100 00 to 984 99, written with a space after the third ("11455" -> "114 55").
 */
export function normalisePostcode(input: string, country: DeliveryCountry = 'NO'): string | null {
  const code = input.trim();
  if (country === 'SE') {
    const digits = /^(\d{3}) ?(\d{2})$/.exec(code);
    if (!digits?.[1] || !digits[2]) return null;
    const n = Number(digits[1] + digits[2]);
    return n >= 10_000 && n <= 98_499 ? `${digits[1]} ${digits[2]}` : null;
  }
  return /^\d{4}$/.test(code) && Number(code) >= 1 && Number(code) <= 9991 ? code : null;
}

export function isValidPostcode(input: string, country: DeliveryCountry = 'NO'): boolean {
  return normalisePostcode(input, country) !== null;
}
