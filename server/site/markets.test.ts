import { describe, expect, it } from 'vitest';
import { countingTestApp } from '../testing/test-app.js';
import {
  BASE_PRICING,
  marketOre,
  marketPolicyOre,
  pickMarket,
  type MarketPricing,
} from './market-rules.js';
import { SEK_PER_NOK } from '../seed/write-static.js';

const SWEDEN: MarketPricing = {
  id: 2,
  alias: 'se',
  currencyCode: 'SEK',
  rate: 0.95,
  countryCode: 'SE',
};

describe('market rules', () => {
  it('converts base øre at the rate and rounds to whole units', () => {
    expect(marketOre(129_900, SWEDEN)).toBe(123_400); // 1 234.05 → 1 234
    expect(marketOre(99_00, SWEDEN)).toBe(94_00); // 94.05 → 94
    expect(marketOre(0, SWEDEN)).toBe(0);
    expect(marketOre(129_950, BASE_PRICING)).toBe(129_950);
    // A promised figure (free shipping from) is a round one: 1 425 SEK is promised as 1 400.
    expect(marketPolicyOre(150_000, SWEDEN)).toBe(140_000);
    expect(marketPolicyOre(150_000, BASE_PRICING)).toBe(150_000);
  });

  it('falls back to the default market for an unknown or missing id', () => {
    const markets = new Map([
      [1, BASE_PRICING],
      [2, SWEDEN],
    ]);
    expect(pickMarket(markets, 1, 2)).toBe(SWEDEN);
    expect(pickMarket(markets, 1, 99)).toBe(BASE_PRICING);
    expect(pickMarket(markets, 1, null)).toBe(BASE_PRICING);
    expect(pickMarket(markets, 1, '2')).toBe(BASE_PRICING);
  });
});

const CHANNEL = `query Channel { channel { defaultMarketId markets {
  id alias defaultLanguageId allowedLanguages { id code } country { name code } currency { code symbol }
  shipping { freeFrom feeFrom returnFrom }
} } }`;

const PRICE = `query Price($productId: Int, $marketId: Int) {
  product(productId: $productId, marketId: $marketId) {
    unitPrice { regularPriceIncVat sellingPriceIncVat sellingPriceExVat vat
      regularPriceIncVatFormatted sellingPriceIncVatFormatted sellingPriceExVatFormatted }
  }
}`;

const LIST = `query List($marketId: Int) {
  products(filter: { pageSize: 24 }, marketId: $marketId) {
    products { productId isPackage unitPrice { sellingPriceIncVat sellingPriceIncVatFormatted } }
  }
}`;

interface UnitPrice {
  regularPriceIncVat: number;
  sellingPriceIncVat: number;
  sellingPriceExVat: number;
  vat: number;
  regularPriceIncVatFormatted: string;
  sellingPriceIncVatFormatted: string;
  sellingPriceExVatFormatted: string;
}

interface ListAnswer {
  products: {
    products: {
      productId: number;
      isPackage: boolean;
      unitPrice: { sellingPriceIncVat: number; sellingPriceIncVatFormatted: string };
    }[];
  };
}

// With the answer cache on: a Swedish answer must never be served for a Norwegian query.
const shop = countingTestApp({ cacheResponses: true });

async function priceOf(productId: number, marketId?: number) {
  const res = await shop.app.gql<{ product: { unitPrice: UnitPrice } | null }>(PRICE, {
    productId,
    ...(marketId === undefined ? {} : { marketId }),
  });
  expect(res.errors).toBeUndefined();
  const price = res.data?.product?.unitPrice;
  if (!price) throw new Error(`no product ${productId}`);
  return price;
}

