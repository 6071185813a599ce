// Email, Norwegian mobile number and postcode.

/** A pragmatic address check: local@domain.tld, no spaces, sane lengths. */
export function isValidEmail(input: string): boolean {
  const email = input.trim();
  if (email.length > 254) return false;
  return /^[^\s@"(),:;<>[\\\]]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/.test(
    email,
  );
}

/** "+47 912 34 567", "0047 91234567", "91234567" -> "+4791234567"; null when not a NO mobile. */
export function normaliseMobile(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '').replace(/^00/, '+');
  const national = compact.startsWith('+47') ? compact.slice(3) : compact;
  return /^[49]\d{7}$/.test(national) ? `+47${national}` : null;
}

/** Four digits in the range Posten gives out: 0001 to 9991 (0000 and 9992-9999 never exist). */
export function isValidPostcode(input: string): boolean {
  const code = input.trim();
  return /^\d{4}$/.test(code) && Number(code) >= 1 && Number(code) <= 9991;
}
