import type { Page } from '@playwright/test';

/** The current vehicle's id as the page has stored it (IndexedDB atv-huset/keyval, key ralph). */
export async function storedCurrentVehicle(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
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
    const atv = (JSON.parse(record) as Record<string, string | undefined>)['atv'];
    return atv ? (JSON.parse(atv) as { currentId: string | null }).currentId : null;
  });
}
