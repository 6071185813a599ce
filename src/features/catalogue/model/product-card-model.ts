import type { ProductCardFieldsFragment } from '@/graphql/generated/operations';
import type { PriceValues } from '@/components/ui/price';
import { toPriceValues } from '@/lib/price/to-price-values';
import { toImageData, type ImageData } from '@/lib/images/image-sources';
import type { FitmentRange } from '@shared/fitment/fitment';
import { stockState, type StockState } from './stock-state';

export type PriceModel = PriceValues;

export interface ProductCardModel {
  id: number;
  alias: string;
  name: string;
  /** API canonicalUrl: relative, without locale prefix. */
  url: string;
  brand: string;
  image: ImageData | null;
  price: PriceModel;
  /**
   * Beside a discount: the lowest price of the 30 days before it began (the Omnibus rule),
   * formatted both ways; null without a discount or an earlier price.
   */
  lowestBefore: { incVat: string; exVat: string } | null;
  stock: StockState;
  /** What the part fits; empty for a universal part. */
  fitment: readonly FitmentRange[];
}

export function toProductCard(product: ProductCardFieldsFragment): ProductCardModel {
  const first = product.images[0];
  return {
    id: product.productId,
    alias: product.alias,
    name: product.name,
    url: product.canonicalUrl,
    brand: product.brand.name,
    image: first ? toImageData(first) : null,
    price: toPriceValues(product.unitPrice),
    lowestBefore:
      product.unitPrice.isDiscounted && product.lowestPriceBeforeDiscount
        ? {
            incVat: product.lowestPriceBeforeDiscount.sellingPriceIncVatFormatted,
            exVat: product.lowestPriceBeforeDiscount.sellingPriceExVatFormatted,
          }
        : null,
    stock: stockState(product.stock),
    fitment: product.fitment,
  };
}
