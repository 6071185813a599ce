import { describe, expect, it } from 'vitest';
import {
  discountStart,
  lowestBefore,
  priceHistoryView,
  type PriceChange,
} from './price-history-rules.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25, 12);
const ago = (days: number) => NOW - days * DAY;
const row = (daysAgo: number, regularOre: number, sellingOre = regularOre): PriceChange => ({
  at: ago(daysAgo),
  regularOre,
  sellingOre,
});

describe('price history rules', () => {
  it('finds where the discount shown now began, through a deeper cut in the same sale', () => {
    const rows = [row(100, 100_00), row(20, 100_00, 90_00), row(10, 100_00, 80_00)];
    expect(discountStart(rows, NOW)).toBe(ago(20));
    expect(discountStart([row(100, 100_00)], NOW)).toBeNull();
    expect(discountStart([row(5, 100_00, 90_00), row(1, 100_00)], NOW)).toBeNull();
  });

  it('takes the lowest price of the 30 days before the discount, the one in effect then included', () => {
    // 60-45 days ago a sale at 70, then 100, raised to 120 15 days ago, the sale now from 5 days ago.
    const rows = [row(60, 100_00, 70_00), row(45, 100_00), row(15, 120_00), row(5, 120_00, 96_00)];
    expect(lowestBefore(rows, ago(5))).toBe(100_00);
    // A sale that ended 32 days before the new one no longer counts; one ending 20 days before does.
    expect(
      lowestBefore([row(50, 100_00, 60_00), row(37, 100_00), row(5, 100_00, 80_00)], ago(5)),
    ).toBe(100_00);
    expect(
      lowestBefore([row(50, 100_00, 60_00), row(25, 100_00), row(5, 100_00, 80_00)], ago(5)),
    ).toBe(60_00);
    expect(lowestBefore([row(5, 100_00, 80_00)], ago(5))).toBeNull();
  });

  it('draws the 90 days from the price in effect at their start', () => {
    const view = priceHistoryView([row(5, 100_00, 80_00), row(200, 100_00), row(120, 110_00)], NOW);
    expect(view.from).toBe(ago(90));
    expect(view.points).toEqual([
      { at: ago(90), regularOre: 110_00, sellingOre: 110_00 },
      { at: ago(5), regularOre: 100_00, sellingOre: 80_00 },
    ]);
    expect(view.discountStartedAt).toBe(ago(5));
    expect(view.lowestBeforeDiscountOre).toBe(110_00);
    // A change recorded after the answer's moment is not drawn.
    expect(priceHistoryView([row(-1, 5)], NOW).points).toEqual([]);
  });
});
