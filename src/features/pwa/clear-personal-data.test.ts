import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CHANNEL, MARKET_CHANNEL, RUNTIME_CACHES } from '@/config/pwa';
import { clearApolloCaches } from '@/graphql/apollo-clients';
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
    market.postMessage({ type: 'change' });
    await vi.waitFor(() => expect(cleared).toHaveBeenCalledTimes(2));
    expect(clearApolloCaches).toHaveBeenCalledTimes(2);
    stop();
    auth.close();
    market.close();
  });
});
