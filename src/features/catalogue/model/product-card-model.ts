import type {
  ProductCardFieldsFragment,
  PriceFieldsFragment,
} from '@/graphql/generated/operations';
import { toImageData, type ImageData } from '@/lib/images/image-sources';
import { stockState, type StockState } from './stock-state';

export interface PriceModel {
  selling: string;
  /** Only when discounted. */
  regular: string | null;
  discountPercent: number | null;
}

export interface ProductCardModel {
  id: number;
  name: string;
  /** API canonicalUrl: relative, without locale prefix. */
  url: string;
  brand: string;
  image: ImageData | null;
  price: PriceModel;
  stock: StockState;
}

export function toPriceModel(price: PriceFieldsFragment): PriceModel {
  const isDiscounted =
    price.isDiscounted && price.regularPriceIncVatFormatted !== price.sellingPriceIncVatFormatted;
  return {
    selling: price.sellingPriceIncVatFormatted,
    regular: isDiscounted ? price.regularPriceIncVatFormatted : null,
    discountPercent: isDiscounted && price.discountPercentage > 0 ? price.discountPercentage : null,
  };
}

export function toProductCard(product: ProductCardFieldsFragment): ProductCardModel {
  const first = product.images[0];
  return {
    id: product.productId,
    name: product.name,
    url: product.canonicalUrl,
    brand: product.brand.name,
    image: first ? toImageData(first) : null,
    price: toPriceModel(product.unitPrice),
    stock: stockState(product.stock),
  };
}
