import { ApolloLink } from '@apollo/client';
import { API_KEY, CHANNEL_ID } from '@/config/constants';
import { checkoutMarketId, currentMarketId, isCheckoutPath } from '@/lib/market/current-market';
import { readToken } from '@/lib/storage/auth-token';

/**
 * Adds the API key header, the logged-in customer's bearer token, and the context ids every
 * operation carries (the spec: channelId, languageId and marketId when known).
 */
export function createContextLink(languageId: number): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.variables = {
      channelId: CHANNEL_ID,
      languageId,
      // Checkout routes ask in the checkout market (the spec), the rest in the current one.
      marketId:
        typeof location !== 'undefined' && isCheckoutPath(location.pathname)
          ? checkoutMarketId()
          : currentMarketId(),
      ...operation.variables,
    };
    const token = readToken();
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: {
        ...headers,
        'X-Api-Key': API_KEY,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    }));
    return forward(operation);
  });
}
