import { createMemoMap, maxEntriesOf } from '../cache/registry.js';
// Shop style for Norwegian prices: whole kroner as "1 249,-", otherwise two decimals "1 249,50".
// No currency symbol: the storefront shows "kr" where its layout wants it. Formatting happens
// here, once, so every client shows the same string.
const whole = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const decimals = new Intl.NumberFormat('nb-NO', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

// Intl formatting costs about a microsecond a call and a page of cards makes dozens: prices repeat.
const formatted = createMemoMap<number, string>('formatted-prices');
const MAX_FORMATTED = maxEntriesOf('formatted-prices');

export function formatOre(ore: number): string {
  let text = formatted.get(ore);
  if (text === undefined) {
    text = ore % 100 === 0 ? `${whole.format(ore / 100)},-` : decimals.format(ore / 100);
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    formatted.set(ore, text);
  }
  return text;
}

/** Øre as kroner with two decimals, the raw Float the API returns. */
export function kroner(ore: number): number {
  return Math.round(ore) / 100;
}

/** Price excluding VAT, rounded to whole øre. */
export function exVatOre(incVatOre: number, vatRate: number): number {
  return Math.round((incVatOre * 100) / (100 + vatRate));
}

/** Kroner (Float from a filter) to whole øre. */
export function toOre(kr: number): number {
  return Math.round(kr * 100);
}
