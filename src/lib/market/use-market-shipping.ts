import { useQuery } from '@apollo/client';
import { useSyncExternalStore } from 'react';
import {
  FREE_SHIPPING_FROM_KR,
  HEAVY_FREIGHT_KR,
  RETURN_COST_MIN_KR,
  SHIPPING_FROM_KR,
} from '@/config/constants';
import { GetChannelConfigurationDocument } from '@/graphql/generated/operations';
import { BASE_CURRENCY } from '@shared/money/format';
import { currentMarketId, subscribeToMarket } from './current-market';

export interface MarketShipping {
  /** Parcel shipping is free from this sum of goods, in the market's currency. */
  freeFrom: number;
  /** The cheapest parcel fee. */
  feeFrom: number;
  /** The lowest cost of a return. */
  returnFrom: number;
  /** Heavy goods' freight to the address (never free). */
  heavyFreight: number;
}

/** The shop's own amounts (the default market's, in kroner): until the channel has loaded. */
export const BASE_SHIPPING: MarketShipping = {
  freeFrom: FREE_SHIPPING_FROM_KR,
  feeFrom: SHIPPING_FROM_KR,
  returnFrom: RETURN_COST_MIN_KR,
  heavyFreight: HEAVY_FREIGHT_KR,
};

/** The shopper's market from the channel's configuration (the default one until it loads). */
function useMarket() {
  const marketId = useSyncExternalStore(subscribeToMarket, currentMarketId, currentMarketId);
  const { data, previousData } = useQuery(GetChannelConfigurationDocument);
  const channel = (data ?? previousData)?.channel;
  return (
    channel?.markets.find((candidate) => candidate.id === marketId) ??
    channel?.markets.find((candidate) => candidate.id === channel.defaultMarketId)
  );
}

/**
 * What shipping and returns cost in the shopper's market, in its currency (the server converts
 * them as it converts prices and the cart's fees): the selling points and the product page
 * promise what the cart charges, in Sweden as in Norway.
 */
export function useMarketShipping(): MarketShipping {
  return useMarket()?.shipping ?? BASE_SHIPPING;
}

/**
 * The country of the shopper's market ('NO' until the channel has loaded): where the checkout
 * delivers, so which carriers and payment methods the shop promises (no Vipps in Sweden).
 */
export function useMarketCountry(): string {
  return useMarket()?.country.code ?? 'NO';
}

/**
 * The i18next context of a text that differs by the market's country: none in Norway (the plain
 * key), 'se' in Sweden (key_se, falling back to the plain key).
 */
export function useMarketContext(): string | undefined {
  const country = useMarketCountry();
  return country === 'NO' ? undefined : country.toLowerCase();
}

/** The currency the shopper's prices are in (for sums the client writes itself). */
export function useMarketCurrency(): string {
  return useMarket()?.currency.code ?? BASE_CURRENCY;
}
