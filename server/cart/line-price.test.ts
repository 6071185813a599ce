import { describe, expect, it } from 'vitest';
import type { CampaignInfo } from './model.js';
import { allocatePackage, freeUnits, priceLine } from './line-price.js';

const campaign = (over: Partial<CampaignInfo>): CampaignInfo => ({
  id: 1,
  kind: 'percentage',
  percentage: null,
  amountOre: null,
  buyQuantity: null,
  payQuantity: null,
  hideTitle: false,
  name: 'Kampanje',
  alias: 'kampanje',
  ...over,
});

describe('priceLine', () => {
  it('uses the catalogue price for percentage and fixed campaigns', () => {
    expect(priceLine(10_000, 3, [campaign({ percentage: 20 })]).sellingTotalOre).toBe(24_000);
    const fixed = priceLine(10_000, 2, [campaign({ kind: 'fixed', amountOre: 2_500 })]);
    expect(fixed).toMatchObject({ sellingUnitOre: 7_500, sellingTotalOre: 15_000 });
    expect(fixed.applied.map((c) => c.kind)).toEqual(['fixed']);
  });

  it('gives buy 4 pay 3 per full set of four', () => {
    const bxpy = campaign({ kind: 'buy_x_pay_y', buyQuantity: 4, payQuantity: 3 });
    expect(freeUnits(3, bxpy)).toBe(0);
    expect(freeUnits(9, bxpy)).toBe(2);
    const line = priceLine(5_000, 9, [bxpy]);
    expect(line.sellingTotalOre).toBe(35_000);
    expect(line.breakdown).toEqual([
      { unitOre: 5_000, quantity: 7 },
      { unitOre: 0, quantity: 2 },
    ]);
  });

  it('picks the cheaper campaign and never stacks', () => {
    const bxpy = campaign({ id: 2, kind: 'buy_x_pay_y', buyQuantity: 2, payQuantity: 1 });
    const tenPercent = campaign({ id: 3, percentage: 10 });
    expect(priceLine(1_000, 4, [tenPercent, bxpy])).toMatchObject({ sellingTotalOre: 2_000 });
    expect(priceLine(1_000, 1, [tenPercent, bxpy])).toMatchObject({ sellingTotalOre: 900 });
    expect(priceLine(1_000, 1, []).applied).toEqual([]);
  });
});

describe('allocatePackage', () => {
  it('shares the package price by regular prices and adds up exactly', () => {
    const parts = [
      { regularUnitOre: 129_900, quantity: 1 },
      { regularUnitOre: 39_900, quantity: 2 },
      { regularUnitOre: 9_900, quantity: 1 },
    ];
    const units = allocatePackage(189_990, parts);
    expect(units.reduce((sum, u, i) => sum + u * (parts[i]?.quantity ?? 0), 0)).toBe(189_990);
    expect(units[0]).toBeGreaterThan(units[1] ?? 0);
  });

  it('copes with free parts', () => {
    expect(allocatePackage(1_000, [{ regularUnitOre: 0, quantity: 1 }])).toEqual([1_000]);
  });
});
