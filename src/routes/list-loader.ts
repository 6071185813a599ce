import { redirect } from 'react-router-dom';
import { loadChannelConfiguration } from '@/features/channel/channel-configuration';
import {
  GetListPageInfoDocument,
  GetProductsDocument,
  type GetProductsQueryVariables,
  type ProductSort,
} from '@/graphql/generated/operations';
import { loadQuery } from '@/graphql/load-query';
import { isUnreachable } from '@/graphql/unreachable';
import { ensureNamespaces } from '@/i18n/lazy-namespaces';
import { decodeListQuery } from '@/lib/list-query/decode-list-query';
import { encodeListQuery } from '@/lib/list-query/encode-list-query';
import { toFilterInput } from '@/lib/list-query/filter-input';
import { LIST_SORTS, SEARCH_SORTS, type ListQuery } from '@/lib/list-query/list-query';
import { searchVehicle } from '@/lib/list-query/search-vehicle';
import { withPage } from '@/lib/list-query/update-list-query';
import type { ProductListModel } from '@/features/catalogue/use-catalogue';
import { resolveList, type ListKind, type ResolvedList } from './list-context';
import { isOffline, offlineSearchList } from './offline-search-list';
import { readyClient, withApiErrors, type ScreenLoaderArgs } from './route-loader';

export type { ListKind } from './list-context';

export interface ListLoaderData extends ResolvedList {
  /** The list's state from the URL (filters, sort, page), corrected where it was malformed. */
  query: ListQuery;
  sorts: readonly ProductSort[];
  /** What the sort select shows while the URL names none. */
  defaultSort: ProductSort;
  productsVariables: GetProductsQueryVariables;
  /** A search without a network: the matching products this device holds (issue 18). */
  offline: ProductListModel | null;
}

/** Every product list route: which list, its state from the URL, then products and facets. */
export function listLoader(kind: ListKind) {
  return (args: ScreenLoaderArgs): Promise<ListLoaderData | Response> =>
    withApiErrors(async () => {
      const { locale, url } = args;
      const client = await readyClient(locale);
      const [config] = await Promise.all([
        loadChannelConfiguration(client),
        // A search page without results shows the search namespace's hints.
        ensureNamespaces(
          locale,
          kind === 'SEARCH' || kind === 'MARKET_SEARCH' ? ['listing', 'search'] : ['listing'],
        ),
      ]);
      const resolved = await resolveList(kind, args, client, config);
      if (resolved instanceof Response) return resolved;

      const isSearch = resolved.searchText !== null;
      const sorts = isSearch ? SEARCH_SORTS : LIST_SORTS;
      const defaultSort = isSearch ? 'RELEVANCE' : config.defaultSort;
      const query = decodeListQuery(url.search, { sorts });
      // A search ranks the parts that fit the shopper's current vehicle first (issue 16).
      const rankVehicle = isSearch ? searchVehicle() : null;
      const productsVariables = {
        filter: {
          ...toFilterInput(query, resolved.context, config.pageSize),
          ...(rankVehicle && { rankVehicle }),
        },
        withFacets: true,
      };
      // A search without a network: the matching products this device holds (issue 18).
      const { searchText } = resolved;
      const offlineSearch = async (text: string) => {
        const offline = await offlineSearchList(locale, text, query, config.pageSize);
        return { ...resolved, query, sorts, defaultSort, productsVariables, offline };
      };
      if (searchText !== null && isOffline()) return offlineSearch(searchText);
      const answers = await Promise.all([
        loadQuery(client, GetProductsDocument, productsVariables),
        loadQuery(client, GetListPageInfoDocument, resolved.infoVariables),
      ]).catch((error: unknown) => {
        if (searchText !== null && isUnreachable(error)) return null;
        throw error;
      });
      if (!answers) return offlineSearch(searchText ?? '');
      const [{ products }] = answers;
      // The API shows the last page for a page beyond it: the address says so too.
      if (products.page !== query.page) {
        const corrected = encodeListQuery(withPage(query, products.page), { defaultSort });
        return redirect(`${url.pathname}${corrected}`);
      }
      return { ...resolved, query, sorts, defaultSort, productsVariables, offline: null };
    });
}
