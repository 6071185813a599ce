import { describe, expect, it } from 'vitest';
import { packageSellingOre, partsSellingOre } from './package-price.js';
import type { CampaignRule } from './pricing-rules.js';

const percent = (percentage: number): CampaignRule => ({
  id: percentage,
  kind: 'percentage',
  percentage,
  amountOre: null,
});

describe('packageSellingOre', () => {
  it('is never dearer than the parts on campaign (a winch package at 7 990 against 7 531)', () => {
    // A winch of 8 099 on a 20 % winter campaign (6 479,20) and a mount of 1 052 are 7 531,20
    // bought one by one; the package was priced at 7 990 against their regular 9 151.
    const parts = [
      { regularOre: 809_900, campaigns: [percent(20)], quantity: 1 },
      { regularOre: 105_200, campaigns: [], quantity: 1 },
    ];
    expect(partsSellingOre(parts)).toBe(753_120);
    expect(packageSellingOre(799_000, [], parts)).toBe(753_120);
  });

  it('keeps its own (campaign) price when the parts cost more', () => {
    const parts = [{ regularOre: 50_000, campaigns: [], quantity: 2 }];
    expect(packageSellingOre(89_900, [], parts)).toBe(89_900);
    expect(packageSellingOre(89_900, [percent(10)], parts)).toBe(80_910);
  });

  it('counts each part as often as the package holds it, at its unit campaign price', () => {
    const parts = [
      { regularOre: 10_000, campaigns: [percent(50)], quantity: 4 },
      { regularOre: 20_000, campaigns: [], quantity: 1 },
    ];
    expect(packageSellingOre(50_000, [], parts)).toBe(40_000);
  });

  it('keeps its own price when its parts are not known', () => {
    expect(packageSellingOre(49_900, [], [])).toBe(49_900);
  });
});
