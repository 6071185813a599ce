import { expect, test, type Page } from './support/test.js';

import { must } from './support/catalogue.js';
import { startDeployProxy, type DeployProxy } from './support/deploy-proxy.js';
import { waitForWorkerControl, watchWorkerVersions } from './support/service-worker.js';

// Issue 5, updates: a new build is offered only to a page an older build controls, accepting
// reloads into it, and while it waits the running build keeps working (its lazy chunks stay
// reachable although the server no longer has them). Each test browses through its own proxy
// origin (support/deploy-proxy.ts), which also stands for the deploy of a new build: /sw.js
// changes the way a rebuild changes it (another precache manifest: the product page chunk is
// gone) and the server no longer has that chunk.

const PROMPT = 'En ny versjon er klar';

// Each test installs a worker (the whole precache) at least once, twice for an update.
test.describe.configure({ timeout: 90_000 });
// The service worker is what these tests are about (off by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

let proxy: DeployProxy;

test.beforeEach(async ({ baseURL }) => {
  proxy = await startDeployProxy(must(baseURL, 'the base URL'));
});
test.afterEach(async () => {
  await proxy.close();
});

/** The current worker without the product chunk in its precache, plus the chunk's path. */
async function nextBuild(page: Page): Promise<{ sw: string; chunk: string }> {
  const current = await (await page.request.get(`${proxy.origin}/sw.js`)).text();
  const chunk = must(/assets\/product-page-[\w-]+\.js/.exec(current)?.[0], 'the product chunk');
  const entry = new RegExp(`\\{[^{}]*"url":"${chunk.replace(/[.-]/g, '\\$&')}"[^{}]*\\},?`);
  expect(current).toMatch(entry);
  return { sw: `${current.replace(entry, '')}\n// build 2\n`, chunk };
}

/** What the shop does on its own when a tab becomes visible again or every 30 minutes. */
function checkForUpdate(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

const firstArticle = (page: Page) => page.getByRole('main').getByRole('article').first();

test('a first visit shows no update prompt', async ({ page }) => {
  await page.goto(`${proxy.origin}/`);
  await waitForWorkerControl(page);
  await checkForUpdate(page);
  await page.reload();
  await expect(firstArticle(page)).toBeVisible();
  await checkForUpdate(page);
  await page.waitForTimeout(1000);
  await expect(page.getByText(PROMPT)).toBeHidden();
});

test('a new build deployed while the page is open is offered and applied', async ({ page }) => {
  await page.goto(`${proxy.origin}/`);
  await waitForWorkerControl(page);
  await expect(firstArticle(page)).toBeVisible();
  const workers = await watchWorkerVersions(page);
  const oldVersion = await workers.activeId();

  const { sw, chunk } = await nextBuild(page);
  proxy.deploy({ '/sw.js': sw, [`/${chunk}`]: null });
  await checkForUpdate(page);
  const prompt = page.getByRole('alert').filter({ hasText: PROMPT });
  await expect(prompt).toBeVisible();

  // The waiting build does not break the running one: the server no longer has the old
  // product chunk, yet the old worker still serves it, and browsing to a product works.
  expect((await page.request.get(`${proxy.origin}/${chunk}`)).status()).toBe(404);
  const oldChunk = await page.evaluate(async (path) => {
    const response = await fetch(`/${path}`);
    return { status: response.status, size: (await response.text()).length };
  }, chunk);
  expect(oldChunk.status).toBe(200);
  expect(oldChunk.size).toBeGreaterThan(0);
  await firstArticle(page).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Beklager, noe gikk galt')).toBeHidden();

  // Accepting activates the new build and reloads once into it. The old worker is stopped as a
  // browser stops an idle one (see watchWorkerVersions); without the page's skip-waiting
  // message the new build would still wait, as the page is still controlled.
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Oppdater' }).click();
  await expect
    .poll(async () => {
      await workers.stop(oldVersion);
      return workers.status(oldVersion);
    })
    .toBe('redundant');
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(PROMPT)).toBeHidden();
  // The new worker is in charge: nothing waits, and its precache dropped the old chunk.
  await expect
    .poll(() =>
      page.evaluate(async (path) => {
        const registration = await navigator.serviceWorker.getRegistration();
        const names = await caches.keys();
        const precache = names.find((name) => name.startsWith('workbox-precache'));
        const keys = precache ? await (await caches.open(precache)).keys() : [];
        return {
          isWaiting: Boolean(registration?.waiting),
          hasOldChunk: keys.some((request) => request.url.includes(path)),
        };
      }, chunk),
    )
    .toEqual({ isWaiting: false, hasOldChunk: false });
});

test('a worker that fails to install leaves the shop working', async ({ page }) => {
  proxy.deploy({
    '/sw.js':
      "self.addEventListener('install', (event) => event.waitUntil(Promise.reject(new Error('broken build'))));",
  });
  await page.goto(`${proxy.origin}/`);
  await expect(firstArticle(page)).toBeVisible();
  await page.waitForTimeout(1000);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      isActive: Boolean(registration?.active),
      isControlled: navigator.serviceWorker.controller !== null,
    };
  });
  expect(worker).toEqual({ isActive: false, isControlled: false });

  // Browsing goes on over the network.
  await firstArticle(page).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Beklager, noe gikk galt')).toBeHidden();
  await expect(page.getByText(PROMPT)).toBeHidden();
});
