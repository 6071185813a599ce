// Server-side favourites of a logged-in shopper (issue 15). Who may: the account itself
// (UNAUTHENTICATED otherwise; the field is under `me`, null for anyone else). Cost: at most 100
// changes a call, three statements; the account keeps at most 100 favourites and remembers at
// most MAX_REMOVALS_KEPT removals, and ids of products the shop does not have are not stored (a
// script cannot grow the table past ~300 rows an account). Bad input:
// VALIDATION_FAILED (too many changes, a product id below 1, a time that is no number), nothing
// changed. Idempotent: each change says when it was made and only a newer one wins.
import type { AccountResolvers, MutationResolvers } from '../generated/resolvers.js';
import { ShopError } from '../errors/shop-error.js';
import { shopCall } from '../errors/shop-call.js';
import { profileById } from '../accounts/accounts-store.js';
import { checkChanges } from './favourites-rules.js';
import { applyChanges, favouriteIds } from './favourites-store.js';

export const favouriteFields: Pick<AccountResolvers, 'favouriteProductIds'> = {
  favouriteProductIds: (account, _, ctx) => favouriteIds(ctx.db, account.id),
};

export const favouriteMutations: Pick<MutationResolvers, 'syncFavourites'> = {
  syncFavourites: async (_, { changes, languageId }, ctx) => {
    const user = await ctx.auth.requireUser();
    return shopCall(async () => {
      const checked = checkChanges(changes, Date.now());
      if (!checked.ok)
        throw new ShopError('VALIDATION_FAILED', 'Invalid favourite changes', {
          fields: [{ field: checked.field, code: 'INVALID_CHARACTERS' }],
        });
      await ctx.db.transaction((tx) => applyChanges(tx, user.id, checked.value));
      const profile = await profileById(ctx.db, user.id);
      if (!profile) throw new ShopError('VALIDATION_FAILED', 'The account is gone', { fields: [] });
      return { ...user, profile };
    }, languageId);
  },
};
