import { InMemoryCache, gql } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  persistApolloCache as persistWithLoadedChunk,
  type SnapshotStorage,
} from './cache-persistence';
import * as persistorChunk from './cache-persistor';

const query = gql`
  query GetProducts($page: Int) {
    products(page: $page) {
      items {
        productId
        name
      }
    }
  }
`;

function fill(cache: InMemoryCache, pages: number) {
  for (let page = 1; page <= pages; page += 1) {
    const items = [1, 2, 3].map((n) => ({
      __typename: 'Product',
      productId: page * 10 + n,
      name: `Produkt ${'x'.repeat(300)}`,
    }));
    cache.writeQuery({
      query,
      variables: { page },
      data: { products: { __typename: 'ProductList', items } },
    });
  }
}

function memoryStorage(failWith?: (value: string) => Error | null): SnapshotStorage & {
  items: Map<string, string>;
} {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => Promise.resolve(items.get(key) ?? null),
    setItem: (key, value) => {
      const error = failWith?.(value);
      if (error) return Promise.reject(error);
      items.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key) => {
      items.delete(key);
      return Promise.resolve();
    },
  };
}

const storedKeys = (storage: SnapshotStorage & { items: Map<string, string> }) =>
  Object.keys(
    (JSON.parse(storage.items.get('k') ?? '{"ROOT_QUERY":{}}') as { ROOT_QUERY: object })
      .ROOT_QUERY,
  );

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

// The persistor's chunk, handed in already loaded: a dynamic import() may need more than the
// microtasks the fake timers' async advance runs.
const persistApolloCache = (cache: InMemoryCache, key: string, storage: SnapshotStorage) =>
  persistWithLoadedChunk(cache, key, storage, () => Promise.resolve(persistorChunk));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

async function persistNow() {
  await vi.advanceTimersByTimeAsync(1500);
}

