import type { PriceValues } from '@/components/ui/price';
import type { PriceFieldsFragment } from '@/graphql/generated/operations';

/** The API's Price (raw and formatted, inc and ex VAT) as the Price component shows it. */
export function toPriceValues(price: PriceFieldsFragment): PriceValues {
  const isDiscounted =
    price.isDiscounted && price.regularPriceIncVatFormatted !== price.sellingPriceIncVatFormatted;
  return {
    incVat: {
      selling: price.sellingPriceIncVatFormatted,
      regular: isDiscounted ? price.regularPriceIncVatFormatted : null,
    },
    exVat: {
      selling: price.sellingPriceExVatFormatted,
      regular: isDiscounted ? price.regularPriceExVatFormatted : null,
    },
    discountPercent: isDiscounted && price.discountPercentage > 0 ? price.discountPercentage : null,
  };
}
