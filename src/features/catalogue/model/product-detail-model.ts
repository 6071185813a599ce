import type { GetProductQuery } from '@/graphql/generated/operations';
import { toImageData, type ImageData } from '@/lib/images/image-sources';
import { toPriceModel, type PriceModel } from './product-card-model';
import { stockState, type StockState } from './stock-state';

type ApiProduct = NonNullable<GetProductQuery['product']>;

export interface SkuModel {
  id: number;
  name: string;
  stock: StockState;
}

export interface ProductDetailModel {
  id: number;
  name: string;
  alias: string;
  url: string;
  articleNumber: string;
  brand: { name: string; url: string };
  primaryCategoryId: number;
  images: ImageData[];
  price: PriceModel;
  stock: StockState;
  skus: SkuModel[];
  shortDescription: string;
  /** Simple HTML from the API: render with SafeHtml. */
  description: string;
  parameters: { name: string; value: string }[];
  isHeavy: boolean;
  meta: { title: string; description: string };
}

export function toProductDetail(product: ApiProduct): ProductDetailModel {
  return {
    id: product.productId,
    name: product.name,
    alias: product.alias,
    url: product.canonicalUrl,
    articleNumber: product.articleNumber,
    brand: { name: product.brand.name, url: product.brand.canonicalUrl },
    primaryCategoryId: product.primaryCategory.categoryId,
    images: product.images.map(toImageData),
    price: toPriceModel(product.unitPrice),
    stock: stockState(product.stock),
    skus: product.skus.map((sku) => ({
      id: sku.skuId,
      name: sku.name,
      stock: stockState(sku.stock),
    })),
    shortDescription: product.shortDescription,
    description: product.description,
    parameters: product.parameters.map(({ name, value }) => ({ name, value })),
    isHeavy: product.isHeavy,
    meta: {
      title: product.meta.title || product.name,
      description: product.meta.description || product.shortDescription,
    },
  };
}
