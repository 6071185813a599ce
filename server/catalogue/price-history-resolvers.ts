import type { Price, PriceHistory, ProductResolvers } from '../generated/resolvers.js';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../graphql/context.js';
import { rootArgument } from '../site/root-argument.js';
import type { ProductModel } from './models.js';
import { exVatOre, kroner } from './money-rules.js';
import {
  lowestBeforeDiscountOre,
  priceHistoryView,
  withShownPrice,
} from './price-history-rules.js';
import { shownPriceOre } from './product-resolvers.js';
import { priceFromOre } from './pricing-rules.js';
import { isBase, marketOre, type MarketPricing } from '../site/market-rules.js';

/** The market the product's root field was asked in (graphql/root-argument.ts). */
const marketOf = (ctx: Context, info: GraphQLResolveInfo) =>
  ctx.markets.pricing(rootArgument(info, 'marketId'));

/** A base price as the market shows it: one figure, regular and selling alike. */
const priceIn = (ore: number, vatRate: number, market: MarketPricing) =>
  isBase(market)
    ? priceFromOre(ore, ore, vatRate)
    : priceFromOre(marketOre(ore, market), marketOre(ore, market), vatRate, market.currencyCode);

async function shownRows(p: ProductModel, ctx: Context) {
  const [rows, shown] = await Promise.all([
    ctx.loaders(p.languageId).shownPriceChanges.load(p.id),
    shownPriceOre(p, ctx),
  ]);
  return { rows, shown };
}

/**
 * Product.priceHistory and Product.lowestPriceBeforeDiscount: anyone may ask (public catalogue
 * data, in the product's cached answer). The rows are the prices the shop showed (a package's
 * worked out from its parts' rows too, price-history-store.ts shownPriceChanges), read for all
 * of a request's products in one batch of three indexed statements.
 */
export const productPriceHistory: Pick<
  ProductResolvers,
  'priceHistory' | 'lowestPriceBeforeDiscount'
> = {
  priceHistory: async (p, _args, ctx, info): Promise<PriceHistory> => {
    const now = Date.now();
    const [{ rows, shown }, market] = await Promise.all([shownRows(p, ctx), marketOf(ctx, info)]);
    const inMarket = (ore: number) => marketOre(ore, market);
    const view = priceHistoryView(withShownPrice(rows, now, shown), now);
    const lowest = view.lowestBeforeDiscountOre;
    return {
      from: new Date(view.from).toISOString(),
      until: new Date(view.until).toISOString(),
      points: view.points.map((point) => ({
        at: new Date(point.at).toISOString(),
        sellingPriceIncVat: kroner(inMarket(point.sellingOre)),
        sellingPriceExVat: kroner(exVatOre(inMarket(point.sellingOre), p.vatRate)),
        isDiscounted: point.sellingOre < point.regularOre,
      })),
      discountStartedAt:
        view.discountStartedAt === null ? null : new Date(view.discountStartedAt).toISOString(),
      lowestBeforeDiscount: lowest === null ? null : priceIn(lowest, p.vatRate, market),
    };
  },
  lowestPriceBeforeDiscount: async (p, _args, ctx, info) =>
    lowestPriceBeforeDiscount(p, ctx, await marketOf(ctx, info)),
};

/**
 * While a product is shown discounted: the lowest selling price of the 30 days before the
 * discount began (the Omnibus figure), else null. The one rule for every place a discount is
 * shown: cards, the product page and cart lines (cart/cart-fields.ts), in the market's currency.
 */
export async function lowestPriceBeforeDiscount(
  p: ProductModel,
  ctx: Context,
  market: MarketPricing,
): Promise<Price | null> {
  // A list's cards bring the figure from the list index: no query per card.
  const known = p.card?.lowestBeforeOre;
  if (known !== undefined && known >= 0) return priceIn(known, p.vatRate, market);
  const shown = await shownPriceOre(p, ctx);
  if (shown.sellingOre >= shown.regularOre) return null;
  // Shown discounted with no figure from the index (a package cut by a part's campaign, a
  // campaign newer than the index, a cart line): worked out as the product page does, one
  // batched query.
  const rows = await ctx.loaders(p.languageId).shownPriceChanges.load(p.id);
  const lowest = lowestBeforeDiscountOre(rows, Date.now(), shown);
  return lowest === null ? null : priceIn(lowest, p.vatRate, market);
}
