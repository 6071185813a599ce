import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CHANNEL, MARKET_CHANNEL, RUNTIME_CACHES } from '@/config/pwa';
import { clearApolloCaches } from '@/graphql/apollo-clients';
import { currentMarketId } from '@/lib/market/current-market';
import { clearPersonalData, listenForPersonalDataSignals } from './clear-personal-data';

vi.mock('@/graphql/apollo-clients', () => ({ clearApolloCaches: vi.fn(() => Promise.resolve()) }));

const deleted: string[] = [];

beforeEach(() => {
  deleted.length = 0;
  vi.mocked(clearApolloCaches).mockClear();
  vi.stubGlobal('caches', {
    delete: (name: string) => {
      deleted.push(name);
      return Promise.resolve(true);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('clearPersonalData', () => {
  it('empties the GraphQL caches and the Apollo caches, and keeps the images', async () => {
    await clearPersonalData();
    expect(deleted.sort()).toEqual([RUNTIME_CACHES.catalogue, RUNTIME_CACHES.widgets].sort());
    expect(clearApolloCaches).toHaveBeenCalledTimes(1);
  });

  it('runs on a logout or market change signalled on the BroadcastChannels', async () => {
    const cleared = vi.fn();
    const stop = listenForPersonalDataSignals(cleared);
    const auth = new BroadcastChannel(AUTH_CHANNEL);
    const market = new BroadcastChannel(MARKET_CHANNEL);
    auth.postMessage({ type: 'something-else' });
    auth.postMessage({ type: 'logout' });
    await vi.waitFor(() => expect(cleared).toHaveBeenCalledTimes(1));
    // The market the other tab chose is the one its message names, whatever this tab's
    // document.cookie still says (another tab's cookie reaches it later, in Chromium).
    document.cookie = 'ralph-selected-market=1; path=/';
    market.postMessage({ type: 'change', marketId: 2 });
    await vi.waitFor(() => expect(cleared).toHaveBeenCalledTimes(2));
    expect(currentMarketId()).toBe(2);
    expect(clearApolloCaches).toHaveBeenCalledTimes(2);
    stop();
    auth.close();
    market.close();
  });
});
