import type { LowestPriceAmounts } from '@/components/ui/lowest-price';

/** The API's Omnibus figure (a Price, or null) as LowestPrice shows it. */
export function lowestPriceAmounts(
  price: { sellingPriceIncVatFormatted: string; sellingPriceExVatFormatted: string } | null,
): LowestPriceAmounts | null {
  return price
    ? { incVat: price.sellingPriceIncVatFormatted, exVat: price.sellingPriceExVatFormatted }
    : null;
}
