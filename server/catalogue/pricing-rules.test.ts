import { describe, expect, it } from 'vitest';
import { priceOf, sellingOre, type CampaignRule } from './pricing-rules.js';

const percent = (id: number, percentage: number): CampaignRule => ({
  id,
  kind: 'percentage',
  percentage,
  amountOre: null,
});
const fixed = (id: number, amountOre: number): CampaignRule => ({
  id,
  kind: 'fixed',
  percentage: null,
  amountOre,
});
const buyXPayY: CampaignRule = { id: 9, kind: 'buy_x_pay_y', percentage: null, amountOre: null };

describe('pricing', () => {
  it('takes the best active campaign and ignores buy-x-pay-y for the unit price', () => {
    expect(sellingOre(100_000, [percent(1, 20), fixed(2, 15_000), buyXPayY])).toBe(80_000);
    expect(sellingOre(100_000, [percent(1, 10), fixed(2, 15_000)])).toBe(85_000);
    expect(sellingOre(100_000, [buyXPayY])).toBe(100_000);
    expect(sellingOre(10_000, [fixed(2, 15_000)])).toBe(0);
  });

  it('rounds percentage discounts to whole øre like SQL round()', () => {
    expect(sellingOre(12_345, [percent(1, 12.5)])).toBe(10_802); // 10801.875
    expect(sellingOre(999, [percent(1, 50)])).toBe(500); // 499.5 rounds up
  });

  it('derives ex VAT, VAT and the discount percentage from the selling price', () => {
    const price = priceOf(124_950, 25, [percent(1, 20)]);
    expect(price).toMatchObject({
      isDiscounted: true,
      regularPriceIncVat: 1249.5,
      sellingPriceIncVat: 999.6,
      sellingPriceExVat: 799.68,
      regularPriceExVat: 999.6,
      vat: 199.92,
      vatRate: 25,
      discountPercentage: 20,
    });
  });

  it('formats whole kroner as ",-" and others with two decimals', () => {
    const price = priceOf(124_900, 25, []);
    expect(price.isDiscounted).toBe(false);
    expect(price.sellingPriceIncVatFormatted.replace(/\s/g, ' ')).toBe('1 249,-');
    expect(price.sellingPriceExVatFormatted.replace(/\s/g, ' ')).toBe('999,20');
    expect(price.discountPercentage).toBe(0);
  });
});
