import type { Price } from '../generated/resolvers.js';
import { exVatOre, formatOre as formatBase, kroner } from './money-rules.js';
import { formatMoney } from '../../shared/money/format.js';

export type CampaignKind = 'percentage' | 'fixed' | 'buy_x_pay_y';

export interface CampaignRule {
  id: number;
  kind: CampaignKind;
  percentage: number | null;
  amountOre: number | null;
}

/** Unit price after one campaign. buy_x_pay_y works on quantities in the cart, not on the unit price. */
export function discountedOre(regularOre: number, rule: CampaignRule): number {
  if (rule.kind === 'percentage' && rule.percentage !== null) {
    // Integer arithmetic so the result equals SQL's round(price * (100 - pct) / 100) exactly.
    const numerator = regularOre * Math.round((100 - rule.percentage) * 100);
    return Math.floor((numerator + 5000) / 10000);
  }
  if (rule.kind === 'fixed' && rule.amountOre !== null) {
    return Math.max(regularOre - rule.amountOre, 0);
  }
  return regularOre;
}

/** The best (lowest) selling price over the active campaigns, never above the regular price. */
export function sellingOre(regularOre: number, rules: readonly CampaignRule[]): number {
  let best = regularOre;
  for (const rule of rules) best = Math.min(best, discountedOre(regularOre, rule));
  return best;
}

export function priceOf(
  regularOre: number,
  vatRate: number,
  rules: readonly CampaignRule[],
): Price {
  return priceFromOre(regularOre, sellingOre(regularOre, rules), vatRate);
}

/** A Price from a regular and a selling amount (cart lines compute their own selling price). */
export function priceFromOre(
  regularOre: number,
  selling: number,
  vatRate: number,
  currencyCode?: string,
): Price {
  const regularEx = exVatOre(regularOre, vatRate);
  const sellingEx = exVatOre(selling, vatRate);
  // The base currency's texts come from the memo; another market's spell out its currency.
  const formatOre = (ore: number) =>
    currencyCode === undefined ? formatBase(ore) : formatMoney(ore, currencyCode);
  return {
    isDiscounted: selling < regularOre,
    regularPriceIncVat: kroner(regularOre),
    regularPriceExVat: kroner(regularEx),
    sellingPriceIncVat: kroner(selling),
    sellingPriceExVat: kroner(sellingEx),
    regularPriceIncVatFormatted: formatOre(regularOre),
    regularPriceExVatFormatted: formatOre(regularEx),
    sellingPriceIncVatFormatted: formatOre(selling),
    sellingPriceExVatFormatted: formatOre(sellingEx),
    vat: kroner(selling - sellingEx),
    vatRate,
    discountPercentage:
      regularOre > 0 ? Math.round(((regularOre - selling) * 100) / regularOre) : 0,
  };
}
