import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import { GetBrandsDocument } from '@/graphql/generated/operations';
import type { BrandItem } from './model/brand-index';

/** The brands page's brands, from the cache its loader filled (see use-catalogue.ts). */
export function useBrands(): BrandItem[] | null {
  const brands = useQuery(GetBrandsDocument).data?.brands;
  return useMemo(
    () =>
      brands?.map((brand) => ({
        id: brand.brandId,
        name: brand.name,
        url: brand.canonicalUrl,
        count: brand.productCount ?? 0,
      })) ?? null,
    [brands],
  );
}
