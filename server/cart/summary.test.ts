// Property-based: random carts from a seeded PRNG (same carts every run), and the summary must
// add up in whole øre whatever the lines, codes, shipping and gift card.
import { describe, expect, it } from 'vitest';
import { exVatOre } from '../catalogue/money-rules.js';
import { createRng, type Rng } from '../seed/prng.js';
import { shippingOptionsFor } from '../shipping/options.js';
import type { CampaignInfo } from './model.js';
import { priceLine } from './line-price.js';
import {
  computeSummary,
  shippingFeeOre,
  spread,
  type PromoRule,
  type SummaryLine,
} from './summary.js';

const campaign = (rng: Rng): CampaignInfo => {
  const kind = rng.pick(['percentage', 'fixed', 'buy_x_pay_y'] as const);
  return {
    id: rng.int(1, 9),
    kind,
    percentage: kind === 'percentage' ? rng.pick([5, 10, 12.5, 15, 20, 33, 50]) : null,
    amountOre: kind === 'fixed' ? rng.int(1, 500) * 100 : null,
    buyQuantity: kind === 'buy_x_pay_y' ? rng.int(2, 5) : null,
    payQuantity: kind === 'buy_x_pay_y' ? 1 : null,
    hideTitle: false,
    name: 'c',
    alias: 'c',
  };
};

function randomLine(rng: Rng): SummaryLine {
  const regular = rng.int(1, 2_000_000);
  const quantity = rng.int(1, 50);
  const campaigns = rng.chance(0.4) ? [campaign(rng)] : [];
  const price = priceLine(regular, quantity, campaigns);
  return {
    vatRate: rng.pick([25, 25, 25, 15, 12, 0]),
    regularTotalOre: regular * quantity,
    sellingTotalOre: price.sellingTotalOre,
  };
}

function randomPromo(rng: Rng): PromoRule | null {
  if (rng.chance(0.4)) return null;
  const kind = rng.pick(['percentage', 'fixed', 'free_shipping'] as const);
  return {
    code: 'X',
    kind,
    percentage: kind === 'percentage' ? rng.pick([10, 15, 33.3]) : null,
    amountOre: kind === 'fixed' ? rng.int(1, 100_000) : null,
    minimumOre: rng.pick([0, 0, 150_000]),
    isActive: rng.chance(0.9),
  };
}

describe('cart summary (1 000 random carts)', () => {
  const rng = createRng(20_260_601);
  const carts = Array.from({ length: 1000 }, () => {
    const lines = Array.from({ length: rng.int(0, 12) }, () => randomLine(rng));
    const options = shippingOptionsFor(rng.chance(0.2), rng.chance(0.3) ? 'SE' : 'NO');
    const option = rng.pick(options);
    return {
      lines,
      promo: randomPromo(rng),
      shipping: { option, isDefault: rng.chance(0.5) },
      giftCardBalanceOre: rng.chance(0.3) ? rng.int(0, 300_000) : null,
    };
  });

  it('adds up exactly, with and without VAT', () => {
    for (const input of carts) {
      const { summary: s } = computeSummary(input);
      const sum = (pick: (l: SummaryLine) => number) =>
        input.lines.reduce((a, l) => a + pick(l), 0);
      expect(s.subSelling.inc).toBe(sum((l) => l.sellingTotalOre));
      expect(s.subSelling.ex).toBe(sum((l) => exVatOre(l.sellingTotalOre, l.vatRate)));
      expect(s.subRegular.inc).toBe(sum((l) => l.regularTotalOre));
      expect(s.total.inc).toBe(s.subSelling.inc - s.promoDiscount.inc + s.shipping.fee.inc);
      expect(s.total.ex).toBe(s.subSelling.ex - s.promoDiscount.ex + s.shipping.fee.ex);
      expect(s.discount.inc).toBe(s.subRegular.inc - s.subSelling.inc + s.promoDiscount.inc);
      expect(s.giftCardOre + s.toPayOre).toBe(s.total.inc);
      for (const value of [s.total.inc, s.total.ex, s.toPayOre, s.giftCardOre, s.promoDiscount.ex])
        expect(Number.isInteger(value) && value >= 0).toBe(true);
      expect(s.total.ex).toBeLessThanOrEqual(s.total.inc);
    }
  });

  it('keeps the VAT within a rounding øre per line of VAT on the total', () => {
    for (const input of carts) {
      const { summary: s } = computeSummary(input);
      if (!input.lines.every((l) => l.vatRate === 25)) continue;
      expect(Math.abs(s.total.ex - exVatOre(s.total.inc, 25))).toBeLessThanOrEqual(
        input.lines.length + 1,
      );
    }
  });

  it('never gives more promo discount than the goods cost', () => {
    for (const input of carts) {
      const { summary: s, promo } = computeSummary(input);
      expect(s.promoDiscount.inc).toBeLessThanOrEqual(s.subSelling.inc);
      if (promo && !promo.isApplied) expect(s.promoDiscount.inc).toBe(0);
    }
  });
});

describe('spread', () => {
  it('splits an amount by weights in whole øre, summing exactly', () => {
    const rng = createRng(7);
    for (let i = 0; i < 500; i++) {
      const weights = Array.from({ length: rng.int(1, 8) }, () => rng.int(0, 100_000));
      const amount = rng.int(0, 50_000);
      const parts = spread(amount, weights);
      const total = weights.reduce((a, b) => a + b, 0);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total > 0 ? amount : 0);
      parts.forEach((part, j) =>
        expect(part).toBeLessThanOrEqual(
          Math.ceil((amount * (weights[j] ?? 0)) / Math.max(total, 1)),
        ),
      );
    }
  });
});

describe('a free-shipping code', () => {
  it('frees parcel shipping, never heavy freight (an attack probe had DB Schenker free)', () => {
    const [parcel] = shippingOptionsFor(false, 'NO');
    const [heavy] = shippingOptionsFor(true, 'NO');
    if (!parcel || !heavy) throw new Error('no options');
    expect(shippingFeeOre(parcel, 10_000, true, false)).toBe(0);
    expect(shippingFeeOre(heavy, 10_000, true, false)).toBe(heavy.feeOre);
    expect(shippingFeeOre(heavy, 10_000_000, false, false)).toBe(heavy.feeOre);
    expect(shippingFeeOre(heavy, 10_000, true, true)).toBe(0);
  });
});
