import { useCallback } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import type { ProductSort } from '@/graphql/generated/operations';
import { decodeListQuery } from '@/lib/list-query/decode-list-query';
import { encodeListQuery } from '@/lib/list-query/encode-list-query';
import type { ListQuery } from '@/lib/list-query/list-query';

interface ListNavigation {
  /** The state on screen: the one being loaded (so a ticked box stays ticked), else the URL's. */
  shown: ListQuery;
  isPending: boolean;
  hrefFor: (next: ListQuery) => string;
  /** Goes to the list in another state; the page keeps its scroll position. */
  apply: (next: ListQuery) => void;
}

/** The URL is the list's state: every change is a navigation (back undoes it). */
export function useListNavigation(
  query: ListQuery,
  sorts: readonly ProductSort[],
  defaultSort: ProductSort,
): ListNavigation {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const hrefFor = useCallback(
    (next: ListQuery) => `${pathname}${encodeListQuery(next, { defaultSort })}`,
    [pathname, defaultSort],
  );
  const pending = navigation.location?.pathname === pathname ? navigation.location : null;
  return {
    shown: pending ? decodeListQuery(pending.search, { sorts }) : query,
    isPending: pending !== null,
    hrefFor,
    apply: (next) => void navigate(hrefFor(next), { preventScrollReset: true }),
  };
}
