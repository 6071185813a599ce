import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import {
  GetCategoriesDocument,
  GetProductsDocument,
  type GetProductsQueryVariables,
} from '@/graphql/generated/operations';
import { toFacets, type Facets } from '@/lib/list-query/facets';
import type { CategoryItem } from './model/category-tree';
import { toProductCard, type ProductCardModel } from './model/product-card-model';

// Route loaders have put these answers in the cache; the hooks read them (cache-first) and
// re-render when a background refresh updates them. What the start page uses lives here; the
// product page's, brands' and list heads' hooks have modules of their own (use-product-detail,
// use-brands, use-list-page-info), so their documents stay out of the start page's chunk.

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
