import type { PriceValues } from '@/components/ui/price';
import type { SearchPreviewQuery } from '@/graphql/generated/operations';
import { toImageData, type ImageData } from '@/lib/images/image-sources';
import { toPriceValues } from '@/lib/price/to-price-values';

export interface SearchHit {
  id: number;
  name: string;
  brand: string;
  /** API canonicalUrl, without locale. */
  url: string;
  image: ImageData | null;
  price: PriceValues;
}

export interface SearchTag {
  id: number;
  name: string;
  url: string;
  count: number;
}

export interface SearchResultModel {
  products: SearchHit[];
  count: number;
  categories: SearchTag[];
  brands: SearchTag[];
}

export function toSearchResult(search: SearchPreviewQuery['search']): SearchResultModel {
  return {
    products: search.products.products.map((product) => {
      const image = product.images[0];
      return {
        id: product.productId,
        name: product.name,
        brand: product.brand.name,
        url: product.canonicalUrl,
        image: image ? toImageData(image) : null,
        price: toPriceValues(product.unitPrice),
      };
    }),
    count: search.products.count,
    categories: search.categories.map((category) => ({
      id: category.categoryId,
      name: category.name,
      url: category.canonicalUrl,
      count: category.count,
    })),
    brands: search.brands.map((brand) => ({
      id: brand.brandId,
      name: brand.name,
      url: brand.canonicalUrl,
      count: brand.count,
    })),
  };
}
