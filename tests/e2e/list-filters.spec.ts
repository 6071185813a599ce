import { expect, test, type Page } from './support/test.js';
import { localePath, must, topCategories } from './support/catalogue.js';
import { countPattern, escapeRegExp, listFacets } from './support/lists.js';
import { PHONE } from './support/projects.js';

// A shopper narrows a category by brand and price: the URL carries the whole state, a reload
// keeps it, and coming back from a product lands on the same page at the same product.

const PRICE = { min: 100, max: 3000 };

/** Phones and tablets keep the filters in a slide-in panel. */
async function filters(page: Page) {
  const sheet = page.getByRole('dialog', { name: 'Filtrer' });
  if (await sheet.isVisible()) return sheet;
  const open = page.getByRole('button', { name: /^Filtrer/ });
  if (await open.isVisible()) {
    await open.click();
    return page.getByRole('dialog', { name: 'Filtrer' });
  }
  return page.getByRole('complementary', { name: 'Filtrer' });
}

async function closeFilters(page: Page) {
  const show = page.getByRole('button', { name: /^Vis \S+ produkt/ });
  if (await show.isVisible()) await show.click();
}

test(
  'filter by brand and price, reload, open a product and come back',
  PHONE,
  async ({ page, request }) => {
    // A whole journey (filter, reload, page 2, product, back): more steps than the default allows
    // for on a busy two-core machine.
    test.setTimeout(90_000);
    const category = must(
      (await topCategories(request, 'nb')).sort((a, b) => b.productCount - a.productCount)[0],
      'the biggest top category',
    );
    const { brands } = await listFacets(request, 'nb', { categoryId: category.categoryId });
    // A brand with a few pages of products in that price range.
    const brand = must(brands.sort((a, b) => b.count - a.count)[0], 'a brand in the category');
    const filtered = await listFacets(request, 'nb', {
      categoryId: category.categoryId,
      brands: [brand.id],
      price: PRICE,
    });
    expect(filtered.count).toBeGreaterThan(0);

    await page.goto(localePath('nb', category.canonicalUrl));
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();

    let panel = await filters(page);
    const brandGroup = panel.getByRole('group', { name: 'Merke' });
    const checkbox = brandGroup.getByRole('checkbox', {
      name: new RegExp(`^${escapeRegExp(brand.label)}\\b`),
    });
    // Long lists show their first values and a button for the rest.
    if ((await checkbox.count()) === 0)
      await brandGroup.getByRole('button', { name: /^Vis alle/ }).click();
    await checkbox.check();
    await expect(page).toHaveURL(
      new RegExp(`[?&]brands=${escapeRegExp(encodeURIComponent(brand.label))}~${brand.id}(&|$)`),
    );
    panel = await filters(page);
    await panel.getByLabel('Fra (kr)').fill(String(PRICE.min));
    await panel.getByLabel('Til (kr)').fill(String(PRICE.max));
    await panel.getByRole('button', { name: 'Bruk' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]price=${PRICE.min}~${PRICE.max}(&|$)`));
    await closeFilters(page);

    const main = page.getByRole('main');
    const count = main.getByRole('status').filter({ hasText: /produkt/ });
    await expect(count).toHaveText(countPattern(filtered.count));
    const chips = main.getByRole('region', { name: 'Valgte filtre' });
    await expect(
      chips.getByRole('button', { name: `Fjern filteret ${brand.label}` }),
    ).toBeVisible();

    await page.reload();
    await expect(count).toHaveText(countPattern(filtered.count));
    await expect(
      chips.getByRole('button', { name: `Fjern filteret ${brand.label}` }),
    ).toBeVisible();
    await expect(chips.getByRole('button', { name: /Fjern filteret .*kr/ })).toBeVisible();

    if (filtered.count > filtered.pageSize) {
      const pageTwo = main.getByRole('navigation', { name: 'Sider' }).getByRole('link', {
        name: 'Side 2',
      });
      await pageTwo.click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      // The address changes before a slow machine has painted the new page's cards.
      await expect(pageTwo).toHaveAttribute('aria-current', 'page');
    }
    const listUrl = page.url();
    const cards = main.getByRole('list', { name: 'Produkter', exact: true }).getByRole('article');
    const card = cards.nth(Math.min(9, (await cards.count()) - 1));
    const name = must(await card.getByRole('heading').textContent(), 'a product name');
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await expect(count).toHaveText(countPattern(filtered.count));
    await expect(main.getByRole('article').filter({ hasText: name }).first()).toBeInViewport();
  },
);

test('a shared link shows the same list, malformed parts corrected', async ({ page, request }) => {
  const category = must((await topCategories(request, 'nb'))[0], 'a top category');
  const all = await listFacets(request, 'nb', { categoryId: category.categoryId });
  const brand = must(all.brands[0], 'a brand');
  const expected = await listFacets(request, 'nb', {
    categoryId: category.categoryId,
    brands: [brand.id],
  });
  await page.goto(
    `${localePath('nb', category.canonicalUrl)}?brands=${encodeURIComponent(brand.label)}~${brand.id},Feil~x&sort=BILLIGST&page=999`,
  );
  const last = Math.max(1, Math.ceil(expected.count / expected.pageSize));
  await expect(page).toHaveURL(new RegExp(last > 1 ? `[?&]page=${last}$` : `brands=[^&]+$`));
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /produkt/ }),
  ).toHaveText(countPattern(expected.count));
  await expect(page.getByRole('combobox', { name: 'Sorter etter' })).toHaveValue('POPULARITY');
});
