import { useSyncExternalStore } from 'react';
import { currentMarketId, subscribeToMarket } from '@/lib/market/current-market';

/** The market id every query is asked in; re-renders when this tab or another changes it. */
export function useCurrentMarketId(): number {
  return useSyncExternalStore(subscribeToMarket, currentMarketId, currentMarketId);
}
