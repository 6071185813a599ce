import { expect, type Page } from '@playwright/test';

/** Waits until the shop's service worker controls the page (a first visit: clientsClaim). */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** The URLs a runtime cache of the worker holds. */
export function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => request.url);
  }, cacheName);
}

/** Every <img> of main inside the viewport has loaded real pixels (none broken). */
export async function expectImagesRendered(page: Page): Promise<void> {
  const images = page.getByRole('main').locator('img');
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() =>
      images.evaluateAll((list) => {
        const inView = (list as HTMLImageElement[]).filter((image) => {
          const box = image.getBoundingClientRect();
          return box.width > 0 && box.top < window.innerHeight && box.bottom > 0;
        });
        return (
          inView.length > 0 && inView.every((image) => image.complete && image.naturalWidth > 0)
        );
      }),
    )
    .toBe(true);
}
