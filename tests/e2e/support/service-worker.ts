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

/** The page's service-worker versions as the browser reports them (Chrome DevTools protocol). */
export async function watchWorkerVersions(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const versions = new Map<string, { status: string; runningStatus: string }>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const version of updated) versions.set(version.versionId, version);
  });
  await cdp.send('ServiceWorker.enable');
  return {
    /** The id of the version that controls pages now. */
    activeId: async (): Promise<string> => {
      await expect
        .poll(() => [...versions.values()].some((version) => version.status === 'activated'))
        .toBe(true);
      const entry = [...versions].find(([, version]) => version.status === 'activated');
      if (!entry) throw new Error('no active worker version');
      return entry[0];
    },
    status: (versionId: string) => versions.get(versionId)?.status,
    /**
     * Stops a version the way Chrome's idle termination does. A worker that called skipWaiting
     * takes over once the old one is idle and stopped; Chrome never stops a worker while
     * DevTools is attached (as Playwright is), so without this the takeover waits for Chrome's
     * five-minute limit instead of the moment a shopper's browser would give it.
     */
    stop: async (versionId: string) => {
      if (versions.get(versionId)?.runningStatus === 'running') {
        await cdp.send('ServiceWorker.stopWorker', { versionId });
      }
    },
  };
}
