import { createTtlMemo } from '../cache/registry.js';
import type { TtlMemo } from '../cache/ttl-memo.js';
import type { Queryable } from '../db/types.js';
import { pickMarket, type MarketPricing } from './market-rules.js';

interface Markets {
  byId: Map<number, MarketPricing>;
  defaultMarketId: number;
}

/** The channel's markets' pricing (currency and rate), held briefly: every priced answer asks. */
export class MarketStore {
  readonly #memo: TtlMemo<'markets', Markets>;

  constructor(private readonly db: Queryable) {
    this.#memo = createTtlMemo('market-pricing');
  }

  /** The market asked for (a request's marketId), or the default one for an unknown id. */
  async pricing(marketId: unknown): Promise<MarketPricing> {
    const markets = await this.#memo.get('markets', () => this.#load());
    return pickMarket(markets.byId, markets.defaultMarketId, marketId);
  }

  /** The market asked for, if the markets are loaded (resolvers then answer without awaiting). */
  peek(marketId: unknown): MarketPricing | undefined {
    const markets = this.#memo.peek('markets');
    return markets && pickMarket(markets.byId, markets.defaultMarketId, marketId);
  }

  /** Every market's alias and the default market's (the /:market path segment). */
  async aliases(): Promise<{ aliases: ReadonlySet<string>; defaultAlias: string }> {
    const markets = await this.#memo.get('markets', () => this.#load());
    return {
      aliases: new Set([...markets.byId.values()].map((market) => market.alias)),
      defaultAlias: markets.byId.get(markets.defaultMarketId)?.alias ?? '',
    };
  }

  /** Forgets the markets (a test or the seed changed them). */
  clear(): void {
    this.#memo.clear();
  }

  async #load(): Promise<Markets> {
    const rows = await this.db.query<MarketPricing & { defaultMarketId: number }>(
      `SELECT m.id, m.alias, m.currency_code AS "currencyCode", m.price_rate::float8 AS rate,
              m.country_code AS "countryCode", c.default_market_id AS "defaultMarketId"
         FROM markets m JOIN channels c ON c.id = m.channel_id ORDER BY c.id, m.id`,
    );
    return {
      byId: new Map(
        rows.map(({ id, alias, currencyCode, rate, countryCode }) => [
          id,
          { id, alias, currencyCode, rate, countryCode },
        ]),
      ),
      defaultMarketId: rows[0]?.defaultMarketId ?? 1,
    };
  }
}
