import { useQuery } from '@apollo/client';
import { useAppSelector } from '@/app/hooks';
import { MeDocument } from '@/graphql/generated/operations';

/** The logged-in shopper's address (from the account the cache holds or fetches), else ''. */
export function useShopperEmail(): string {
  const isLoggedIn = useAppSelector((state) => state.auth.user !== null);
  const { data } = useQuery(MeDocument, { skip: !isLoggedIn, fetchPolicy: 'cache-first' });
  return isLoggedIn ? (data?.me?.email ?? '') : '';
}
