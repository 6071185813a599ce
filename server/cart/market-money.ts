// The cart in a market's currency (issue 17 point 5). The shop keeps its prices, campaign
// amounts, promo amounts, shipping fees and the free-shipping threshold in the base currency
// (NOK); a cart in another market converts each shopper-facing figure the way the catalogue
// does (site/market-rules.ts: by the rate, rounded to whole units), before it is added up, so a
// line costs in the cart what its card showed and the totals add up exactly in that currency.
import { FREE_SHIPPING_THRESHOLD_ORE, type ShippingOptionDef } from '../shipping/options.js';
import { isBase, marketOre, marketPolicyOre, type MarketPricing } from '../site/market-rules.js';
import type { LinePrice } from './line-price.js';
import type { PromoRule } from './summary.js';

/** A line priced in the base currency, in the market's: each unit price converted. */
export function lineInMarket(price: LinePrice, market: MarketPricing): LinePrice {
  if (isBase(market)) return price;
  const breakdown = price.breakdown.map((b) => ({
    unitOre: marketOre(b.unitOre, market),
    quantity: b.quantity,
  }));
  return {
    ...price,
    sellingUnitOre: marketOre(price.sellingUnitOre, market),
    sellingTotalOre: breakdown.reduce((sum, b) => sum + b.unitOre * b.quantity, 0),
    breakdown,
  };
}

/** A shipping option with its fee in the market's currency. */
export function shippingInMarket(
  option: ShippingOptionDef,
  market: MarketPricing,
): ShippingOptionDef {
  return isBase(market) ? option : { ...option, feeOre: marketOre(option.feeOre, market) };
}

/** The free-shipping threshold in the market's currency: a round figure (marketPolicyOre). */
export const thresholdInMarket = (market: MarketPricing): number =>
  marketPolicyOre(FREE_SHIPPING_THRESHOLD_ORE, market);

/** A promo code's amount and minimum order in the market's currency (a percentage is a rate). */
export function promoInMarket(promo: PromoRule | null, market: MarketPricing): PromoRule | null {
  if (!promo || isBase(market)) return promo;
  return {
    ...promo,
    amountOre: promo.amountOre === null ? null : marketOre(promo.amountOre, market),
    minimumOre: marketOre(promo.minimumOre, market),
  };
}
