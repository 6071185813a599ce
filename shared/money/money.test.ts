import { describe, expect, it } from 'vitest';
import { formatOre } from './format.js';
import { exVatOre, STANDARD_VAT_PERCENT, toOre } from './vat.js';

describe('money', () => {
  it('writes whole kroner as "1 249,-" and others with two decimals', () => {
    expect(formatOre(124_900)).toMatch(/^1\s249,-$/u);
    expect(formatOre(9_900)).toBe('99,-');
    expect(formatOre(124_950)).toMatch(/^1\s249,50$/u);
    expect(formatOre(30)).toBe('0,30');
  });

  it('takes VAT out to whole øre and reads kroner as øre', () => {
    expect(exVatOre(12_500, STANDARD_VAT_PERCENT)).toBe(10_000);
    expect(exVatOre(7_900, STANDARD_VAT_PERCENT)).toBe(6_320);
    expect(exVatOre(999, 15)).toBe(869);
    expect(toOre(0.1 + 0.2)).toBe(30);
  });
});
