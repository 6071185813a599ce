import { useQuery } from '@apollo/client';
import { GetOrderDocument, type GetOrderQuery } from '@/graphql/generated/operations';

export type OrderModel = GetOrderQuery['order'];

/**
 * The order behind the confirmation page, read with its token. Never cached: it holds the
 * shopper's name, address and email, and the Apollo cache is kept in IndexedDB.
 */
export function useOrder(id: string, token: string) {
  const { data, loading, error, refetch } = useQuery(GetOrderDocument, {
    variables: { id, token },
    skip: !id || !token,
    fetchPolicy: 'no-cache',
  });
  return { order: data?.order ?? null, isLoading: loading, error, refetch };
}
