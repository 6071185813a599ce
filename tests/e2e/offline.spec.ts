import { expect, test } from './support/test.js';

import { categoryProducts, localePath, must, topCategories } from './support/catalogue.js';
import {
  cachedUrls,
  expectImagesRendered,
  waitForWorkerControl,
} from './support/service-worker.js';

// Issue 5: every page a shopper has seen opens again without a network (app shell and chunks
// from the precache, data from the worker's caches and the persisted Apollo cache, images from
// the image cache); a page never seen shows the offline page instead of the error page.

const OFFLINE_PILL = 'Du er frakoblet – viser lagret innhold';

// The service worker is what these tests are about (off by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('visited pages and their images render offline, also after a reload', async ({
  page,
  context,
  request,
}) => {
  // Three pages online, then offline with reloads and a restart: more than one journey's time.
  test.setTimeout(90_000);
  const categories = await topCategories(request, 'nb');
  const category = must(
    categories.find((c) => c.productCount > 0),
    'a category with products',
  );
  const product = must(
    (await categoryProducts(request, 'nb', category.categoryId)).products[0],
    'a product',
  );

  // First visit: the start page loads before the worker controls it (its requests are warmed).
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await waitForWorkerControl(page);
  await expect
    .poll(async () => (await cachedUrls(page, 'atvhuset-images-v1')).length)
    .toBeGreaterThan(0);

  await page.goto(localePath('nb', category.canonicalUrl));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expectImagesRendered(page);

  await page.goto(localePath('nb', product.canonicalUrl));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expectImagesRendered(page);
  // Nothing personal was stored: no cart answer in any runtime cache.
  const graphqlCached = await cachedUrls(page, 'atvhuset-catalogue-v1');
  expect(graphqlCached.length).toBeGreaterThan(0);
  expect(graphqlCached.some((url) => url.includes('operationName=GetCart'))).toBe(false);

  await context.setOffline(true);

  // The worker answers a catalogue query on its own (the form Apollo sends first offline: the
  // persisted-query hash without the query text), whatever the page has in memory.
  const answer = await page.evaluate(
    async (url) => {
      const response = await fetch(url, { headers: { 'X-Api-Key': 'atvhuset-storefront-public' } });
      return (await response.json()) as { data?: unknown };
    },
    must(graphqlCached[0], 'a cached catalogue answer'),
  );
  expect(answer.data).toBeTruthy();

  await page.reload();
  // The app's own product page (the worker's shell of it paints first: the next test).
  const appHeading = (tab: typeof page) =>
    tab.locator('.product-summary').getByRole('heading', { level: 1, name: product.name });
  await expect(appHeading(page)).toBeVisible();
  await expectImagesRendered(page);
  await expect(page.getByText(OFFLINE_PILL)).toBeVisible();

  await page.goto(localePath('nb', category.canonicalUrl));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expectImagesRendered(page);

  await page.goto('/');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectImagesRendered(page);

  // A browser restart while still offline: a new page of the same profile.
  await page.close();
  const restarted = await context.newPage();
  await restarted.goto(localePath('nb', product.canonicalUrl));
  await expect(appHeading(restarted)).toBeVisible();
  await expectImagesRendered(restarted);
  await expect(restarted.getByText(OFFLINE_PILL)).toBeVisible();

  await context.setOffline(false);
  await expect(restarted.getByText(OFFLINE_PILL)).toBeHidden();
});

test('a product seen before paints its name and picture from the worker, before the app has run', async ({
  page,
  context,
  request,
}) => {
  const categories = await topCategories(request, 'nb');
  const category = must(
    categories.find((c) => c.productCount > 1),
    'a category with products',
  );
  const [seen, unseen] = (await categoryProducts(request, 'nb', category.categoryId)).products;
  const product = must(seen, 'a product');
  await page.goto(localePath('nb', product.canonicalUrl));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await waitForWorkerControl(page);
  await expect
    .poll(async () =>
      (await cachedUrls(page, 'atvhuset-catalogue-v1')).some((url) =>
        url.includes('operationName=GetProduct&'),
      ),
    )
    .toBe(true);
  await expectImagesRendered(page);

  // Offline and with the page's scripts stopped (the worker still runs): only what the worker
  // put into the HTML can show.
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  await page.reload();
  const shell = page.locator('.shell-product');
  await expect(shell.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expectImagesRendered(page);
  // Not the start page's hero, and no loading state where the product is.
  await expect(page.locator('.hero')).toBeHidden();
  await expect(page.locator('.shell-pending')).toHaveCount(0);

  // A product never seen shows the loading state the shell has for any page (not the hero).
  await page.goto(localePath('nb', must(unseen, 'a second product').canonicalUrl));
  await expect(page.locator('.shell-pending')).toBeVisible();
  await expect(page.locator('.hero')).toBeHidden();
  await expect(page.locator('.shell-product')).toHaveCount(0);

  // With its scripts, the app takes over the page from the worker's shell.
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
  await page.goto(localePath('nb', product.canonicalUrl));
  await expect(
    page.locator('.product-summary').getByRole('heading', { level: 1, name: product.name }),
  ).toBeVisible();
  await expect(page.locator('.shell-product')).toHaveCount(0);
});

test('a page never visited shows the offline page, and loads once the network is back', async ({
  page,
  context,
  request,
}) => {
  const categories = await topCategories(request, 'nb');
  const unvisited = must(categories.at(-1), 'a category');

  await page.goto('/');
  await waitForWorkerControl(page);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  await context.setOffline(true);
  await page.goto(localePath('nb', unvisited.canonicalUrl));
  await expect(page.getByRole('heading', { level: 1, name: 'Du er frakoblet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  await expect(page.getByText('Beklager, noe gikk galt')).toBeHidden();
  // The shop around it still works from the device: header and footer are there.
  await expect(page.getByRole('banner')).toBeVisible();

  // Back online, the page retries by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: unvisited.name })).toBeVisible();
});
