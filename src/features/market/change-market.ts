import { MARKET_CHANNEL } from '@/config/pwa';
import { clearPersonalData } from '@/features/pwa/clear-personal-data';
import { rememberMarket } from '@/lib/market/current-market';
import { pathInMarket } from '@/lib/market/market-path';

/**
 * The spec's market change: sets the current and the checkout market (the cookies), tells the
 * other tabs (they clear and refetch too: pwa/clear-personal-data.ts), and forgets this tab's
 * server data (Apollo's caches and the worker's catalogue answers), so every open query asks
 * again in the new market's currency.
 */
export async function changeMarket(marketId: number): Promise<void> {
  if (!rememberMarket(marketId)) return;
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(MARKET_CHANNEL);
    channel.postMessage({ type: 'change', marketId });
    channel.close();
  }
  await clearPersonalData();
  // A page under a market segment (/se/…) is that market's: it moves to the new market's address.
  const moved = pathInMarket(location.pathname, marketId);
  if (moved !== null) location.assign(`${moved}${location.search}`);
}
