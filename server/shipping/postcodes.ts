import { isValidPostcode } from '../../shared/validation/contact.js';
import { POSTCODE_TABLE } from './postcode-table.js';

interface Range {
  from: number;
  to: number;
  city: string;
}

// Singles listed after a range that covers them win (narrower first when sorted by width).
const RANGES: Range[] = POSTCODE_TABLE.split(/[|\n]/)
  .map((entry) => /^(\d{4})(?:-(\d{4}))? (.+)$/.exec(entry.trim()))
  .flatMap((m) =>
    m?.[1] && m[3] ? [{ from: Number(m[1]), to: Number(m[2] ?? m[1]), city: m[3] }] : [],
  )
  .sort((a, b) => a.to - a.from - (b.to - b.from));

/** The city of a postcode, or null when it is malformed or not in the table. */
export function cityOf(zip: string): string | null {
  const code = zip.trim();
  if (!isValidPostcode(code)) return null;
  const n = Number(code);
  return RANGES.find((range) => n >= range.from && n <= range.to)?.city ?? null;
}

export function postcodeCount(): number {
  return RANGES.reduce((sum, range) => sum + range.to - range.from + 1, 0);
}
