import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../generated/resolvers.js';
import { languageOf } from '../i18n/language.js';
import { loadChannel } from '../services/channel.js';
import { loadMenu } from '../services/menus.js';

export const siteQueries: Pick<QueryResolvers, 'channel' | 'getMenuAtLocation'> = {
  channel: async (_, { channelId }, ctx) => {
    const channel = await loadChannel(ctx.db, channelId ?? null);
    if (!channel) {
      throw new GraphQLError(`Unknown channel ${channelId ?? ''}`.trim(), {
        extensions: { code: 'NOT_FOUND' },
      });
    }
    return channel;
  },
  getMenuAtLocation: (_, { menuLocationId, languageId }, ctx) =>
    loadMenu(ctx.db, languageOf(languageId), menuLocationId),
};
