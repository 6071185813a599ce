// createGraphQLError (not `new GraphQLError`): yoga only leaves errors of its own graphql instance
// unmasked, and test runners may load a second copy of graphql.
import { createGraphQLError } from 'graphql-yoga';
import type { ChannelResolvers, QueryResolvers } from '../generated/resolvers.js';
import { languageOf } from '../i18n/language.js';
import { loadChannel } from './channel-store.js';
import { channelConfiguration } from './channel-configuration.js';
import { loadMenu } from './menu-store.js';

export const siteQueries: Pick<QueryResolvers, 'channel' | 'getMenuAtLocation'> = {
  channel: async (_, { channelId }, ctx) => {
    const channel = await loadChannel(ctx.db, channelId ?? null);
    if (!channel) {
      throw createGraphQLError(`Unknown channel ${channelId ?? ''}`.trim(), {
        extensions: { code: 'NOT_FOUND' },
      });
    }
    return channel;
  },
  getMenuAtLocation: (_, { menuLocationId, languageId }, ctx) =>
    loadMenu(ctx.db, languageOf(languageId), menuLocationId),
};

export const Channel: ChannelResolvers = {
  configuration: (_, { languageId }, ctx) => ({
    ...channelConfiguration(languageOf(languageId), ctx.site),
    recommendationService: ctx.recommendationService,
  }),
};
