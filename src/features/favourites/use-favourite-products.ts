import { NetworkStatus, useApolloClient, useQuery } from '@apollo/client';
import { useMemo } from 'react';
import {
  GetFavouriteProductsDocument,
  type ProductCardFieldsFragment,
} from '@/graphql/generated/operations';
import { addProductsByIdsPolicy } from '@/graphql/products-by-ids-policy';

export interface FavouriteProducts {
  /** The favourites the shop sells, in the order of the favourites (the latest first). */
  products: ProductCardFieldsFragment[];
  /** Favourites the shop's answer says it no longer sells. */
  goneIds: number[];
  /** Favourites this device has never loaded and cannot ask for now (offline). */
  missingIds: number[];
  /** Nothing to show yet: the first answer is on its way. */
  isLoading: boolean;
  /** The last request failed (offline, or the shop did not answer). */
  hasFailed: boolean;
  retry: () => void;
}

type Entry = ProductCardFieldsFragment | null;

/**
 * Sorts an answer by favourite: the shop's own answer for these ids has one entry per id (null:
 * no longer sold); the cache's stand-in, or an answer for other ids kept while a request
 * failed, only tells which products it holds.
 */
export function sortFavourites(
  ids: readonly number[],
  answer: readonly Entry[] | undefined,
  isForTheseIds: boolean,
) {
  const byId = new Map<number, ProductCardFieldsFragment>();
  for (const entry of answer ?? []) if (entry) byId.set(entry.productId, entry);
  const products = ids.flatMap((id) => byId.get(id) ?? []);
  const goneIds =
    isForTheseIds && answer?.length === ids.length
      ? ids.filter((_, index) => answer[index] === null)
      : [];
  const missingIds = answer ? ids.filter((id) => !byId.has(id) && !goneIds.includes(id)) : [];
  return { products, goneIds, missingIds };
}

/**
 * The favourites' products with prices and stock, from the Apollo cache at once (persisted in
 * IndexedDB, so offline too) and then from the shop. Product data never enters Redux.
 */
export function useFavouriteProducts(ids: readonly number[]): FavouriteProducts {
  // Before the first read: the cache's products stand in for the answer.
  addProductsByIdsPolicy(useApolloClient().cache);
  const { data, previousData, networkStatus, error, refetch } = useQuery(
    GetFavouriteProductsDocument,
    {
      variables: { ids: [...ids] },
      skip: ids.length === 0,
      fetchPolicy: 'cache-and-network',
      notifyOnNetworkStatusChange: true,
    },
  );
  const current = data?.productsByIds;
  const answer = current ?? previousData?.productsByIds;
  const sorted = useMemo(
    () => sortFavourites(ids, answer, current !== undefined),
    [ids, answer, current],
  );
  return {
    ...sorted,
    isLoading: !answer && networkStatus === NetworkStatus.loading,
    hasFailed: Boolean(error),
    retry: () => void refetch().catch(() => undefined),
  };
}
