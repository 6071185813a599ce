import { AUTH_CHANNEL, MARKET_CHANNEL, PERSONAL_DATA_CACHES, SW_MESSAGES } from '@/config/pwa';
import { clearApolloCaches } from '@/graphql/apollo-clients';
import { currentMarketId, followMarket } from '@/lib/market/current-market';
import { pathInMarket } from '@/lib/market/market-path';

const WORKER_REPLY_TIMEOUT_MS = 2000;

/** Asks the controlling worker to empty its GraphQL caches; false when no worker answered. */
function askWorker(): Promise<boolean> {
  // navigator.serviceWorker is missing in private windows of some browsers.
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  const worker = container?.controller;
  if (!worker) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), WORKER_REPLY_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    worker.postMessage({ type: SW_MESSAGES.clearPersonalData }, [channel.port2]);
  });
}

async function clearRuntimeCaches(): Promise<void> {
  if (await askWorker()) return;
  // No worker in control (first visit, private mode): the page reaches the same CacheStorage.
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_DATA_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

/**
 * Forgets the server data that may belong to one shopper or one market: the worker's GraphQL
 * caches and the Apollo caches in memory and in IndexedDB. Images and the app shell stay.
 * Call it on logout and on market change; other code can also signal it on the auth or market
 * BroadcastChannel (listenForPersonalDataSignals), which reaches this tab and the others.
 */
export async function clearPersonalData(): Promise<void> {
  await Promise.all([clearRuntimeCaches(), clearApolloCaches()]);
}

function isSignal(data: unknown, type: string): boolean {
  return (data as { type?: unknown } | null)?.type === type;
}

/** Listens for `{ type: 'logout' }` on the auth channel and `{ type: 'change' }` on market. */
export function listenForPersonalDataSignals(onCleared?: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const auth = new BroadcastChannel(AUTH_CHANNEL);
  const market = new BroadcastChannel(MARKET_CHANNEL);
  const clear = () => void clearPersonalData().then(onCleared);
  auth.onmessage = (event: MessageEvent) => {
    if (isSignal(event.data, 'logout')) clear();
  };
  market.onmessage = (event: MessageEvent) => {
    if (!isSignal(event.data, 'change')) return;
    // Another tab chose a market: ask in that one (the id it sent) before the pages refetch.
    followMarket((event.data as { marketId?: unknown }).marketId);
    // A page under another market's segment (/se/…) moves to the new market's address.
    const moved = pathInMarket(location.pathname, currentMarketId());
    if (moved === null) clear();
    else void clearPersonalData().then(() => location.replace(`${moved}${location.search}`));
  };
  return () => {
    auth.close();
    market.close();
  };
}
