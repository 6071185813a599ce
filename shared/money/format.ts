// Shop style for Norwegian prices: whole kroner as "1 249,-", otherwise two decimals "1 249,50".
// No currency symbol: the storefront shows "kr" where its layout wants it. The API formats its
// prices with this, and the client the few sums it adds up itself, so both write the same.
const whole = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const decimals = new Intl.NumberFormat('nb-NO', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whole øre in shop style. */
export function formatOre(ore: number): string {
  return ore % 100 === 0 ? `${whole.format(ore / 100)},-` : decimals.format(ore / 100);
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
  const amount = ore % 100 === 0 ? whole.format(ore / 100) : decimals.format(ore / 100);
  return `${amount} ${currencyCode}`;
}
