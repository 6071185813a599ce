import { describe, expect, it } from 'vitest';
import { formatNumber, type NumberStyle } from './number.js';

const STYLES: NumberStyle[] = [
  {},
  { maximumFractionDigits: 0 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 1 },
];

const VALUES = [
  0,
  -0,
  1,
  5,
  9,
  10,
  99,
  100,
  999,
  1000,
  1234,
  9999,
  10000,
  12345,
  99999,
  100000,
  123456,
  999999,
  1000000,
  1234567,
  1e15,
  1e20,
  1e21,
  1e-7,
  0.000001,
  0.1,
  0.4,
  0.5,
  0.9995,
  1.005,
  1.5,
  2.5,
  12.345,
  0.125,
  1249.5,
  1249.995,
  999.9996,
  99999.995,
  -5,
  -0.4,
  -0.5,
  -1234.5,
  -12.345,
  3000,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  NaN,
  Infinity,
  -Infinity,
];

describe('formatNumber', () => {
  it('writes what Intl.NumberFormat("nb-NO") writes, to the character', () => {
    for (const style of STYLES) {
      const intl = new Intl.NumberFormat('nb-NO', style);
      for (const value of VALUES) {
        expect([value, style, formatNumber(value, style)]).toEqual([
          value,
          style,
          intl.format(value),
        ]);
      }
    }
  });

  it('also for a spread of amounts in øre turned to kroner', () => {
    const intl = new Intl.NumberFormat('nb-NO', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (let ore = -20_000; ore <= 2_000_000; ore += 997) {
      expect(formatNumber(ore / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
        intl.format(ore / 100),
      );
    }
  });

  it('groups with a no-break space and writes a decimal comma and a minus sign', () => {
    expect(formatNumber(-1234.5)).toBe('\u22121\u00a0234,5');
  });
});
