import { expect, test, type Page } from './support/test.js';
import { gql } from './support/lists.js';
import { PHONE, phoneInBokmal } from './support/projects.js';

// Search from the header: suggestions while typing, a results panel, Enter to
// the search page; in Bokmål and Nynorsk, with a typo the suggestions put right.

interface SearchTexts {
  home: string;
  typo: string;
  correction: RegExp;
  suggestions: string;
  products: string;
  seeAll: RegExp;
  recent: string;
  popular: string;
  close: string;
}

const texts: Record<'nb' | 'nn', SearchTexts> = {
  nb: {
    home: '/',
    typo: 'polaros',
    correction: /^polaris$/i,
    suggestions: 'Søkeforslag',
    products: 'Produkter',
    seeAll: /^Se (alle )?\d[\d\s]* treff for «polaros»/,
    recent: 'Siste søk',
    popular: 'Populære søk',
    close: 'Lukk søket',
  },
  nn: {
    home: '/nn',
    typo: 'bremsekloss',
    correction: /^bremseklossar$/i,
    suggestions: 'Søkjeforslag',
    products: 'Produkt',
    seeAll: /^Sjå (alle )?\d[\d\s]* treff for «bremsekloss»/,
    recent: 'Siste søk',
    popular: 'Populære søk',
    close: 'Lukk søket',
  },
};

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Søk', exact: true }).click();
  return page.getByRole('dialog', { name: 'Søk' });
}

for (const locale of ['nb', 'nn'] as const) {
  const t = texts[locale];

  test(
    `${locale}: a typo from the header finds products and leads to the search page`,
    phoneInBokmal(locale),
    async ({ page, request }) => {
      const { search } = await gql<{ search: { products: { count: number } } }>(
        request,
        locale,
        `query E2eSearch($text: String, $languageId: Int) {
        search(filter: { searchText: $text }, languageId: $languageId) { products { count } }
      }`,
        { text: t.typo },
      );
      expect(search.products.count).toBeGreaterThan(0);

      await page.goto(t.home);
      const panel = await openSearch(page);
      await expect(panel.getByRole('searchbox')).toBeFocused();
      await expect(panel.getByRole('heading', { name: t.popular })).toBeVisible();
      await panel.getByRole('searchbox').fill(t.typo);

      const suggestions = panel.getByRole('region', { name: t.suggestions });
      await expect(suggestions.getByRole('button', { name: t.correction })).toBeVisible();
      const products = panel.getByRole('region', { name: t.products, exact: true });
      const hits = products.getByRole('listitem');
      await expect(hits.first()).toBeVisible();
      expect(await hits.count()).toBeLessThanOrEqual(test.info().project.name === 'phone' ? 5 : 10);
      await expect(panel.getByRole('link', { name: t.seeAll })).toBeVisible();

      await panel.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(new RegExp(`${locale === 'nn' ? '/nn' : ''}/s/${t.typo}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t.typo);
      await expect(panel).toBeHidden();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

      // Closing after results stored the search as the newest recent one.
      const again = await openSearch(page);
      const recent = again.getByRole('region', { name: t.recent });
      await expect(recent.getByRole('button', { name: t.typo, exact: true })).toBeVisible();
      await again.getByRole('button', { name: t.close }).click();
      await expect(again).toBeHidden();
    },
  );
}

test(
  'the search closes on Escape and on a click outside, and clears its text',
  PHONE,
  async ({ page }) => {
    await page.goto('/');
    let panel = await openSearch(page);
    await panel.getByRole('searchbox').fill('vinsj');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    panel = await openSearch(page);
    await expect(panel.getByRole('searchbox')).toHaveValue('');
    await page.getByRole('main').click({ position: { x: 5, y: 400 } });
    await expect(panel).toBeHidden();
  },
);

test('a search without results says so and suggests nothing it cannot find', async ({ page }) => {
  await page.goto('/');
  const panel = await openSearch(page);
  await panel.getByRole('searchbox').fill('qqxxzzkk');
  await expect(panel.getByRole('status')).toHaveText('Ingen treff for «qqxxzzkk».');
  await expect(panel.locator('.search-empty__title')).toHaveText('Ingen treff for «qqxxzzkk».');
  await expect(panel.getByText(/Vi har heller ingen forslag til «qqxxzzkk»/)).toBeVisible();
});

test('a search page without results, loaded directly, gives advice in words', async ({ page }) => {
  await page.goto('/s/Qqxxzzkk');
  await expect(page.getByText(/Vi har heller ingen forslag til «Qqxxzzkk»/)).toBeVisible();
  await expect(page.getByText('SEARCH_NO_SUGGESTIONS')).toHaveCount(0);
  // The heading quotes the text as typed, and with nothing found there is nothing to filter.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Søk: Qqxxzzkk');
  await expect(page.getByRole('combobox', { name: 'Sorter etter' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Filtrer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Filtrer/ })).toHaveCount(0);
  await page.goto('/nn/s/qqxxzzkk');
  await expect(page.getByText(/Vi har heller ingen forslag til «qqxxzzkk»/)).toBeVisible();
});

test(
  'a long search word wraps on a phone instead of widening the page',
  PHONE,
  async ({ page }) => {
    await page.goto(`/s/${'tilhengerkoblingsstikkontakt'.repeat(4)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Vi har heller ingen forslag/)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  },
);

test('letters typed at once after opening the search are kept while its code is on its way', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('data-app-shell', /.*/);
  // The panel's code comes slowly, as on a poor line (or a first open on a busy phone).
  await page.route(/\/assets\/search-panel-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Søk', exact: true }).click();
  await page.keyboard.type('bremse');
  const panel = page.getByRole('dialog', { name: 'Søk' });
  await expect(panel.getByRole('searchbox')).toHaveValue('bremse');
  await expect(panel.getByRole('searchbox')).toBeFocused();
  // Typing goes on after what was kept.
  await page.keyboard.type('kloss');
  await expect(panel.getByRole('searchbox')).toHaveValue('bremsekloss');
});

test('a search sent with Enter at once is kept among the recent searches', async ({ page }) => {
  await page.goto('/');
  let panel = await openSearch(page);
  await panel.getByRole('searchbox').fill('lysbar');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/s\/lysbar$/);
  // Reaching the search page closes the panel (the spec: a route change closes it): reopen it
  // only once it has closed.
  await expect(panel).toBeHidden();
  await expect(page.getByRole('main').locator('[data-product-alias]').first()).toBeVisible();
  panel = await openSearch(page);
  const recent = panel.getByRole('region', { name: 'Siste søk' });
  await expect(recent.getByRole('button', { name: 'lysbar', exact: true })).toBeVisible();
});
