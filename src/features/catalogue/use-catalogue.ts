import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import {
  GetCategoriesDocument,
  GetListPageInfoDocument,
  GetProductDocument,
  GetProductsDocument,
  type GetListPageInfoQueryVariables,
  type GetProductsQueryVariables,
} from '@/graphql/generated/operations';
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
}

export function useProductList(variables: GetProductsQueryVariables): ProductListModel | null {
  const list = useQuery(GetProductsDocument, { variables }).data?.products;
  return useMemo(
    () =>
      list
        ? {
            products: list.products.map(toProductCard),
            count: list.count,
            page: list.page,
            pageCount: Math.max(1, Math.ceil(list.count / Math.max(1, list.pageSize))),
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
