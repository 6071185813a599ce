import type { PriceHistory, ProductResolvers } from '../generated/resolvers.js';
import type { Context } from '../graphql/context.js';
import type { ProductModel } from './models.js';
import { exVatOre, kroner } from './money-rules.js';
import {
  lowestBeforeDiscountOre,
  priceHistoryView,
  withShownPrice,
} from './price-history-rules.js';
import { shownPriceOre } from './product-resolvers.js';
import { priceFromOre } from './pricing-rules.js';

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
  priceHistory: async (p, _args, ctx): Promise<PriceHistory> => {
    const now = Date.now();
    const { rows, shown } = await shownRows(p, ctx);
    const view = priceHistoryView(withShownPrice(rows, now, shown), now);
    const lowest = view.lowestBeforeDiscountOre;
    return {
      from: new Date(view.from).toISOString(),
      until: new Date(view.until).toISOString(),
      points: view.points.map((point) => ({
        at: new Date(point.at).toISOString(),
        sellingPriceIncVat: kroner(point.sellingOre),
        sellingPriceExVat: kroner(exVatOre(point.sellingOre, p.vatRate)),
        isDiscounted: point.sellingOre < point.regularOre,
      })),
      discountStartedAt:
        view.discountStartedAt === null ? null : new Date(view.discountStartedAt).toISOString(),
      lowestBeforeDiscount: lowest === null ? null : priceFromOre(lowest, lowest, p.vatRate),
    };
  },
  lowestPriceBeforeDiscount: async (p, _args, ctx) => {
    // A list's cards bring the figure from the list index: no query per card.
    const known = p.card?.lowestBeforeOre;
    if (known !== undefined && known >= 0) return priceFromOre(known, known, p.vatRate);
    const shown = await shownPriceOre(p, ctx);
    if (shown.sellingOre >= shown.regularOre) return null;
    // Shown discounted with no figure from the index (a package cut by a part's campaign, or a
    // campaign newer than the index): worked out as the product page does, one batched query.
    const rows = await ctx.loaders(p.languageId).shownPriceChanges.load(p.id);
    const lowest = lowestBeforeDiscountOre(rows, Date.now(), shown);
    return lowest === null ? null : priceFromOre(lowest, lowest, p.vatRate);
  },
};
