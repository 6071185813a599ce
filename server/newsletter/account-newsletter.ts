// The account's newsletter setting is the newsletter list itself (issue 15): `Account.newsletter`
// says whether the account's address is on newsletter_subscribers, and the settings page's box
// puts it on or takes it off through the same rows the footer's sign-up writes. No copy of the
// answer is kept on the account, so the two can never disagree.
import type { AccountResolvers } from '../generated/resolvers.js';
import type { AccountNewsletter } from '../accounts/accounts-resolvers.js';
import { isSubscribed, setSubscription } from './newsletter-store.js';

// Who may: the account itself (the field is under `me`), and it sees only its own subscription:
// one it made, or any of its address once the address is verified (newsletter-store.ts). Cost:
// one read by primary key.
export const accountNewsletterFields: Pick<AccountResolvers, 'newsletter'> = {
  newsletter: (account, _, ctx) => isSubscribed(ctx.db, account),
};

/** What the settings mutation (accounts) writes through, composed in graphql/resolvers.ts. */
export const accountNewsletter: AccountNewsletter = { set: setSubscription };
