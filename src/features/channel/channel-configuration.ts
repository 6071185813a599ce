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
