import type { InMemoryCache } from '@apollo/client';
import { CachePersistor } from 'apollo3-cache-persist';
import { APOLLO_CACHE_MAX_BYTES } from '@/config/constants';
import { idbStorage } from '@/lib/storage/idb-storage';

const RESTORE_TIMEOUT_MS = 300;

/**
 * Restores the cache from IndexedDB and keeps persisting it. Beyond maxSize the persistor
 * purges and pauses itself (apollo3-cache-persist), which keeps IndexedDB bounded. A slow or
 * broken IndexedDB never holds the page back longer than RESTORE_TIMEOUT_MS.
 */
export async function restoreAndPersistCache(cache: InMemoryCache, key: string): Promise<void> {
  const marker = `${key}:stored`;
  const persistor = new CachePersistor({
    cache,
    key,
    storage: {
      ...idbStorage,
      setItem: async (itemKey: string, value: string) => {
        await idbStorage.setItem(itemKey, value);
        writeMarker(marker);
      },
    },
    maxSize: APOLLO_CACHE_MAX_BYTES,
    debounce: 1000,
  });
  // Opening IndexedDB costs about 100 ms on a first visit; with nothing stored, skip the wait.
  if (!readMarker(marker)) return;
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS));
  await Promise.race([persistor.restore().catch(() => undefined), timeout]);
}

function readMarker(marker: string): boolean {
  try {
    return localStorage.getItem(marker) === '1';
  } catch {
    return false;
  }
}

function writeMarker(marker: string): void {
  try {
    localStorage.setItem(marker, '1');
  } catch {
    // Without the marker the next visit only skips the restore.
  }
}
