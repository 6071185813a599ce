import type {
  AccountResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers.js';
import { createGraphQLError } from 'graphql-yoga';
import type { Context } from '../graphql/context.js';
import type { Queryable } from '../db/types.js';
import { languageOf, type LanguageId } from '../i18n/language.js';
import { ShopError } from '../errors/shop-error.js';
import { shopCall } from '../errors/shop-call.js';
import type { AccountModel } from './accounts.js';
import { profileById, updateProfile } from './accounts-store.js';
import { checkSettings } from './account-settings-rules.js';
import { NOT_LOGGED_IN } from './request-auth.js';

async function accountOf(ctx: Context): Promise<AccountModel | null> {
  const user = await ctx.auth.user();
  if (!user) return null;
  const profile = await profileById(ctx.db, user.id);
  return profile ? { ...user, profile } : null;
}

// Who may: anyone; a request without a bearer token gets null. Cost: at most three reads by
// primary key (session, user, profile), once per request. Bad input: a bearer token that is not
// a live session (forged, expired, revoked by a password change or a logout elsewhere) gets
// UNAUTHENTICATED (401), so the device that sent it knows its session is over (the editor token,
// which is no account, gets null).
export const accountQueries: Pick<QueryResolvers, 'me'> = {
  me: async (_, __, ctx) => {
    const account = await accountOf(ctx);
    if (account || !ctx.auth.hasToken || (await ctx.auth.editor())) return account;
    throw createGraphQLError(NOT_LOGGED_IN, {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  },
};

export const Account: AccountResolvers = {
  createdAt: (account) => new Date(account.createdAt).toISOString(),
  emailVerified: (account) => account.profile.emailVerified,
  firstName: (account) => account.profile.firstName,
  lastName: (account) => account.profile.lastName,
  phone: (account) => account.profile.phone,
  addresses: (account) =>
    account.profile.addresses.map((address) => ({ ...address, country: address.country ?? 'NO' })),
  organizationId: (account) => account.profile.organizationId,
  companyName: (account) => account.profile.companyName,
};

/**
 * The newsletter list the settings' newsletter box writes to (server/newsletter, a later domain:
 * composed in graphql/resolvers.ts). `Account.newsletter` is read from the same list there.
 */
export interface AccountNewsletter {
  set(
    tx: Queryable,
    who: { id: string; email: string; languageId: LanguageId },
    subscribed: boolean,
  ): Promise<void>;
}

// Who may: the logged-in account (UNAUTHENTICATED otherwise). Cost: one read and one update by
// primary key and one write to the newsletter list, in one transaction; names and address lines
// at most 100 characters, two addresses. Bad input: VALIDATION_FAILED with every wrong field,
// nothing saved. Idempotent: the same input twice leaves the same account and list.
export const accountMutationsWith = (
  newsletter: AccountNewsletter,
): Pick<MutationResolvers, 'updateAccountSettings'> => ({
  updateAccountSettings: async (_, { input, languageId }, ctx) => {
    const user = await ctx.auth.requireUser();
    return shopCall(async () => {
      const current = await profileById(ctx.db, user.id);
      if (!current) throw new ShopError('VALIDATION_FAILED', 'The account is gone', { fields: [] });
      const checked = checkSettings(
        {
          ...input,
          addresses: input.addresses.slice(0, 3),
          companyName: input.companyName ?? null,
        },
        current.organizationId !== null,
      );
      if (!checked.ok)
        throw new ShopError('VALIDATION_FAILED', 'Some fields are not valid', {
          fields: checked.errors,
        });
      const { newsletter: subscribed, ...profileValue } = checked.value;
      await ctx.db.transaction(async (tx) => {
        await updateProfile(tx, user.id, profileValue);
        await newsletter.set(
          tx,
          {
            id: user.id,
            email: user.email,
            languageId: languageOf(languageId ?? user.languageId),
          },
          subscribed,
        );
      });
      const profile = await profileById(ctx.db, user.id);
      if (!profile) throw new ShopError('VALIDATION_FAILED', 'The account is gone', { fields: [] });
      return { ...user, profile };
    }, languageId);
  },
});
