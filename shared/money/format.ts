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
