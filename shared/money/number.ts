// Numbers written as Norwegian (Bokmål and Nynorsk alike) writes them, "1 234,5" and "−12",
// to the character what Intl.NumberFormat('nb-NO') writes (number.test.ts holds it to that).
// Written out rather than asked of Intl because a page's first Intl.NumberFormat loads the
// locale's data: about 20 ms of main thread on a fast desktop, four times that on a phone,
// in the start page's first render (its selling points), where nothing else needs Intl yet.
// It also makes the server's and the browser's prices the same whatever ICU each one has.

/** The group separator (no-break space), decimal sign and minus sign of nb-NO and nn-NO. */
const GROUP = '\u00a0';
const DECIMAL = ',';
const MINUS = '\u2212';

export interface NumberStyle {
  /** Decimals always written (Intl's minimumFractionDigits), 0 unless given. */
  minimumFractionDigits?: number;
  /** Decimals at most, rounded half away from zero (Intl's maximumFractionDigits), 3 unless given. */
  maximumFractionDigits?: number;
}

let fallback: Map<string, Intl.NumberFormat> | undefined;

/** Intl, made on first need, for what the plain digits below do not cover. */
function intlFormat(value: number, min: number, max: number): string {
  fallback ??= new Map();
  const key = `${min}:${max}`;
  let format = fallback.get(key);
  if (!format) {
    format = new Intl.NumberFormat('nb-NO', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    fallback.set(key, format);
  }
  return format.format(value);
}

/** "1234567" as "1 234 567". */
function grouped(digits: string): string {
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    out = out ? `${part}${GROUP}${out}` : part;
  }
  return out;
}

/**
 * Adds one to the last digit of a string of digits, carrying: "199" -> "200", "99" -> "100".
 */
function plusOne(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] === '9') {
      chars[i] = '0';
    } else {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
  }
  return `1${chars.join('')}`;
}

/**
 * A number in Norwegian style. Rounds the number as JavaScript writes it (its shortest decimal
 * form, "1.005"), half away from zero, as Intl does; a negative number that rounds to zero keeps
 * its sign ("−0"), as Intl's does.
 */
export function formatNumber(value: number, style: NumberStyle = {}): string {
  const min = style.minimumFractionDigits ?? 0;
  const max = Math.max(min, style.maximumFractionDigits ?? 3);
  const text = String(Math.abs(value));
  // NaN, Infinity and numbers JavaScript writes with an exponent (below 1e-6, from 1e21).
  if (!/^\d+(\.\d+)?$/.test(text)) return intlFormat(value, min, max);
  const [whole = '0', fraction = ''] = text.split('.');
  let integer = whole;
  let decimals = fraction.slice(0, max);
  if (fraction.length > max && Number(fraction[max]) >= 5) {
    const rounded = plusOne(integer + decimals);
    integer = rounded.slice(0, rounded.length - decimals.length);
    decimals = rounded.slice(rounded.length - decimals.length);
  }
  decimals = decimals.replace(/0+$/, '');
  if (decimals.length < min) decimals = decimals.padEnd(min, '0');
  const sign = value < 0 || Object.is(value, -0) ? MINUS : '';
  return `${sign}${grouped(integer)}${decimals ? `${DECIMAL}${decimals}` : ''}`;
}
