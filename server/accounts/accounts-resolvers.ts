import type { QueryResolvers } from '../generated/resolvers.js';

// Who may: anyone; a request without a live bearer token gets null. Cost: at most two reads by
// primary key (session, user), once per request. Bad input: a malformed or forged token is
// the same as none.
export const accountQueries: Pick<QueryResolvers, 'me'> = {
  me: async (_, __, ctx) => {
    const user = await ctx.auth.user();
    return user
      ? {
          id: user.id,
          email: user.email,
          customerType: user.customerType,
          createdAt: new Date(user.createdAt).toISOString(),
        }
      : null;
  },
};
