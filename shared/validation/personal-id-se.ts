// Swedish-style personal identity number (the storefront spec): 10 or 12 digits
// (YYMMDD-NNNC / YYYYMMDD-NNNC), a hyphen (or + for 100+ years) before the last four, a real
// date not in the future (coordination numbers add 60 to the day) and a Luhn check digit over the 10-digit form.
import { isRealDate } from './dates.js';

/** Inserts the hyphen before the last four digits when it is missing; null when malformed. */
export function normaliseSwedishId(input: string): string | null {
  const m = /^(\d{6}|\d{8})([-+]?)(\d{4})$/.exec(input.trim().replace(/\s/g, ''));
  if (!m?.[1] || !m[3]) return null;
  return `${m[1]}${m[2] || '-'}${m[3]}`;
}

/** The Luhn check over ten digits (personnummer and organisationsnummer). */
export function luhnOk(tenDigits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(tenDigits[i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return sum % 10 === 0;
}

export function isValidSwedishId(input: string, today = new Date()): boolean {
  const id = normaliseSwedishId(input);
  if (!id) return false;
  const digits = id.replace(/[-+]/g, '');
  const ten = digits.slice(-10);
  const [yy, mm, dd] = [ten.slice(0, 2), ten.slice(2, 4), ten.slice(4, 6)].map(Number) as [
    number,
    number,
    number,
  ];
  let year: number;
  if (digits.length === 12) {
    year = Number(digits.slice(0, 4));
  } else {
    const century = Math.floor(today.getFullYear() / 100) * 100;
    year = century + yy > today.getFullYear() ? century - 100 + yy : century + yy;
    if (id.includes('+')) year -= 100;
  }
  const day = dd > 60 ? dd - 60 : dd;
  const born = Date.UTC(year, mm - 1, day);
  return isRealDate(year, mm, day) && born <= today.getTime() && luhnOk(ten);
}
