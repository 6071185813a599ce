import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import {
  toProductCard,
  type ProductCardModel,
} from '@/features/catalogue/model/product-card-model';
import { GetRecommendationsDocument } from '@/graphql/generated/operations';

export interface RecommendationsModel {
  /** Others also bought: products sharing paid orders with the given ones. */
  alsoBought: ProductCardModel[];
  /** Popular in the category (the shop's most popular without products), after alsoBought. */
  popular: ProductCardModel[];
  isLoading: boolean;
  hasFailed: boolean;
}

const NONE: ProductCardModel[] = [];

/**
 * Recommendations for products (none: a content feed), from the Apollo cache at once (persisted,
 * so what was seen works offline, as the worker's catalogue cache does) and then the shop.
 * `skip` holds the request back until the section is near the viewport.
 */
export function useRecommendations(
  productIds: readonly number[],
  limit: number,
  skip = false,
): RecommendationsModel {
  // Sorted: the same cart in another order is the same question (one cache entry).
  const ids = useMemo(() => [...new Set(productIds)].sort((a, b) => a - b), [productIds]);
  const { data, previousData, loading, error } = useQuery(GetRecommendationsDocument, {
    variables: { productIds: ids, limit },
    skip,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const answer = (data ?? previousData)?.recommendations;
  return useMemo(
    () => ({
      alsoBought: answer?.alsoBought.map(toProductCard) ?? NONE,
      popular: answer?.popular.map(toProductCard) ?? NONE,
      isLoading: !answer && loading,
      hasFailed: !answer && Boolean(error),
    }),
    [answer, loading, error],
  );
}
