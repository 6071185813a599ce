import { describe, expect, it } from 'vitest';
import { packagePriceOre, shopPriceOre } from './prices.js';
import { createRng } from './prng.js';
import { slugify } from '../i18n/slug.js';
import { classifyStock, STOCK_STATES, stockFor } from './stock.js';
import { insertSql, literal } from './sql-literal.js';

describe('seed rules', () => {
  it('slugifies Norwegian text', () => {
    expect(slugify('Støttehjul & Nesehjul på Tilhenger')).toBe('stottehjul-nesehjul-pa-tilhenger');
    expect(slugify('Bøyler for Can-Am Maverick X3')).toBe('boyler-for-can-am-maverick-x3');
    expect(slugify('Lysbar 28" Ærlig Aspöck')).toBe('lysbar-28-aerlig-aspock');
  });

  it('rounds to shop prices', () => {
    expect(shopPriceOre(147)).toBe(14_900);
    expect(shopPriceOre(1249)).toBe(124_900);
    expect(shopPriceOre(12_870)).toBe(1_299_000);
    const packed = packagePriceOre(500_000);
    expect(packed).toBeLessThan(500_000);
    expect(packed).toBeGreaterThan(400_000);
  });

  it('produces figures that classify back to each stock state', () => {
    const rng = createRng(3);
    const today = new Date('2025-01-01T00:00:00Z');
    for (const state of STOCK_STATES)
      expect(classifyStock(stockFor(rng, state, today))).toBe(state);
    const incoming = stockFor(rng, 'incoming', today);
    expect(incoming.incomingDate && incoming.incomingDate > '2025-01-01').toBe(true);
  });

  it('escapes SQL literals', () => {
    expect(literal("Dr. O'Brien's")).toBe("'Dr. O''Brien''s'");
    expect(literal(null)).toBe('NULL');
    expect(() => literal(Number.NaN)).toThrow();
    expect(
      insertSql(
        't',
        ['a', 'b'],
        [
          [1, 'x'],
          [2, null],
        ],
      ),
    ).toBe("INSERT INTO t (a,b) VALUES\n(1,'x'),\n(2,NULL);\n");
  });
});
