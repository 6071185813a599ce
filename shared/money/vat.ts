// Merverdiavgift and whole øre, as the server prices and the client converts.

/** VAT on everything this shop sells and on its shipping, in percent. */
export const STANDARD_VAT_PERCENT = 25;

/** Price excluding VAT, rounded to whole øre; `vatRate` in percent. */
export function exVatOre(incVatOre: number, vatRate: number): number {
  return Math.round((incVatOre * 100) / (100 + vatRate));
}

/** Kroner (a Float from the API or a filter) to whole øre. */
export function toOre(kroner: number): number {
  return Math.round(kroner * 100);
}
