import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import { GetProductDocument } from '@/graphql/generated/operations';
import { toProductDetail, type ProductDetailModel } from './model/product-detail-model';

/** The product page's product, from the cache its loader filled (see use-catalogue.ts). */
export function useProductDetail(alias: string): ProductDetailModel | null {
  const product = useQuery(GetProductDocument, { variables: { alias } }).data?.product;
  return useMemo(() => (product ? toProductDetail(product) : null), [product]);
}
