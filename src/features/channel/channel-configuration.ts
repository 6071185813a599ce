import { useQuery, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { DEFAULT_CUSTOMER_TYPE, LIST_PAGE_SIZE } from '@/config/constants';
import {
  GetChannelConfigurationDocument,
  type GetChannelConfigurationQuery,
} from '@/graphql/generated/operations';
import { loadQuery } from '@/graphql/load-query';

export type ChannelConfiguration = GetChannelConfigurationQuery['channel']['configuration'];

/** Until the API has answered (or when it cannot): the shop's usual settings. */
export const FALLBACK_CONFIGURATION: ChannelConfiguration = {
  searchRouteSegment: 'sok',
  suggestedSearches: [],
  defaultSort: 'POPULARITY',
  pageSize: LIST_PAGE_SIZE,
  searchTextMaxLength: 100,
  // The default type alone: no customer-type toggle until the channel has named its types.
  customerTypes: [{ type: DEFAULT_CUSTOMER_TYPE, vatIncluded: true, isDefault: true }],
  // No tag manager and no message until the shop has said so.
  tagManagerContainerId: null,
  globalMessage: null,
  // The viewport classes' own fallback is VIEWPORT_CLASSES, applied where they are used.
  viewportClasses: [],
};

/** For route loaders: cached after the first list, and never fails a page. */
export async function loadChannelConfiguration(
  client: ApolloClient<NormalizedCacheObject>,
): Promise<ChannelConfiguration> {
  try {
    const data = await loadQuery(client, GetChannelConfigurationDocument, {});
    return data.channel.configuration;
  } catch {
    return FALLBACK_CONFIGURATION;
  }
}

export function useChannelConfiguration(): ChannelConfiguration {
  const { data } = useQuery(GetChannelConfigurationDocument);
  return data?.channel.configuration ?? FALLBACK_CONFIGURATION;
}

export type ChannelMarket = GetChannelConfigurationQuery['channel']['markets'][number];

export interface ChannelMarkets {
  /** The markets a shopper may choose (those only for the checkout left out). */
  markets: readonly ChannelMarket[];
  /** The market the shopper is in: the chosen one, or the default for an unknown choice. */
  current: ChannelMarket | null;
}

/** The channel's markets and the current one (spec: the channel store area). */
export function useChannelMarkets(currentMarketId: number): ChannelMarkets {
  // While a market change refetches (the caches were emptied), the markets stay as they were.
  const { data, previousData } = useQuery(GetChannelConfigurationDocument);
  const channel = (data ?? previousData)?.channel;
  if (!channel) return { markets: [], current: null };
  const markets = channel.markets.filter((market) => !market.onlyDisplayInCheckout);
  const current =
    channel.markets.find((market) => market.id === currentMarketId) ??
    channel.markets.find((market) => market.id === channel.defaultMarketId) ??
    null;
  return { markets, current };
}