describe('markets', () => {
  it('lists Norge (NOK, nb and nn) as the default and Sverige (SEK)', async () => {
    const res = await shop.app.gql<{
      channel: {
        defaultMarketId: number;
        markets: {
          id: number;
          alias: string;
          allowedLanguages: { code: string }[];
          country: { name: string; code: string };
          currency: { code: string };
          shipping: { freeFrom: number; feeFrom: number; returnFrom: number };
        }[];
      };
    }>(CHANNEL);
    const channel = res.data?.channel;
    expect(channel?.defaultMarketId).toBe(1);
    expect(
      channel?.markets.map((m) => [
        m.alias,
        m.country.name,
        m.currency.code,
        m.allowedLanguages.map((l) => l.code),
      ]),
    ).toEqual([
      ['no', 'Norge', 'NOK', ['nb', 'nn']],
      ['se', 'Sverige', 'SEK', ['nb', 'nn']],
    ]);
    // The selling points' and product page's promises, in each market's own currency: the
    // cart's threshold (a round figure: cart/market-money.ts) and fees by the same rate, whole
    // units.
    expect(channel?.markets.map((m) => m.shipping)).toEqual([
      { freeFrom: 1500, feeFrom: 79, returnFrom: 79 },
      {
        freeFrom: marketPolicyOre(150_000, SWEDEN) / 100,
        feeFrom: Math.round(79 * SWEDEN.rate),
        returnFrom: Math.round(79 * SWEDEN.rate),
      },
    ]);
    // 1 500 NOK at 0.95 is 1 425 SEK, promised as the round 1 400.
    expect(channel?.markets[1]?.shipping.freeFrom).toBe(1400);
  });

  it("prices every product of a list in the market's currency, whole kronor", async () => {
    const norway = await shop.app.gql<ListAnswer>(LIST, { marketId: 1 });
    const sweden = await shop.app.gql<ListAnswer>(LIST, { marketId: 2 });
    const nok = norway.data?.products.products ?? [];
    const sek = sweden.data?.products.products ?? [];
    expect(nok.length).toBe(24);
    expect(sek.map((p) => p.productId)).toEqual(nok.map((p) => p.productId));
    sek.forEach((p, i) => {
      const base = nok[i]?.unitPrice.sellingPriceIncVat ?? NaN;
      expect(Number.isInteger(p.unitPrice.sellingPriceIncVat)).toBe(true);
      // A plain product: its base selling price converted; a package may round its parts.
      if (!p.isPackage) expect(p.unitPrice.sellingPriceIncVat).toBe(Math.round(base * SEK_PER_NOK));
      expect(p.unitPrice.sellingPriceIncVatFormatted).toMatch(/^[\d\s ]+ SEK$/u);
      expect(nok[i]?.unitPrice.sellingPriceIncVatFormatted).toMatch(/,-$|\d$/);
    });
  });

  it('keeps VAT (25 %) and the ex-VAT price of the converted price', async () => {
    const nok = await priceOf(1, 1);
    const sek = await priceOf(1, 2);
    expect(sek.sellingPriceIncVat).toBe(Math.round(nok.sellingPriceIncVat * SEK_PER_NOK));
    expect(sek.sellingPriceExVat).toBeCloseTo(sek.sellingPriceIncVat / 1.25, 2);
    expect(sek.vat).toBeCloseTo(sek.sellingPriceIncVat - sek.sellingPriceExVat, 2);
    expect(sek.sellingPriceExVatFormatted).toMatch(/ SEK$/);
  });

  it('answers an unknown or missing market in the default market (NOK)', async () => {
    const nok = await priceOf(1, 1);
    expect(await priceOf(1)).toEqual(nok);
    expect(await priceOf(1, 99)).toEqual(nok);
    expect(nok.sellingPriceIncVatFormatted).not.toMatch(/SEK/);
  });

  it('never mixes the markets in the answer cache', async () => {
    for (let round = 0; round < 2; round++) {
      expect((await priceOf(2, 2)).sellingPriceIncVatFormatted).toMatch(/ SEK$/);
      expect((await priceOf(2, 1)).sellingPriceIncVatFormatted).not.toMatch(/SEK/);
    }
  });
});

describe('the market a nested field was asked in', () => {
  const written = (root: string) => `query Written {
    ${root} { unitPrice { sellingPriceIncVat sellingPriceIncVatFormatted }
      lowestPriceBeforeDiscount { sellingPriceIncVatFormatted }
      priceHistory { points { sellingPriceIncVat } } }
  }`;
  type Answer = Record<
    string,
    {
      unitPrice: { sellingPriceIncVat: number; sellingPriceIncVatFormatted: string };
      priceHistory: { points: { sellingPriceIncVat: number }[] };
    } | null
  >;

  it("is the root field's own argument, written in the query or under any variable name", async () => {
    const viaVariable = await priceOf(1, 2);
    const inline = await shop.app.gql<Answer>(written('product(productId: 1, marketId: 2)'));
    expect(inline.errors).toBeUndefined();
    expect(inline.data?.['product']?.unitPrice).toEqual({
      sellingPriceIncVat: viaVariable.sellingPriceIncVat,
      sellingPriceIncVatFormatted: viaVariable.sellingPriceIncVatFormatted,
    });
    const renamed = await shop.app.gql<Answer>(
      `query Renamed($m: Int) { aliased: product(productId: 1, marketId: $m) {
        unitPrice { sellingPriceIncVat sellingPriceIncVatFormatted }
        priceHistory { points { sellingPriceIncVat } } } }`,
      { m: 2 },
    );
    expect(renamed.data?.['aliased']?.unitPrice.sellingPriceIncVatFormatted).toMatch(/ SEK$/);
    const points = renamed.data?.['aliased']?.priceHistory.points ?? [];
    expect(points.at(-1)?.sellingPriceIncVat).toBe(viaVariable.sellingPriceIncVat);
    // Two root fields, two markets, in one answer.
    const both = await shop.app.gql<Answer>(`query Both {
      no: product(productId: 1, marketId: 1) { unitPrice { sellingPriceIncVatFormatted } }
      se: product(productId: 1, marketId: 2) { unitPrice { sellingPriceIncVatFormatted } }
    }`);
    expect(both.data?.['no']?.unitPrice.sellingPriceIncVatFormatted).not.toMatch(/SEK/);
    expect(both.data?.['se']?.unitPrice.sellingPriceIncVatFormatted).toMatch(/ SEK$/);
  });
});
