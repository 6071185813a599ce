import { createMemoMap, maxEntriesOf } from '../cache/registry.js';
// Shop style for Norwegian prices (shared/money/format.ts, the client's too), with a cache.
import { BASE_CURRENCY, formatMoney, formatOre as shopStyle } from '../../shared/money/format.js';

export { exVatOre, toOre } from '../../shared/money/vat.js';

// Intl formatting costs about a microsecond a call and a page of cards makes dozens: prices repeat.
const formatted = createMemoMap<number, string>('formatted-prices');
const MAX_FORMATTED = maxEntriesOf('formatted-prices');

export function formatOre(ore: number): string {
  let text = formatted.get(ore);
  if (text === undefined) {
    text = shopStyle(ore);
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    formatted.set(ore, text);
  }
  return text;
}

/** Øre as kroner with two decimals, the raw Float the API returns. */
export function kroner(ore: number): number {
  return Math.round(ore) / 100;
}

/** Øre (öre) in a currency as the shopper reads it: the base currency in shop style, memoised. */
export function formatIn(ore: number, currencyCode: string = BASE_CURRENCY): string {
  return currencyCode === BASE_CURRENCY ? formatOre(ore) : formatMoney(ore, currencyCode);
}
