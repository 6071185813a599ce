// Mirrors server/validation/contact.ts: the form refuses what placeOrder would refuse.
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

export function isValidPostcode(input: string): boolean {
  return /^\d{4}$/.test(input.trim());
}
