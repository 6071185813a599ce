// Norwegian organisation number (Brønnøysundregistrene): 9 digits, the last a MOD11 check digit
// with weights 3 2 7 6 5 4 3 2. A remainder giving check digit 10 is never issued, and every
// number the register gives out starts with 8 or 9 (so 000000000, which passes MOD11, does not).
const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** "923 609 016", "NO923609016MVA" -> "923609016"; null when it has no 9-digit form. */
export function normaliseOrgNumber(input: string): string | null {
  const compact = input
    .toUpperCase()
    .replace(/[\s.-]/g, '')
    .replace(/^NO/, '')
    .replace(/MVA$/, '');
  return /^\d{9}$/.test(compact) ? compact : null;
}

export function isValidOrgNumber(input: string): boolean {
  const digits = normaliseOrgNumber(input);
  if (!digits || !/^[89]/.test(digits)) return false;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[8]);
}
