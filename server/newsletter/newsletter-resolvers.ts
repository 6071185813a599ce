import { createGraphQLError } from 'graphql-yoga';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { languageOf } from '../i18n/language.js';
import { idempotent } from '../idempotency/idempotency.js';
import { isTestAddress, isValidEmail, normaliseEmail } from './newsletter-email.js';
import { shopCall } from '../errors/shop-call.js';
import { recordSignUp, signUpCount } from './newsletter-store.js';
import { confirmWithKey, mailConfirmation } from './newsletter-confirmation.js';
import { profileById } from '../accounts/accounts-store.js';
import { ShopError } from '../errors/shop-error.js';

// Who may: anyone with the API key; a logged-in shopper's own address is recorded as the
// account's, confirmed at once when the account has confirmed the address. Cost: counted per
// shopper (ctx.limits.newsletter, 429 RATE_LIMITED), one upsert once per idempotency key, and a
// pending address is mailed its link at most once every 10 minutes, and an inbox (victim+1@,
// victim+2@… are one) within its share of the shop's mails, 10 a window and 20 a day, shared
// with the account mails (a stranger's inbox is not mail-bombed through the form). Bad input: EMAIL_INVALID; an unknown market or channel is stored
// as the shop's (account-newsletter.test.ts, newsletter-resolvers.test.ts).
export const newsletterMutations: Pick<
  MutationResolvers,
  'subscribeToNewsletter' | 'confirmNewsletterSignUp'
> = {
  subscribeToNewsletter: (_, args, ctx) => {
    const email = normaliseEmail(args.email);
    // Checked before the key is stored: an invalid address is the same answer on every replay.
    if (!isValidEmail(email))
      throw createGraphQLError('Not a valid email address', {
        extensions: { code: 'EMAIL_INVALID' },
      });
    const languageId = languageOf(args.languageId);
    return shopCall(async () => {
      ctx.limits.newsletter.take(ctx.client);
      // Stored as known values: the asked market, or the default one for an unknown id; the
      // shop's one channel (the seed's), whatever channelId says.
      const marketId = (await ctx.markets.pricing(args.marketId)).id;
      const channelId = 1;
      // A logged-in shopper signing up their own account's address: the subscription is the
      // account's (its settings box shows it even before the address is verified).
      const user = await ctx.auth.user();
      const accountId = user?.email === email ? user.id : null;
      const isOwnersWord =
        accountId !== null && (await profileById(ctx.db, accountId))?.emailVerified === true;
      // Set by the run below when this call records the sign-up (not on a replay of its key).
      const recorded = { isPending: false };
      const answer = await idempotent(ctx.db, {
        key: args.idempotencyKey,
        operation: 'subscribeToNewsletter',
        // The answer is `true`, nothing of the subscriber: the operation scopes the key enough,
        // and a key reused for another address stays refused.
        scope: null,
        request: { email, languageId, channelId, marketId },
        cartIdOf: () => null,
        run: async (tx) => {
          const signUp = { email, languageId, channelId, marketId, accountId, isOwnersWord };
          recorded.isPending = !(await recordSignUp(tx, signUp));
          return true;
        },
      });
      // After the commit, and only for the call that recorded it (not a replay of its key).
      if (recorded.isPending && ctx.mail) await mailConfirmation(ctx.db, ctx.mail, email);
      return answer;
    }, languageId);
  },

  // Who may: anyone holding a mailed key (the key is the proof). Cost: counted per shopper
  // (ctx.limits.newsletter), one UPDATE by an indexed hash. Bad input: NEWSLETTER_KEY_INVALID.
  confirmNewsletterSignUp: (_, args, ctx) =>
    shopCall(async () => {
      ctx.limits.newsletter.take(ctx.client);
      if (!(await confirmWithKey(ctx.db, args.key)))
        throw new ShopError('NEWSLETTER_KEY_INVALID', 'The link is unknown, used or too old');
      return true;
    }, languageOf(args.languageId)),
};

export const newsletterQueries: Pick<QueryResolvers, 'newsletterTestSignUps'> = {
  newsletterTestSignUps: (_, args, ctx) => {
    const email = normaliseEmail(args.email);
    if (!isTestAddress(email))
      throw createGraphQLError('Only addresses at reserved test domains can be read', {
        extensions: { code: 'FORBIDDEN' },
      });
    return signUpCount(ctx.db, email);
  },
};
