import { STANDARD_VAT_RATE } from '@/config/constants';
import type { PriceRange } from '@/lib/list-query/list-query';

/**
 * The price filter's kroner as the shopper sees them. The list's URL and the API hold prices
 * with VAT; a business customer, who sees prices without VAT, also types them without it.
 */
export function priceView(vatIncluded: boolean) {
  const factor = vatIncluded ? 1 : 1 + STANDARD_VAT_RATE;
  const shown = (kroner: number) => Math.round(kroner / factor);
  const stored = (kroner: number) => Math.round(kroner * factor);
  return {
    shown,
    stored,
    shownRange: (range: PriceRange): PriceRange => ({
      min: range.min === null ? null : shown(range.min),
      max: range.max === null ? null : shown(range.max),
    }),
  };
}
