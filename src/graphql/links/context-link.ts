import { ApolloLink } from '@apollo/client';
import { API_KEY, CHANNEL_ID, MARKET_ID } from '@/config/constants';

/** Adds the API key header and the context ids every operation carries (spec section 7). */
export function createContextLink(languageId: number): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.variables = {
      channelId: CHANNEL_ID,
      languageId,
      marketId: MARKET_ID,
      ...operation.variables,
    };
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'X-Api-Key': API_KEY },
    }));
    return forward(operation);
  });
}
