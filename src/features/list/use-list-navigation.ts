import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import type { ProductSort } from '@/graphql/generated/operations';
import { decodeListQuery } from '@/lib/list-query/decode-list-query';
import { encodeListQuery } from '@/lib/list-query/encode-list-query';
import type { ListQuery } from '@/lib/list-query/list-query';

interface ListNavigation {
  /** The state on screen: the one asked for (so a ticked box stays ticked), else the URL's. */
  shown: ListQuery;
  isPending: boolean;
  hrefFor: (next: ListQuery) => string;
  /**
   * Goes to the list in another state; the page keeps its scroll position. `replace` for a
   * change the shopper did not make here (back should not return to it).
   */
  apply: (next: ListQuery, options?: { replace?: boolean }) => void;
}

/** The URL is the list's state: every change is a navigation (back undoes it). */
export function useListNavigation(
  query: ListQuery,
  sorts: readonly ProductSort[],
  defaultSort: ProductSort,
): ListNavigation {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  // What the shopper just chose, shown until the URL has moved on (controlled inputs would
  // otherwise flip back until the router reports the navigation).
  const [chosen, setChosen] = useState<{ query: ListQuery; at: string } | null>(null);
  const hrefFor = useCallback(
    (next: ListQuery) => `${pathname}${encodeListQuery(next, { defaultSort })}`,
    [pathname, defaultSort],
  );
  const optimistic = chosen?.at === search ? chosen.query : null;
  const pending = navigation.location?.pathname === pathname ? navigation.location : null;
  return {
    shown: optimistic ?? (pending ? decodeListQuery(pending.search, { sorts }) : query),
    isPending: optimistic !== null || pending !== null,
    hrefFor,
    apply: (next, options) => {
      setChosen({ query: next, at: search });
      void navigate(hrefFor(next), { preventScrollReset: true, replace: options?.replace });
    },
  };
}
