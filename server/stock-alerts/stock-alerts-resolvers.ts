import { createGraphQLError } from 'graphql-yoga';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { isTestAddress } from '../newsletter/newsletter-email.js';
import { languageOf } from '../i18n/language.js';
import { idempotent } from '../idempotency/idempotency.js';
import { shopCall } from '../errors/shop-call.js';
import { ShopError } from '../errors/shop-error.js';
import { normaliseEmail } from '../../shared/validation/email.js';
import { isValidStock, stockAlertProblem } from '../../shared/validation/stock-alert.js';
import { sendDueStockAlerts } from './restock-alerts.js';
import { profileById } from '../accounts/accounts-store.js';
import type { Context } from '../graphql/context.js';
import { isSellable } from './stock-alert-rules.js';
import {
  insertSignUp,
  MAX_WAITING_PER_ADDRESS,
  packageParts,
  setSkuStock,
  signUpCount,
  skuFigures,
} from './stock-alert-store.js';

const PROBLEM_TEXT = {
  EMAIL_INVALID: 'Not a valid email address',
  STOCK_ALERT_TARGET: 'Name exactly one of skuId and packageId',
} as const;

/** The caller is logged in to an account whose confirmed address this is. */
async function isConfirmedOwner(ctx: Context, email: string): Promise<boolean> {
  const user = await ctx.auth.user();
  if (!user || normaliseEmail(user.email) !== email) return false;
  return (await profileById(ctx.db, user.id))?.emailVerified === true;
}

export const stockAlertMutations: Pick<MutationResolvers, 'signUpForStockAlert' | 'setStock'> = {
  // Anyone; rate limited per shopper; exactly once per idempotency key; one inbox waits for at
  // most MAX_WAITING_PER_ADDRESS sizes (STOCK_ALERT_LIMIT, nothing stored). Whether the address
  // already waited is told only to its confirmed owner (logged in): to anyone else the answer
  // would say whether a stranger's address waits for a product.
  signUpForStockAlert: (_, args, ctx) => {
    const languageId = languageOf(args.languageId);
    return shopCall(async () => {
      // Checked before the key is stored: bad input is the same answer on every replay.
      const problem = stockAlertProblem(args);
      if (problem) throw new ShopError(problem, PROBLEM_TEXT[problem]);
      ctx.limits.stockAlerts.take(ctx.client);
      const email = normaliseEmail(args.email);
      // A known market, or the default one for an unknown id.
      const marketId = (await ctx.markets.pricing(args.marketId)).id;
      const skuId = args.skuId ?? null;
      const packageId = args.packageId ?? null;
      const answer = await idempotent(ctx.db, {
        key: args.idempotencyKey,
        operation: 'signUpForStockAlert',
        scope: null,
        request: { email, skuId, packageId, languageId },
        cartIdOf: () => null,
        run: async (tx) => {
          if (skuId !== null) {
            const figures = (await skuFigures(tx, [skuId])).get(skuId);
            if (!figures || figures.isPackage)
              throw new ShopError('UNKNOWN_SKU', `No size ${skuId}`);
            if (isSellable({ kind: 'sku', figures }))
              throw new ShopError('NOT_SOLD_OUT', 'This size can be bought now');
          } else if (packageId !== null) {
            const parts = (await packageParts(tx, [packageId])).get(packageId);
            if (!parts) throw new ShopError('UNKNOWN_PACKAGE', `No package ${packageId}`);
            if (isSellable({ kind: 'package', parts }))
              throw new ShopError('NOT_SOLD_OUT', 'This package can be bought now');
          }
          const stored = await insertSignUp(tx, {
            email,
            skuId,
            packageId,
            languageId,
            marketId,
          });
          if (stored === 'full')
            throw new ShopError('STOCK_ALERT_LIMIT', 'This address waits for too many products', {
              max: MAX_WAITING_PER_ADDRESS,
            });
          return { alreadySignedUp: stored === 'waiting' };
        },
      });
      return {
        alreadySignedUp: answer.alreadySignedUp && (await isConfirmedOwner(ctx, email)),
      };
    }, languageId);
  },

  // Editors only; setting a value is idempotent; one UPDATE and a pass over waiting sign-ups.
  setStock: async (_, args, ctx) => {
    await ctx.auth.requireEditor();
    return shopCall(async () => {
      if (!isValidStock(args.stock))
        throw new ShopError('INVALID_STOCK', 'stock must be a whole number from 0 to 1000000', {
          max: 1_000_000,
        });
      if (!(await setSkuStock(ctx.db, args.skuId, args.stock)))
        throw new ShopError('UNKNOWN_SKU', `No size ${args.skuId}`);
      const alertsSent = ctx.mail ? await sendDueStockAlerts(ctx.db, ctx.mail) : 0;
      return { skuId: args.skuId, stock: args.stock, alertsSent };
    }, args.languageId);
  },
};

export const stockAlertQueries: Pick<QueryResolvers, 'stockAlertTestSignUps'> = {
  // Tells nobody whether a real person signed up: reserved test domains only.
  stockAlertTestSignUps: (_, args, ctx) => {
    const email = normaliseEmail(args.email);
    if (!isTestAddress(email))
      throw createGraphQLError('Only addresses at reserved test domains can be read', {
        extensions: { code: 'FORBIDDEN' },
      });
    return signUpCount(ctx.db, email);
  },
};
