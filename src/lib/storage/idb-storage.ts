import { createStore, del, get, set, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;

// Opened lazily so that importing this module never touches IndexedDB (tests, private mode).
function kv(): UseStore {
  store ??= createStore('atv-huset', 'keyval');
  return store;
}

/**
 * A promise-based key/value storage on IndexedDB for redux-persist and apollo3-cache-persist.
 * Storage is an optimisation here, so every failure reads as "nothing stored".
 */
export const idbStorage = {
  async getItem<T = string>(key: string): Promise<T | null> {
    try {
      return (await get<T>(key, kv())) ?? null;
    } catch {
      return null;
    }
  },
  async setItem<T = string>(key: string, value: T): Promise<void> {
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