describe('persistApolloCache', () => {
  it('stores the cache and restores it into a new one (a reload)', async () => {
    const storage = memoryStorage();
    const cache = new InMemoryCache();
    persistApolloCache(cache, 'k', storage);
    fill(cache, 2);
    await persistNow();
    expect(storage.items.get('k')).toContain('Produkt');

    const reloaded = new InMemoryCache();
    const { ready } = persistApolloCache(reloaded, 'k', storage);
    await ready;
    expect(reloaded.readQuery({ query, variables: { page: 2 } })).not.toBeNull();
  });

  it('stores a smaller snapshot when the disk is full, without throwing', async () => {
    let limit = 2500;
    const storage = memoryStorage((value) => (value.length > limit ? quotaError() : null));
    const cache = new InMemoryCache();
    persistApolloCache(cache, 'k', storage);
    fill(cache, 3);
    limit = (JSON.stringify(cache.extract()).length * 0.6) | 0;
    await persistNow();
    const stored = storage.items.get('k') ?? '';
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThanOrEqual(limit);
    // The newest answer is the one kept.
    const rootKeys = Object.keys((JSON.parse(stored) as { ROOT_QUERY: object }).ROOT_QUERY);
    expect(rootKeys).toContain('products({"page":3})');
    expect(rootKeys).not.toContain('products({"page":1})');
  });

  it('keeps working from memory when IndexedDB is broken', async () => {
    const storage = memoryStorage(() => new Error('IndexedDB is unavailable'));
    storage.getItem = () => Promise.reject(new Error('IndexedDB is unavailable'));
    localStorage.setItem('k:stored', '1');
    const cache = new InMemoryCache();
    const { ready } = persistApolloCache(cache, 'k', storage);
    await expect(ready).resolves.toBeUndefined();
    fill(cache, 1);
    await persistNow();
    expect(storage.items.size).toBe(0);
    expect(cache.readQuery({ query, variables: { page: 1 } })).not.toBeNull();
  });

  it('forgets the stored snapshot on purge', async () => {
    const storage = memoryStorage();
    const cache = new InMemoryCache();
    const { purge } = persistApolloCache(cache, 'k', storage);
    fill(cache, 1);
    await persistNow();
    await purge();
    expect(storage.items.has('k')).toBe(false);
  });

  it('stores at once when asked (a cart change) and when the page is hidden, not a second later', async () => {
    const storage = memoryStorage();
    const cache = new InMemoryCache();
    const { ready, flush } = persistApolloCache(cache, 'k', storage);
    await ready;
    fill(cache, 1);
    await flush();
    expect(storedKeys(storage)).toContain('products({"page":1})');
    fill(cache, 2);
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(storedKeys(storage)).toContain('products({"page":2})');
    fill(cache, 3);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(storedKeys(storage)).toContain('products({"page":3})');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('never stores before the stored snapshot is restored (it would overwrite it)', async () => {
    const storage = memoryStorage();
    storage.items.set('k', JSON.stringify({ ROOT_QUERY: { __typename: 'Query', kept: 1 } }));
    localStorage.setItem('k:stored', '1');
    storage.getItem = () => new Promise(() => undefined);
    const cache = new InMemoryCache();
    const { flush } = persistApolloCache(cache, 'k', storage);
    await flush();
    expect(storage.items.get('k')).toContain('kept');
  });

  it('stores what the first answers wrote once the page is idle, though it started after them', async () => {
    const storage = memoryStorage();
    const cache = new InMemoryCache();
    fill(cache, 1);
    persistApolloCache(cache, 'k', storage);
    expect(storage.items.has('k')).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(storedKeys(storage)).toContain('products({"page":1})');
    expect(localStorage.getItem('k:stored')).toBe('1');
  });

  it('stores nothing for an empty cache (no snapshot for the next visit to wait for)', async () => {
    const storage = memoryStorage();
    persistApolloCache(new InMemoryCache(), 'k', storage);
    await persistNow();
    expect(storage.items.has('k')).toBe(false);
    expect(localStorage.getItem('k:stored')).toBeNull();
  });

  describe('a slow IndexedDB (a busy phone)', () => {
    const slowStorage = async (delayMs: number) => {
      const storage = memoryStorage();
      const cache = new InMemoryCache();
      persistApolloCache(cache, 'k', storage);
      fill(cache, 2);
      await persistNow();
      const getItem = storage.getItem;
      // Read when asked, answered later (IndexedDB's read transaction sees the data of then).
      storage.getItem = (key) => {
        const value = getItem(key);
        return new Promise((resolve) => setTimeout(() => resolve(value), delayMs));
      };
      return storage;
    };
    const setOnline = (onLine: boolean) =>
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine);
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('offline, waits for the snapshot: it is all the page has', async () => {
      const storage = await slowStorage(2000);
      setOnline(false);
      const reloaded = new InMemoryCache();
      let isReady = false;
      void persistApolloCache(reloaded, 'k', storage).ready.then(() => {
        isReady = true;
      });
      await vi.advanceTimersByTimeAsync(1000);
      expect(isReady).toBe(false);
      await vi.advanceTimersByTimeAsync(1500);
      expect(isReady).toBe(true);
      expect(reloaded.readQuery({ query, variables: { page: 2 } })).not.toBeNull();
    });

    it('online, stops waiting after 300 ms and never lets the late snapshot replace newer answers', async () => {
      const storage = await slowStorage(2000);
      setOnline(true);
      const reloaded = new InMemoryCache();
      let isReady = false;
      void persistApolloCache(reloaded, 'k', storage).ready.then(() => {
        isReady = true;
      });
      await vi.advanceTimersByTimeAsync(400);
      expect(isReady).toBe(true);
      // The network answered page 3 meanwhile; the snapshot (pages 1 and 2) arrives later.
      reloaded.writeQuery({
        query,
        variables: { page: 3 },
        data: { products: { __typename: 'ProductList', items: [] } },
      });
      await vi.advanceTimersByTimeAsync(3000);
      expect(reloaded.readQuery({ query, variables: { page: 3 } })).not.toBeNull();
      expect(reloaded.readQuery({ query, variables: { page: 1 } })).toBeNull();
    });
  });
});
