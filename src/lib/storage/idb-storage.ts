import { createStore, del, get, set, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;

// Opened lazily so that importing this module never touches IndexedDB (tests, private mode).
function kv(): UseStore {
  store ??= createStore('atv-huset', 'keyval');
  return store;
}

/**
 * A promise-based string storage on IndexedDB for redux-persist and apollo3-cache-persist.
 * Storage is an optimisation here, so every failure reads as "nothing stored".
 */
export const idbStorage = {
  async getItem(key: string): Promise<string | null> {
    try {
      return (await get<string>(key, kv())) ?? null;
    } catch {
      return null;
    }
  },
  async setItem(key: string, value: string): Promise<void> {
    try {
      await set(key, value, kv());
    } catch {
      // Quota or private mode: the app keeps working from memory.
    }
  },
  async removeItem(key: string): Promise<void> {
    try {
      await del(key, kv());
    } catch {
      // See setItem.
    }
  },
};

/** Like idbStorage.setItem, but a failure (a full disk: QuotaExceededError) reaches the caller. */
export async function setIdbItemOrThrow(key: string, value: string): Promise<void> {
  await set(key, value, kv());
}
