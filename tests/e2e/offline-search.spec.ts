import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { localePath, must, type Locale } from './support/catalogue.js';
import { gql } from './support/lists.js';
import { waitForWorkerControl } from './support/service-worker.js';

// Issue 18 point 5: search finds compound words by their parts ('lys' finds Arbeidslys), and
// without a network it finds the products the device holds (seen in a list or on a page), not
// others, and says the results are offline ones; back online it asks the server again.

interface Hit {
  productId: number;
  name: string;
  alias: string;
  canonicalUrl: string;
  shortDescription: string;
}

async function search(request: APIRequestContext, text: string, locale: Locale = 'nb') {
  const { search: answer } = await gql<{
    search: { products: { count: number; products: Hit[] } };
  }>(
    request,
    locale,
    `query E2eSearch($text: String, $languageId: Int) {
      search(filter: { searchText: $text, pageSize: 100 }, languageId: $languageId) {
        products { count products { productId name alias canonicalUrl shortDescription } }
      }
    }`,
    { text },
  );
  return answer.products;
}

const OFFLINE = {
  nb: 'Du er uten nett: søket viser bare produkter du har sett på denne enheten.',
  nn: 'Du er utan nett: søket viser berre produkt du har sett på denne eininga.',
};

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Søk', exact: true }).click();
  return page.getByRole('dialog', { name: 'Søk' });
}

test("online: 'lys' finds an Arbeidslys product that has no word 'lys' of its own", async ({
  page,
  request,
}) => {
  // A work light whose texts say 'arbeidslys' and 'lysbilde' but never 'lys' (or 'lyser'):
  // only the compound's last part can make 'lys' find it.
  const lights = await search(request, 'arbeidslys');
  const light = must(
    lights.products.find(
      (p) => /arbeidslys/i.test(p.name) && !/\blys(er|et|e|ene)?\b/i.test(p.shortDescription),
    ),
    'a work light without the word lys',
  );
  const rest = light.name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && word !== 'arbeidslys');
  const text = ['lys', ...rest].join(' ');
  expect((await search(request, text)).products.map((p) => p.productId)).toContain(light.productId);

  await page.goto('/');
  const panel = await openSearch(page);
  await panel.getByRole('searchbox').fill(text);
  const products = panel.getByRole('region', { name: 'Produkter', exact: true });
  await expect(products.locator(`a[href$="/${light.canonicalUrl}"]`)).toBeVisible();
});

// Offline, the app's chunks (the search panel's, the offline index's) come from the worker's
// precache, as they do for a shopper.
test.describe('offline, with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline, the panel finds a product seen earlier and not one never seen, and says so', async ({
    page,
    context,
    request,
  }) => {
    // 'pakke' finds the packages by their compounds (Vinsjpakke, Plogpakke) online.
    const winch = must((await search(request, 'vinsjpakke')).products[0], 'a winch package');
    const plough = must((await search(request, 'plogpakke')).products[0], 'a plough package');
    const online = await search(request, 'pakke');
    expect(online.count).toBeGreaterThan(2);

    // Only the winch package's page is seen (not the start page, whose lists show other products).
    await page.goto(localePath('nb', winch.canonicalUrl));
    await expect(page.getByRole('heading', { level: 1, name: winch.name })).toBeVisible();
    await expect(page.getByText(plough.name)).toHaveCount(0);
    await waitForWorkerControl(page);

    await context.setOffline(true);
    const panel = await openSearch(page);
    await panel.getByRole('searchbox').fill('pakke');
    await expect(panel.getByText(OFFLINE.nb)).toBeVisible();
    const products = panel.getByRole('region', { name: 'Produkter', exact: true });
    await expect(products.locator(`a[href$="/${winch.canonicalUrl}"]`)).toBeVisible();
    await expect(products.locator(`a[href$="/${plough.canonicalUrl}"]`)).toHaveCount(0);
    // A typo (a letter left out) finds it too, as online.
    await panel.getByRole('searchbox').fill('vinsjpkke');
    await expect(products.locator(`a[href$="/${winch.canonicalUrl}"]`)).toBeVisible();

    // Back online the same search asks the server: every package, no offline line.
    await context.setOffline(false);
    await panel.getByRole('searchbox').fill('pakke');
    await expect(panel.getByText(OFFLINE.nb)).toBeHidden();
    await expect(
      panel.getByRole('link', { name: new RegExp(`alle ${String(online.count)} treff`) }),
    ).toBeVisible();
  });

  test('offline after a reload, the search page (nn) finds what the device stored', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const winch = must((await search(request, 'vinsjpakke', 'nn')).products[0], 'a winch package');
    const plough = must((await search(request, 'plogpakke', 'nn')).products[0], 'a plough package');

    await page.goto(localePath('nn', winch.canonicalUrl));
    await expect(page.getByRole('heading', { level: 1, name: winch.name })).toBeVisible();
    await waitForWorkerControl(page);
    // A reload under the worker: the page's answers are in its cache and IndexedDB after.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: winch.name })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('apollo-cache-nn:stored') ?? 'none'))
      .not.toBe('none');

    await context.setOffline(true);
    await page.goto('/nn/s/pakke');
    await expect(page.getByText(OFFLINE.nn)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: winch.name })).toBeVisible();
    await expect(main.getByText(plough.name)).toHaveCount(0);

    // Back online the page asks the server: more packages than the device held.
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE.nn)).toBeHidden();
    await expect(main.getByRole('article').nth(2)).toBeVisible();
  });
});
