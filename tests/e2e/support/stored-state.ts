import type { Page } from '@playwright/test';

/**
 * A Redux slice as the page has stored it (redux-persist in IndexedDB atv-huset/keyval, key
 * ralph), or null before its first write. The writes are asynchronous: a journey that loads a
 * new page right after a change waits for this first, as a page load in the same instant as a
 * change may come before the write.
 */
export async function storedSlice<T>(page: Page, slice: string): Promise<T | null> {
  return page.evaluate<T | null, string>(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('atv-huset');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error('indexedDB.open failed'));
    });
    const record = await new Promise<unknown>((resolve) => {
      const get = db.transaction('keyval').objectStore('keyval').get('ralph');
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => resolve(null);
    });
    db.close();
    if (typeof record !== 'string') return null;
    const stored = (JSON.parse(record) as Record<string, string | undefined>)[name];
    return stored ? (JSON.parse(stored) as T) : null;
  }, slice);
}
