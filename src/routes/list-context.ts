import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { redirect } from 'react-router-dom';
import { ALL_PRODUCTS_PATH, VEHICLE_LIST_ALIAS } from '@/config/constants';
import type { ChannelConfiguration } from '@/features/channel/channel-configuration';
import {
  GetListPageInfoDocument,
  type GetListPageInfoQueryVariables,
  type ListType,
} from '@/graphql/generated/operations';
import { loadQuery } from '@/graphql/load-query';
import type { ListContext } from '@/lib/list-query/filter-input';
import { localePath } from '@/lib/links/locale-path';
import { aliasFromParams } from '@/lib/route-params';
import { resolveCategory } from './resolve-category';
import { notFound, type ScreenLoaderArgs } from './route-loader';

/** The list routes: the API's list types, plus the market's own search route. */
export type ListKind = Exclude<ListType, 'BRANDS'> | 'MARKET_SEARCH';

export interface ResolvedList {
  listType: ListType;
  infoVariables: GetListPageInfoQueryVariables;
  /** What the route fixes in the API filter. */
  context: ListContext;
  categoryId: number | null;
  searchText: string | null;
  /** /l/atv-huset: the list of parts for the shopper's vehicle. */
  isVehicleList: boolean;
}

type Client = ApolloClient<NormalizedCacheObject>;

const plain = (listType: ListType, infoVariables: GetListPageInfoQueryVariables) => ({
  listType,
  infoVariables,
  context: {},
  categoryId: null,
  searchText: null,
  isVehicleList: false,
});

/** Which list a route shows; 404 for unknown aliases, a redirect for another language's. */
export async function resolveList(
  kind: ListKind,
  args: ScreenLoaderArgs,
  client: Client,
  config: ChannelConfiguration,
): Promise<ResolvedList | Response> {
  switch (kind) {
    case 'ALL':
      return plain('ALL', { listType: 'ALL' });
    case 'CATEGORY': {
      const category = await resolveCategory(args, client);
      if (category instanceof Response) return category;
      return {
        ...plain('CATEGORY', { listType: 'CATEGORY', alias: category.alias }),
        context: { categoryId: category.categoryId },
        categoryId: category.categoryId,
      };
    }
    case 'SEARCH':
    case 'MARKET_SEARCH':
      return resolveSearch(kind, args, config);
    case 'BRAND':
    case 'DISCOUNT_CAMPAIGN':
    case 'LIST':
      return resolveNamedList(kind, args, client);
  }
}

/** The route's alias is the other language's (a language switch): its own canonical address. */
function otherLanguageAlias(
  listType: ListType,
  alias: string,
  info: { listType: ListType; alias: string | null; canonicalUrl: string | null },
  { locale, url }: ScreenLoaderArgs,
): Response | null {
  if (info.listType !== listType || !info.alias || !info.canonicalUrl || info.alias === alias)
    return null;
  return redirect(`${localePath(info.canonicalUrl, locale)}${url.search}${url.hash}`);
}

async function resolveNamedList(
  listType: 'BRAND' | 'DISCOUNT_CAMPAIGN' | 'LIST',
  args: ScreenLoaderArgs,
  client: Client,
): Promise<ResolvedList | Response> {
  const alias = aliasFromParams(args.params);
  if (!alias) notFound();
  const infoVariables = { listType, alias };
  // The API finds a list by its alias in either language and answers with this language's.
  const { listPageInfo } = await loadQuery(client, GetListPageInfoDocument, infoVariables);
  if (!listPageInfo) notFound();
  const moved = otherLanguageAlias(listType, alias, listPageInfo, args);
  if (moved) return moved;
  const { id } = listPageInfo;
  if (id === null && listType !== 'LIST') notFound();
  const key = {
    BRAND: 'brandId',
    DISCOUNT_CAMPAIGN: 'discountCampaignId',
    LIST: 'listId',
  } as const;
  const context: ListContext = id === null ? {} : { [key[listType]]: id };
  return {
    ...plain(listType, infoVariables),
    context,
    isVehicleList: listType === 'LIST' && alias === VEHICLE_LIST_ALIAS,
  };
}

function resolveSearch(
  kind: 'SEARCH' | 'MARKET_SEARCH',
  { locale, params }: ScreenLoaderArgs,
  config: ChannelConfiguration,
): ResolvedList | Response {
  if (kind === 'MARKET_SEARCH' && params['searchSegment'] !== config.searchRouteSegment) {
    notFound();
  }
  const raw = kind === 'SEARCH' ? params['search'] : params['searchString'];
  const text = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, config.searchTextMaxLength);
  // The spec: an empty search text makes no query. Show the whole range instead.
  if (!text) return redirect(localePath(ALL_PRODUCTS_PATH, locale));
  return {
    ...plain('SEARCH', { listType: 'SEARCH', alias: text }),
    context: { searchText: text },
    searchText: text,
  };
}
