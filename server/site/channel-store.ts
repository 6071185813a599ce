import type { Queryable } from '../db/types.js';
import {
  FREE_SHIPPING_THRESHOLD_ORE,
  PARCEL_FEE_ORE,
  RETURN_FEE_MIN_ORE,
  HEAVY_FREIGHT_FEE_ORE,
} from '../../shared/shipping/policy.js';
import type { Channel, Language, Market } from '../generated/resolvers.js';
import { marketOre, marketPolicyOre, type MarketPricing } from './market-rules.js';

interface MarketRow {
  id: number;
  defaultLanguageId: number;
  alias: string;
  virtual: boolean;
  onlyDisplayInCheckout: boolean;
  groupKey: string | null;
  countryName: string;
  countryCode: string;
  currencyName: string;
  currencyCode: string;
  currencySymbol: string;
  rate: number;
}

/** Parent object of the GraphQL Channel (configuration resolves from code). */
export type ChannelRow = Omit<Channel, 'configuration'>;

/** The channel with its markets; without an id the first channel (the shop has one). */
export async function loadChannel(
  db: Queryable,
  channelId: number | null,
): Promise<ChannelRow | null> {
  const [channel] = await db.query<{ channelId: number; name: string; defaultMarketId: number }>(
    `SELECT id AS "channelId", name, default_market_id AS "defaultMarketId" FROM channels
      WHERE $1::int IS NULL OR id = $1 ORDER BY id LIMIT 1`,
    [channelId],
  );
  if (!channel) return null;
  const markets = await db.query<MarketRow>(
    `SELECT id, default_language_id AS "defaultLanguageId", alias, virtual,
            only_display_in_checkout AS "onlyDisplayInCheckout", group_key AS "groupKey",
            country_name AS "countryName", country_code AS "countryCode",
            currency_name AS "currencyName", currency_code AS "currencyCode",
            currency_symbol AS "currencySymbol", price_rate::float8 AS rate
       FROM markets WHERE channel_id = $1 ORDER BY id`,
    [channel.channelId],
  );
  const languages = await db.query<Language & { marketId: number }>(
    `SELECT ml.market_id AS "marketId", l.id, l.name, l.code
       FROM market_languages ml JOIN languages l ON l.id = ml.language_id
      WHERE ml.market_id = ANY($1::int[]) ORDER BY l.id`,
    [markets.map((m) => m.id)],
  );
  return { ...channel, markets: markets.map((m) => toMarket(m, languages)) };
}

function toMarket(m: MarketRow, languages: readonly (Language & { marketId: number })[]): Market {
  return {
    id: m.id,
    defaultLanguageId: m.defaultLanguageId,
    alias: m.alias,
    virtual: m.virtual,
    onlyDisplayInCheckout: m.onlyDisplayInCheckout,
    groupKey: m.groupKey,
    allowedLanguages: languages
      .filter((l) => l.marketId === m.id)
      .map(({ id, name, code }) => ({ id, name, code })),
    country: { name: m.countryName, code: m.countryCode },
    currency: { name: m.currencyName, code: m.currencyCode, symbol: m.currencySymbol },
    shipping: marketShipping(m),
  };
}

/** The shipping policy's amounts in the market's currency, as the cart converts them. */
export function marketShipping(market: MarketPricing): Market['shipping'] {
  const units = (ore: number) => marketOre(ore, market) / 100;
  return {
    // The promise the cart keeps (cart/market-money.ts thresholdInMarket): a round figure.
    freeFrom: marketPolicyOre(FREE_SHIPPING_THRESHOLD_ORE, market) / 100,
    feeFrom: units(PARCEL_FEE_ORE),
    returnFrom: units(RETURN_FEE_MIN_ORE),
    heavyFreight: units(HEAVY_FREIGHT_FEE_ORE),
  };
}
