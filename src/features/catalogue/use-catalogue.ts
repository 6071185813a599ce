import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import {
  GetBrandsDocument,
  GetCategoriesDocument,
  GetListPageInfoDocument,
  GetProductDocument,
  GetProductsDocument,
  type GetListPageInfoQueryVariables,
  type GetProductsQueryVariables,
} from '@/graphql/generated/operations';
import { toFacets, type Facets } from '@/lib/list-query/facets';
import type { BrandItem } from './model/brand-index';
import type { CategoryItem } from './model/category-tree';
import { toProductCard, type ProductCardModel } from './model/product-card-model';
import { toProductDetail, type ProductDetailModel } from './model/product-detail-model';

// Route loaders have put these answers in the cache; the hooks read them (cache-first) and
// re-render when a background refresh updates them.

export function useCategories(): readonly CategoryItem[] {
  return useQuery(GetCategoriesDocument).data?.categories ?? [];
}

export interface ProductListModel {
  products: ProductCardModel[];
  count: number;
  page: number;
  pageCount: number;
  /** Only when the query asked for them (withFacets). */
  facets: Facets | null;
}

/** The list's products; `skip` when the page shows a list of its own (an offline search). */
export function useProductList(
  variables: GetProductsQueryVariables,
  skip = false,
): ProductListModel | null {
  const list = useQuery(GetProductsDocument, { variables, skip }).data?.products;
  return useMemo(
    () =>
      list
        ? {
            products: list.products.map(toProductCard),
            count: list.count,
            page: list.page,
            pageCount: Math.max(1, Math.ceil(list.count / Math.max(1, list.pageSize))),
            facets: list.facets ? toFacets(list.facets) : null,
          }
        : null,
    [list],
  );
}

export function useListPageInfo(variables: GetListPageInfoQueryVariables) {
  return useQuery(GetListPageInfoDocument, { variables }).data?.listPageInfo ?? null;
}

export function useProductDetail(alias: string): ProductDetailModel | null {
  const product = useQuery(GetProductDocument, { variables: { alias } }).data?.product;
  return useMemo(() => (product ? toProductDetail(product) : null), [product]);
}

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
