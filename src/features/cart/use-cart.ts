import { useApolloClient, useQuery } from '@apollo/client';
import { useCallback } from 'react';
import { useAppSelector } from '@/app/hooks';
import { GetCartDocument, type CartFieldsFragment } from '@/graphql/generated/operations';
import { selectCartId } from './cart-slice';

export type CartModel = CartFieldsFragment;
export type CartLine = CartFieldsFragment['items'][number];

/**
 * The shopper's cart (spec: fetched network-only; the answer lands in the Apollo cache, where
 * mutations update it). Null while there is no cart yet.
 */
export function useCart() {
  const cartId = useAppSelector(selectCartId);
  const client = useApolloClient();
  const {
    data: answer,
    loading,
    refetch,
    error,
  } = useQuery(GetCartDocument, {
    variables: { id: cartId ?? '' },
    skip: !cartId,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: false,
  });
  // Offline the network-only fetch fails: show the cart as last seen (the persisted cache), so
  // the changes waiting for the network have their lines to sit on.
  const data =
    answer ??
    (error?.networkError && cartId
      ? client.readQuery({ query: GetCartDocument, variables: { id: cartId } })
      : null);
  const cart = cartId && data?.getCart.id === cartId ? data.getCart : null;
  return { cartId, cart, isLoading: loading, error, refetch };
}

/**
 * Fetches a cart from the server now, past any fetch of it still in flight (Apollo would answer
 * a refetch with an in-flight fetch's older answer): after the last offline change reached the
 * shop, or another tab changed it. The answer lands in the cache, where useCart shows it.
 */
export function useRefreshCart() {
  const client = useApolloClient();
  return useCallback(
    (id: string) =>
      client
        .query({
          query: GetCartDocument,
          variables: { id },
          fetchPolicy: 'network-only',
          context: { queryDeduplication: false },
        })
        .then(
          () => undefined,
          () => undefined,
        ),
    [client],
  );
}
