// A market's prices: the catalogue's base prices (NOK øre) converted by the market's rate and
// rounded to whole units (kronor), so "1 187 SEK" never shows öre the shop did not set.
import { BASE_CURRENCY, formatMoney } from '../../shared/money/format.js';
import { deliveryCountry, type DeliveryCountry } from '../../shared/validation/contact.js';

/** What pricing needs of a market. */
export interface MarketPricing {
  id: number;
  alias: string;
  currencyCode: string;
  /** Units of the market's currency per unit of the base currency; 1 for the base market. */
  rate: number;
  /** The market's country (ISO code): the checkout delivers there, by its address rules. */
  countryCode: string;
}

/** The base market's pricing: prices as stored. */
export const BASE_PRICING: MarketPricing = {
  id: 1,
  alias: 'no',
  currencyCode: BASE_CURRENCY,
  rate: 1,
  countryCode: 'NO',
};

/** Prices as stored: the base currency at rate 1. */
export const isBase = (market: MarketPricing): boolean =>
  market.rate === 1 && market.currencyCode === BASE_CURRENCY;

/** Base øre in the market's currency: converted and rounded to whole units (never below 0). */
export function marketOre(baseOre: number, market: MarketPricing): number {
  if (market.rate === 1) return baseOre;
  return Math.max(0, Math.round((baseOre * market.rate) / 100) * 100);
}

/**
 * A policy figure the shop promises in words (free shipping from …) in the market's currency:
 * converted, then rounded to whole hundreds, as a shop would set it ("1 400 SEK", not the
 * converted "1 425 SEK"). The base market's figure stays as it is.
 */
export function marketPolicyOre(baseOre: number, market: MarketPricing): number {
  if (market.rate === 1) return baseOre;
  return Math.max(100_00, Math.round(marketOre(baseOre, market) / 100_00) * 100_00);
}

/** An amount already in the market's currency, as the shopper reads it. */
export function marketText(ore: number, market: MarketPricing): string {
  return formatMoney(ore, market.currencyCode);
}

/**
 * The market a request asked for: a known id, otherwise the channel's default (the spec: an
 * unknown market falls back to the fallback market). `markets` holds every market by id.
 */
export function pickMarket(
  markets: ReadonlyMap<number, MarketPricing>,
  defaultMarketId: number,
  asked: unknown,
): MarketPricing {
  const known = typeof asked === 'number' ? markets.get(asked) : undefined;
  return known ?? markets.get(defaultMarketId) ?? BASE_PRICING;
}

/**
 * A balance kept in the base currency (a gift card) as the market's money: converted to whole
 * öre and rounded down, so the shopper is never shown more than the card holds.
 */
export function marketBalanceOre(baseOre: number, market: MarketPricing): number {
  if (market.rate === 1) return baseOre;
  return Math.max(0, Math.floor(baseOre * market.rate));
}

/**
 * What a payment of `paidOre` in the market's money takes from a balance of `baseBalanceOre`
 * in the base currency: rounded up, never more than the balance (paidOre never exceeds
 * marketBalanceOre(baseBalanceOre), whose conversion rounded down).
 */
export function baseOreOf(paidOre: number, baseBalanceOre: number, market: MarketPricing): number {
  if (market.rate === 1) return paidOre;
  return Math.min(baseBalanceOre, Math.ceil(paidOre / market.rate));
}

/**
 * The country a market's checkout delivers to. A cart answer stored before markets had a
 * country has none (and an unknown code is no delivery country): those deliver in Norway.
 */
export function marketCountry(
  market: Partial<Pick<MarketPricing, 'countryCode'>> | undefined,
): DeliveryCountry {
  return deliveryCountry(market?.countryCode) ?? 'NO';
}
