import { expect, test } from './support/test.js';
import { gql } from './support/lists.js';

// The spec's list routes that have no journey of their own: brands A–Å, generic
// lists, the /list/{value} variants, and unknown aliases ending on the 404 page.

test('the brands page lists every brand A–Å with its count', async ({ page, request }) => {
  const { brands } = await gql<{ brands: { name: string; productCount: number }[] }>(
    request,
    'nb',
    `query E2eBrands($languageId: Int) { brands(languageId: $languageId) { name productCount } }`,
  );
  await page.goto('/produsent');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/ATV-Huset/);
  const main = page.getByRole('main');
  const links = main.locator('.brand-index__brand');
  await expect(links).toHaveCount(brands.length);
  const names = await main.locator('.brand-index__name').allTextContents();
  expect(names).toEqual(
    [...names].sort(new Intl.Collator('nb', { sensitivity: 'base', numeric: true }).compare),
  );
  const first = brands.find((brand) => brand.name === names[0]);
  await expect(links.first()).toContainText(String(first?.productCount ?? ''));
});

test('the vehicle list and /list/{value} lead to their lists', async ({ page }) => {
  await page.goto('/l/atv-huset');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/kjøretøy/i);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  // The market's own search segment from the channel configuration.
  await page.goto('/sok/vinsj');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('vinsj');
  await expect(page.getByRole('combobox', { name: 'Sorter etter' })).toHaveValue('RELEVANCE');

  await page.goto('/list/warn');
  await expect(page).toHaveURL(/\/b\/warn$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Warn' })).toBeVisible();
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(10);
});

const unknown = [
  { path: '/b/finnes-ikke', title: 'Vi fant ikke siden' },
  { path: '/c/finnes-ikke', title: 'Vi fant ikke siden' },
  { path: '/dc/finnes-ikke', title: 'Vi fant ikke siden' },
  { path: '/l/finnes-ikke', title: 'Vi fant ikke siden' },
  { path: '/nn/b/finst-ikkje', title: 'Vi fann ikkje sida' },
];

for (const { path, title } of unknown) {
  test(`${path} shows the 404 page`, async ({ page }) => {
    await page.goto(path);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: title }),
    ).toBeVisible();
  });
}
