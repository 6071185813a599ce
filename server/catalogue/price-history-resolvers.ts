import type { PriceHistory, ProductResolvers } from '../generated/resolvers.js';
import { exVatOre, kroner } from './money-rules.js';
import { CHART_DAYS, OMNIBUS_DAYS, priceHistoryView } from './price-history-rules.js';
import { priceChanges } from './price-history-store.js';
import { priceFromOre } from './pricing-rules.js';

const DAY_MS = 86_400_000;

/**
 * Product.priceHistory: anyone may ask (public catalogue data, in the product's cached answer);
 * one indexed read of at most a few hundred rows per product.
 */
export const productPriceHistory: Pick<ProductResolvers, 'priceHistory'> = {
  priceHistory: async (p, _args, ctx): Promise<PriceHistory> => {
    const now = Date.now();
    // A discount may have begun before the chart's window: its 30 days before count too.
    const rows = await priceChanges(ctx.db, p.id, now - (CHART_DAYS + OMNIBUS_DAYS) * DAY_MS);
    const view = priceHistoryView(rows, now);
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
};
