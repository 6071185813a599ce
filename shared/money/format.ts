// Shop style for Norwegian prices: whole kroner as "1 249,-", otherwise two decimals "1 249,50".
// No currency symbol: the storefront shows "kr" where its layout wants it. The API formats its
// prices with this, and the client the few sums it adds up itself, so both write the same.
import { formatNumber } from './number.js';

/** Whole øre as kroner: "1 249" when whole, else "1 249,50". */
function kroner(ore: number): string {
  return ore % 100 === 0
    ? formatNumber(ore / 100, { maximumFractionDigits: 0 })
    : formatNumber(ore / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Whole øre in shop style. */
export function formatOre(ore: number): string {
  return ore % 100 === 0 ? `${kroner(ore)},-` : kroner(ore);
}

/** The shop's base currency: its prices are stored in it and its style shows no currency. */
export const BASE_CURRENCY = 'NOK';

/**
 * Whole øre (or öre, cents) in a market's currency: the base currency in shop style ("1 249,-"),
 * any other with its code after the amount ("1 187 SEK", "1 187,50 SEK") so a shopper never
 * mistakes one krone for another.
 */
export function formatMoney(ore: number, currencyCode: string): string {
  if (currencyCode === BASE_CURRENCY) return formatOre(ore);
  return `${kroner(ore)} ${currencyCode}`;
}
