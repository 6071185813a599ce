import { exVatOre } from '../catalogue/money-rules.js';
import {
  FREE_SHIPPING_THRESHOLD_ORE,
  SHIPPING_VAT_RATE,
  type ShippingOptionDef,
} from '../shipping/options.js';
import type { MoneyOre, PromoState, ShippingState, SummaryModel } from './model.js';

export interface SummaryLine {
  vatRate: number;
  regularTotalOre: number;
  sellingTotalOre: number;
}

export interface PromoRule {
  code: string;
  kind: PromoState['kind'];
  percentage: number | null;
  amountOre: number | null;
  minimumOre: number;
  /** False once expired: the code stays on the cart but gives nothing. */
  isActive: boolean;
}

export interface SummaryInput {
  lines: readonly SummaryLine[];
  promo: PromoRule | null;
  /** thresholdOre: the free-shipping threshold in the cart's currency (default: the shop's). */
  shipping: { option: ShippingOptionDef; isDefault: boolean; thresholdOre?: number };
  giftCardBalanceOre: number | null;
}

/** The promo code against the goods total (after campaigns); inapplicable codes stay listed. */
export function evaluatePromo(rule: PromoRule, goodsOre: number): PromoState {
  const amountLeftOre = Math.max(rule.minimumOre - goodsOre, 0);
  const isApplied = rule.isActive && amountLeftOre === 0 && goodsOre > 0;
  let discountOre = 0;
  if (isApplied && rule.kind === 'percentage' && rule.percentage !== null)
    discountOre = Math.round((goodsOre * rule.percentage) / 100);
  if (isApplied && rule.kind === 'fixed' && rule.amountOre !== null)
    discountOre = Math.min(rule.amountOre, goodsOre);
  return {
    code: rule.code,
    kind: rule.kind,
    isApplied,
    minimumOre: rule.minimumOre,
    amountLeftOre,
    discountOre,
  };
}

/** Spreads a cart-level discount over the lines by their totals (largest remainder, whole øre). */
export function spread(amountOre: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amountOre * w) / sum);
  const parts = exact.map(Math.floor);
  let rest = amountOre - parts.reduce((a, b) => a + b, 0);
  const byFraction = exact
    .map((value, i) => ({ i, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of byFraction) {
    if (rest <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    rest--;
  }
  return parts;
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/**
 * What a shipping option costs: nothing for an empty cart; a parcel option nothing with a
 * free-shipping code or above the threshold; heavy freight always its fee.
 */
export function shippingFeeOre(
  option: ShippingOptionDef,
  goodsOre: number,
  freeByPromo: boolean,
  isEmpty: boolean,
  thresholdOre: number = FREE_SHIPPING_THRESHOLD_ORE,
): number {
  // Free parcel shipping (above the threshold, or a free-shipping code) is never free freight:
  // heavy goods go by DB Schenker at their fee whatever the code says.
  const isFree = option.freeAboveThreshold && (freeByPromo || goodsOre >= thresholdOre);
  return isEmpty || isFree ? 0 : option.feeOre;
}

function shippingState(
  input: SummaryInput,
  goodsOre: number,
  promo: PromoState | null,
): ShippingState {
  const { option, isDefault } = input.shipping;
  const thresholdOre = input.shipping.thresholdOre ?? FREE_SHIPPING_THRESHOLD_ORE;
  const freeByPromo = promo?.isApplied === true && promo.kind === 'free_shipping';
  const inc = shippingFeeOre(option, goodsOre, freeByPromo, input.lines.length === 0, thresholdOre);
  return {
    optionId: option.id,
    isDefault,
    baseFeeOre: option.feeOre,
    fee: { inc, ex: exVatOre(inc, SHIPPING_VAT_RATE) },
    isFree: inc === 0,
    qualifies: option.freeAboveThreshold,
    thresholdOre,
    amountLeftOre: option.freeAboveThreshold ? Math.max(thresholdOre - goodsOre, 0) : 0,
  };
}

/**
 * All cart totals in whole øre. Ex-VAT figures are summed from rounded line figures, so
 * subtotal = Σ lines, total = subtotal − promo discount + shipping and vat = total − total ex VAT
 * hold exactly, with and without VAT.
 */
export function computeSummary(input: SummaryInput): {
  summary: SummaryModel;
  promo: PromoState | null;
} {
  const { lines } = input;
  const subRegular: MoneyOre = {
    inc: sum(lines.map((l) => l.regularTotalOre)),
    ex: sum(lines.map((l) => exVatOre(l.regularTotalOre, l.vatRate))),
  };
  const subSelling: MoneyOre = {
    inc: sum(lines.map((l) => l.sellingTotalOre)),
    ex: sum(lines.map((l) => exVatOre(l.sellingTotalOre, l.vatRate))),
  };
  const promo = input.promo ? evaluatePromo(input.promo, subSelling.inc) : null;
  const promoInc = promo?.discountOre ?? 0;
  const shares = spread(
    promoInc,
    lines.map((l) => l.sellingTotalOre),
  );
  const netEx = sum(lines.map((l, i) => exVatOre(l.sellingTotalOre - (shares[i] ?? 0), l.vatRate)));
  const promoDiscount: MoneyOre = { inc: promoInc, ex: subSelling.ex - netEx };
  const shipping = shippingState(input, subSelling.inc, promo);
  const total: MoneyOre = {
    inc: subSelling.inc - promoDiscount.inc + shipping.fee.inc,
    ex: subSelling.ex - promoDiscount.ex + shipping.fee.ex,
  };
  const giftCardOre = Math.min(Math.max(input.giftCardBalanceOre ?? 0, 0), total.inc);
  const summary: SummaryModel = {
    subRegular,
    subSelling,
    promoDiscount,
    shipping,
    total,
    discount: {
      inc: subRegular.inc - subSelling.inc + promoDiscount.inc,
      ex: subRegular.ex - subSelling.ex + promoDiscount.ex,
    },
    giftCardOre,
    toPayOre: total.inc - giftCardOre,
  };
  return { summary, promo };
}
