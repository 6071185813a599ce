// Organisation numbers of the countries the shop delivers to.
// Norway (Brønnøysundregistrene): 9 digits, the last a MOD11 check digit with weights
// 3 2 7 6 5 4 3 2. A remainder giving check digit 10 is never issued, and every number the
// register gives out starts with 8 or 9 (so 000000000, which passes MOD11, does not).
// Sweden (Bolagsverket's organisationsnummer): 10 digits written NNNNNN-NNNN, the last a Luhn
// check digit; a sole trader's is the owner's personnummer, which has the same form.
import type { DeliveryCountry } from './contact.js';
import { luhnOk } from './personal-id-se.js';
const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** "923 609 016", "NO923609016MVA" -> "923609016"; null when it has no 9-digit form. */
export function normaliseOrgNumber(input: string, country: DeliveryCountry = 'NO'): string | null {
  if (country === 'SE') return normaliseSwedishOrgNumber(input);
  const compact = input
    .toUpperCase()
    .replace(/[\s.-]/g, '')
    .replace(/^NO/, '')
    .replace(/MVA$/, '');
  return /^\d{9}$/.test(compact) ? compact : null;
}

/** "556036-0793", "5560360793", "SE556036079301" -> "556036-0793"; null without 10 digits. */
function normaliseSwedishOrgNumber(input: string): string | null {
  const compact = input
    .toUpperCase()
    .replace(/[\s.-]/g, '')
    .replace(/^SE(\d{10})01$/, '$1');
  return /^\d{10}$/.test(compact) ? `${compact.slice(0, 6)}-${compact.slice(6)}` : null;
}

export function isValidOrgNumber(input: string, country: DeliveryCountry = 'NO'): boolean {
  if (country === 'SE') {
    const number = normaliseSwedishOrgNumber(input);
    return number !== null && number !== '000000-0000' && luhnOk(number.replace('-', ''));
  }
  const digits = normaliseOrgNumber(input);
  if (!digits || !/^[89]/.test(digits)) return false;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[8]);
}

/**
 * A buyer's organisation number at checkout: a company registered in any country the shop
 * delivers to may buy for delivery to any of them (a Norwegian firm's cabin in Sweden). The
 * forms do not overlap (9 digits, 10 digits), so the number says which country's it is.
 */
export function normaliseBuyerOrgNumber(input: string): string | null {
  for (const country of ['NO', 'SE'] as const)
    if (isValidOrgNumber(input, country)) return normaliseOrgNumber(input, country);
  return null;
}

/**
 * An organisation number as people write it: a Norwegian one in groups of three ("923 609 016",
 * as Brønnøysundregistrene shows it), a Swedish one as NNNNNN-NNNN. Anything else as it came.
 */
export function formatOrgNumber(stored: string): string {
  const norwegian = normaliseOrgNumber(stored, 'NO');
  if (norwegian !== null && norwegian.length === 9)
    return `${norwegian.slice(0, 3)} ${norwegian.slice(3, 6)} ${norwegian.slice(6)}`;
  return normaliseOrgNumber(stored, 'SE') ?? stored;
}
