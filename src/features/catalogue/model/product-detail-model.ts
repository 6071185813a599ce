import type { PriceValues } from '@/components/ui/price';
import type { GetProductQuery } from '@/graphql/generated/operations';
import { toImageData, type ImageData } from '@/lib/images/image-sources';
import { toPriceValues } from '@/lib/price/to-price-values';
import { toPackagePart, type PackagePartModel } from './package-model';
import { toPriceHistory, type PriceHistoryModel } from './price-history-model';
import type { FitmentRange } from '@shared/fitment/fitment';
import { toSku, type SkuModel } from './sku-model';
import { stockState, type StockState } from './stock-state';

type ApiProduct = NonNullable<GetProductQuery['product']>;

export interface ProductDetailModel {
  id: number;
  name: string;
  alias: string;
  url: string;
  articleNumber: string;
  brand: { name: string; url: string };
  primaryCategoryId: number;
  images: ImageData[];
  price: PriceValues;
  /** Selling price in kroner, inc and ex VAT, for sums the client makes (packages). */
  amount: { incVat: number; exVat: number };
  stock: StockState;
  skus: SkuModel[];
  /** Campaigns shown by name (those without hideTitle). */
  campaigns: { id: number; name: string; url: string }[];
  shortDescription: string;
  /** Simple HTML from the API: render with SafeHtml. */
  description: string;
  parameters: { name: string; value: string }[];
  /** What the part fits; empty for a universal part. */
  fitment: readonly FitmentRange[];
  isHeavy: boolean;
  isPackage: boolean;
  parts: PackagePartModel[];
  meta: { title: string; description: string };
  priceHistory: PriceHistoryModel;
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
    price: toPriceValues(product.unitPrice),
    amount: {
      incVat: product.unitPrice.sellingPriceIncVat,
      exVat: product.unitPrice.sellingPriceExVat,
    },
    stock: stockState(product.stock),
    skus: product.skus.map(toSku),
    campaigns: product.discountCampaigns
      .filter((campaign) => !campaign.hideTitle)
      .map((campaign) => ({ id: campaign.id, name: campaign.name, url: campaign.canonicalUrl })),
    shortDescription: product.shortDescription,
    description: product.description,
    parameters: product.parameters.map(({ name, value }) => ({ name, value })),
    fitment: product.fitment,
    isHeavy: product.isHeavy,
    isPackage: product.isPackage,
    parts: product.packageParts.map(toPackagePart),
    meta: {
      title: product.meta.title || product.name,
      description: product.meta.description || product.shortDescription,
    },
    priceHistory: toPriceHistory(product.priceHistory),
  };
}
