// An editor's text names the shop's figures and is true in every market (shop-figures.ts).
import { describe, expect, it } from 'vitest';
import { BASE_PRICING } from '../site/market-rules.js';
import { fillShopFigures, shopFigures } from './shop-figures.js';

const SWEDEN = { id: 2, alias: 'se', currencyCode: 'SEK', rate: 0.95, countryCode: 'SE' };

describe('fillShopFigures', () => {
  it("writes an amount in the market's currency, also where a text wrote ' kr' after it", () => {
    const norway = shopFigures(BASE_PRICING);
    const sweden = shopFigures(SWEDEN);
    const seeded = 'Fri frakt over {{freeFrom}} kr, frakt fra {{shippingFrom, number}} kr.';
    expect(fillShopFigures(seeded, norway)).toBe('Fri frakt over 1\u00a0500 kr, frakt fra 79 kr.');
    expect(fillShopFigures(seeded, sweden)).toMatch(
      /^Fri frakt over 1\s400 SEK, frakt fra \d+ SEK\.$/,
    );
    expect(fillShopFigures('Over {{freeFrom}} {{currency}}', sweden)).toBe('Over 1\u00a0400 SEK');
    // Not an amount, or no figure: left as written.
    expect(fillShopFigures('Med {{carriers}} kr', sweden)).toBe('Med PostNord kr');
    expect(fillShopFigures('{{unknown}} kr', sweden)).toBe('{{unknown}} kr');
    expect(fillShopFigures('{{freeFrom}} kroner', sweden)).toBe('1\u00a0400 kroner');
  });
});
